/** Home (docs/product.md §2): hero, mission, featured news / research area / publication, partners. */
import { Link } from '../../shared/ui/site-link';
import { itemPath } from '../../shared/content/model/collection-facts';
import { HOME_CARD_TAGS, HOME_EXCERPT } from '../../shared/content/model/constants';
import { safePosition } from '../../shared/content/media/image-position';
import { resolveFeatured } from '../../shared/content/read/queries';
import { isDated, sortNewestFirst } from '../../shared/content/scholarly/publication-year';
import type { NewsItem, Publication } from '../../shared/content/model/schemas';
import { excerpt, formatDate } from '../../shared/content/read/text';
import { visibleNews } from '../../shared/content/read/expiry';
import { useContent } from '../../shared/ui/content-context';
import { useLabProfile, useShownSections } from '../../shared/ui/use-lab-profile';
import { useToday } from '../components/use-today';
import { HeroFigures, HeroButton } from './home-hero';
import { Prose } from '../../shared/ui/prose';
import { editableField, editableItem } from '../../shared/ui/editable';
import { ProjectCard } from '../../shared/ui/project-card';
import { SafeImage } from '../../shared/ui/safe-link';
import { PLACE_SIZES } from '../../shared/content/media/image-variants';
import { useAuthFlag } from '../../shared/ui/use-auth-flag';
import { PartnerSection } from '../components/partner-list';
import { TagList } from '../components/tag-list';
import { PublicationItem } from '../components/publication-item';
import { useReferenceEntry } from '../components/use-reference';
import { referencePlainText } from '../../shared/content/scholarly/reference-nodes';
import { useFallbackLang, useMessages } from '../i18n/language';
import { home } from '../i18n/en/home';

// The English words of this page's sections; another language's catalogue has its own.
const ENGLISH = { home };

function FeaturedNews({ item }: { item: NewsItem }) {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  return (
    <article className="card feature-card" {...editableItem('newsItems', item.id)}>
      <div className="card__body">
        <p className="eyebrow">
          {t.home.news} · <time dateTime={item.date}>{formatDate(item.date, t.locale)}</time>
        </p>
        <h3 className="card__title" {...editableField('title')} {...fallback(item, 'title')}>
          <Link to={itemPath('newsItems', item.id)} className="card__link">
            {item.title}
          </Link>
        </h3>
        <div className="card__prose" {...fallback(item, 'content')}>
          <Prose text={item.content} max={HOME_EXCERPT} headingBase={4} paragraphClassName="card__text" />
        </div>
        <TagList values={item.tags} label={t.home.tags} max={HOME_CARD_TAGS} />
      </div>
    </article>
  );
}

/**
 * A featured paper without an abstract: its reference in the lab's citation style (the build's,
 * from the page data), less the title the card shows above it; the stored citation only until
 * an editor's browser has made it. A paper with an abstract never asks for its reference.
 */
function ReferenceExcerpt({ pub }: { pub: Publication }) {
  const entry = useReferenceEntry(pub);
  return <>{excerpt(entry?.length ? referencePlainText(entry) : pub.citation, HOME_EXCERPT)}</>;
}

function FeaturedPublication({ pub }: { pub: Publication }) {
  const t = useMessages(ENGLISH);
  return (
    <article className="card feature-card" {...editableItem('publications', pub.id)}>
      <div className="card__body">
        <p className="eyebrow">
          {[pub.journal, isDated(pub.year) ? String(pub.year) : ''].filter(Boolean).join(' · ')}
        </p>
        <h3 className="card__title" {...editableField('title')}>
          <Link to={itemPath('publications', pub.id)} className="card__link">
            {pub.title}
          </Link>
        </h3>
        <p className="card__text">{pub.abstract ? excerpt(pub.abstract, HOME_EXCERPT) : <ReferenceExcerpt pub={pub} />}</p>
        <TagList values={pub.keywords} label={t.home.keywords} max={HOME_CARD_TAGS} />
      </div>
    </article>
  );
}

export default function Home() {
  const t = useMessages(ENGLISH);
  const fallback = useFallbackLang();
  const content = useContent();
  const loggedIn = useAuthFlag();
  const today = useToday();
  const featured = resolveFeatured({ ...content, newsItems: visibleNews(content.newsItems, today) });
  const profile = useLabProfile();
  const shown = useShownSections();
  const { home } = profile;
  // The lab's selected papers (a mark on each paper), newest first; the section is left out without any.
  const selected = shown.has('publications') ? sortNewestFirst(content.publications.filter((pub) => pub.selected === true)) : [];
  const teamImage = content.teamImage.trim();
  const workWithUs = home.workWithUs.trim();
  const slots = [
    shown.has('news') && 'news',
    shown.has('research') && 'research',
    shown.has('publications') && 'publications',
  ].filter(Boolean);

  return (
    <main className="home">
      <section className="hero" {...editableItem('labProfile', 'hero')}>
        <div className="container hero__inner">
          {home.kicker ? <p className="hero__kicker" {...editableField('kicker')} {...fallback(profile, 'home.kicker')}>{home.kicker}</p> : null}
          <h1 className="hero__title" {...editableField('title')} {...fallback(profile, home.title ? 'home.title' : 'name')}>{home.title || profile.name}</h1>
          {home.lead ? <p className="hero__lead" {...editableField('lead')} {...fallback(profile, 'home.lead')}>{home.lead}</p> : null}
          <div className="hero__actions">
            <HeroButton button={home.primaryButton} which="primaryButton" className="button button--primary" />
            <HeroButton button={home.secondaryButton} which="secondaryButton" className="button button--ghost" />
          </div>
          {/* The page's data holds the featured items only; the figures count whole collections. */}
          <HeroFigures figures={home.figures} />
        </div>
      </section>

      {home.mission.trim() ? (
        <section className="container section mission" aria-labelledby="mission-title" {...editableItem('labProfile', 'mission')}>
          <h2 id="mission-title" {...editableField('missionHeading')} {...fallback(profile, 'home.missionHeading')}>{home.missionHeading || t.home.mission}</h2>
          <div {...editableField('mission')} {...fallback(profile, 'home.mission')}>
            <Prose text={home.mission} headingBase={3} paragraphClassName="mission__text" />
          </div>
        </section>
      ) : null}

      {slots.length > 0 ? (
      <section className="container section" aria-labelledby="featured-title">
        <h2 id="featured-title">{t.home.featured}</h2>
        <div className="featured-grid" data-slots={slots.length}>
          {shown.has('news') ? (
          <div className="featured-slot" {...editableItem('featuredItems', 'newsItem')}>
            <p className="featured-slot__label">{t.home.featuredNews}</p>
            {featured.newsItem ? <FeaturedNews item={featured.newsItem} /> : <p className="empty">{t.home.noNews}</p>}
            <Link to="/feed" className="more-link">
              {t.home.allNews}
            </Link>
          </div>
          ) : null}
          {shown.has('research') ? (
          <div className="featured-slot" {...editableItem('featuredItems', 'project')}>
            <p className="featured-slot__label">{t.home.researchArea}</p>
            {featured.project ? (
              <ProjectCard project={featured.project} registry={content.topicColorRegistry} methodsLabel={t.home.methods} />
            ) : (
              <p className="empty">{t.home.noResearch}</p>
            )}
            <Link to="/projects" className="more-link">
              {t.home.allResearch}
            </Link>
          </div>
          ) : null}
          {shown.has('publications') ? (
          <div className="featured-slot" {...editableItem('featuredItems', 'publication')}>
            <p className="featured-slot__label">{t.home.publication}</p>
            {featured.publication ? (
              <FeaturedPublication pub={featured.publication} />
            ) : (
              <p className="empty">{t.home.noPublications}</p>
            )}
            <Link to="/publications" className="more-link">
              {t.home.allPublications}
            </Link>
          </div>
          ) : null}
        </div>
      </section>
      ) : null}

      {selected.length > 0 ? (
        <section className="container section selected-publications" aria-labelledby="selected-title">
          <h2 id="selected-title">{t.home.selectedPublications}</h2>
          <ul className="publication-list">
            {selected.map((pub) => (
              <li key={pub.id}>
                <PublicationItem pub={pub} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {teamImage || shown.has('team') || workWithUs ? (
      <section className={`container section team-teaser${teamImage ? '' : ' team-teaser--text'}`} aria-labelledby="team-title">
        {teamImage ? (
          <Link
            to="/team"
            className="team-teaser__picture"
            {...editableItem('teamImage', 'teamImage')}
            // A decorative picture says nothing, so the link needs a name of its own.
            aria-label={home.teamImageAlt === '' ? t.home.meetTeam : undefined}
          >
            <SafeImage
              src={content.teamImage}
              alt={home.teamImageAlt === undefined ? t.home.teamPicture(profile.name) : home.teamImageAlt.trim()}
              {...fallback(profile, 'home.teamImageAlt')}
              style={{ objectPosition: safePosition(content.teamImagePosition) }}
              loading="lazy"
              sizes={PLACE_SIZES.teamPicture}
            />
          </Link>
        ) : null}
        <div className="team-teaser__text">
          <h2 id="team-title">{shown.has('team') ? t.home.people : t.home.workWithUs}</h2>
          {shown.has('team') && home.peopleText ? <p {...editableItem('labProfile', 'people')} {...fallback(profile, 'home.peopleText')}>{home.peopleText}</p> : null}
          {shown.has('team') ? (
            <Link to="/team" className="more-link">
              {t.home.meetTeam}
            </Link>
          ) : null}
          {/* The card says what working with the lab means; without those words it would be an empty card. */}
          {workWithUs ? (
            <Link to="/contact" className="card work-card">
              <span className="work-card__title">{t.home.workWithUs}</span>
              <span className="work-card__text" {...fallback(profile, 'home.workWithUs')}>{home.workWithUs}</span>
            </Link>
          ) : null}
        </div>
      </section>
      ) : null}

      {content.collaborators.length > 0 || loggedIn ? (
      <PartnerSection
        id="collab-title"
        title={t.home.collaborators}
        kind="collaborators"
        items={content.collaborators}
        empty={t.home.noCollaborators}
        manage={loggedIn ? { to: '/admin/collaborators', label: t.home.manageCollaborators } : null}
      />
      ) : null}
      {content.fundingSources.length > 0 || loggedIn ? (
      <PartnerSection
        id="funding-title"
        title={t.home.funding}
        kind="fundingSources"
        items={content.fundingSources.map((source) => ({
          ...source,
          detail: [source.grantNumber, source.amount, source.duration].filter(Boolean).join(' · '),
        }))}
        empty={t.home.noFunding}
        manage={loggedIn ? { to: '/admin/funding', label: t.home.manageFunding } : null}
      />
      ) : null}
    </main>
  );
}
