/** Home (SPEC §2): hero, mission, featured news / research area / publication, partners. */
import { Link } from '../../shared/ui/site-link';
import { HOME_CARD_TAGS, HOME_EXCERPT } from '../../shared/content/constants';
import { safePosition } from '../../shared/content/image-position';
import { resolveFeatured } from '../../shared/content/queries';
import type { NewsItem, Publication } from '../../shared/content/schemas';
import { excerpt, formatDate } from '../../shared/content/text';
import { visibleNews } from '../../shared/content/expiry';
import { useContent } from '../../shared/ui/content-context';
import { useLabProfile, useShownSections } from '../../shared/ui/use-lab-profile';
import { useToday } from '../components/use-today';
import { HeroFigures, HeroButton } from './home-hero';
import { RichText } from '../../shared/ui/rich-text';
import { editableField, editableItem } from '../../shared/ui/editable';
import { ProjectCard } from '../../shared/ui/project-card';
import { SafeImage } from '../../shared/ui/safe-link';
import { useAuthFlag } from '../../shared/ui/use-auth-flag';
import { PartnerSection } from '../components/partner-list';
import { TagList } from '../components/tag-list';

function FeaturedNews({ item }: { item: NewsItem }) {
  return (
    <article className="card feature-card" {...editableItem('newsItems', item.id)}>
      <div className="card__body">
        <p className="eyebrow">
          News · <time dateTime={item.date}>{formatDate(item.date)}</time>
        </p>
        <h3 className="card__title" {...editableField('title')}>
          <Link to="/feed" className="card__link">
            {item.title}
          </Link>
        </h3>
        <p className="card__text">{excerpt(item.content, HOME_EXCERPT)}</p>
        <TagList values={item.tags} max={HOME_CARD_TAGS} />
      </div>
    </article>
  );
}

function FeaturedPublication({ pub }: { pub: Publication }) {
  return (
    <article className="card feature-card" {...editableItem('publications', pub.id)}>
      <div className="card__body">
        <p className="eyebrow">
          {pub.journal} · {pub.year}
        </p>
        <h3 className="card__title" {...editableField('title')}>
          <Link to="/publications" className="card__link">
            {pub.title}
          </Link>
        </h3>
        <p className="card__text">{excerpt(pub.abstract || pub.citation, HOME_EXCERPT)}</p>
        <TagList values={pub.keywords} label="Keywords" max={HOME_CARD_TAGS} />
      </div>
    </article>
  );
}

export default function Home() {
  const content = useContent();
  const loggedIn = useAuthFlag();
  const today = useToday();
  const featured = resolveFeatured({ ...content, newsItems: visibleNews(content.newsItems, today) });
  const profile = useLabProfile();
  const shown = useShownSections();
  const { home } = profile;
  const teamImage = content.teamImage.trim();
  const slots = [
    shown.has('news') && 'news',
    shown.has('research') && 'research',
    shown.has('publications') && 'publications',
  ].filter(Boolean);

  return (
    <main className="home">
      <section className="hero" {...editableItem('labProfile', 'hero')}>
        <div className="container hero__inner">
          {home.kicker ? <p className="hero__kicker" {...editableField('kicker')}>{home.kicker}</p> : null}
          <h1 className="hero__title" {...editableField('title')}>{home.title || profile.name}</h1>
          {home.lead ? <p className="hero__lead" {...editableField('lead')}>{home.lead}</p> : null}
          <div className="hero__actions">
            <HeroButton button={home.primaryButton} className="button button--primary" />
            <HeroButton button={home.secondaryButton} className="button button--ghost" />
          </div>
          {/* The page's data holds the featured items only; the figures count whole collections. */}
          <HeroFigures figures={home.figures} />
        </div>
      </section>

      {home.mission.trim() ? (
        <section className="container section mission" aria-labelledby="mission-title" {...editableItem('labProfile', 'mission')}>
          <h2 id="mission-title" {...editableField('missionHeading')}>{home.missionHeading || 'Our mission'}</h2>
          <div {...editableField('mission')}>
            <RichText text={home.mission} className="mission__text" />
          </div>
        </section>
      ) : null}

      {slots.length > 0 ? (
      <section className="container section" aria-labelledby="featured-title">
        <h2 id="featured-title">Featured</h2>
        <div className="featured-grid" data-slots={slots.length}>
          {shown.has('news') ? (
          <div className="featured-slot" {...editableItem('featuredItems', 'newsItem')}>
            <p className="featured-slot__label">Featured news</p>
            {featured.newsItem ? <FeaturedNews item={featured.newsItem} /> : <p className="empty">No news yet.</p>}
            <Link to="/feed" className="more-link">
              See all news
            </Link>
          </div>
          ) : null}
          {shown.has('research') ? (
          <div className="featured-slot" {...editableItem('featuredItems', 'project')}>
            <p className="featured-slot__label">Research area</p>
            {featured.project ? (
              <ProjectCard project={featured.project} registry={content.topicColorRegistry} />
            ) : (
              <p className="empty">No research areas yet.</p>
            )}
            <Link to="/projects" className="more-link">
              See all research areas
            </Link>
          </div>
          ) : null}
          {shown.has('publications') ? (
          <div className="featured-slot" {...editableItem('featuredItems', 'publication')}>
            <p className="featured-slot__label">Publication</p>
            {featured.publication ? (
              <FeaturedPublication pub={featured.publication} />
            ) : (
              <p className="empty">No publications yet.</p>
            )}
            <Link to="/publications" className="more-link">
              See all publications
            </Link>
          </div>
          ) : null}
        </div>
      </section>
      ) : null}

      <section className={`container section team-teaser${teamImage ? '' : ' team-teaser--text'}`} aria-labelledby="team-title">
        {teamImage ? (
          <Link
            to="/team"
            className="team-teaser__picture"
            {...editableItem('teamImage', 'teamImage')}
            // A decorative picture says nothing, so the link needs a name of its own.
            aria-label={home.teamImageAlt === '' ? 'Meet the team' : undefined}
          >
            <SafeImage
              src={content.teamImage}
              alt={home.teamImageAlt === undefined ? `The ${profile.name} team` : home.teamImageAlt.trim()}
              style={{ objectPosition: safePosition(content.teamImagePosition) }}
              loading="lazy"
            />
          </Link>
        ) : null}
        <div className="team-teaser__text">
          <h2 id="team-title">{shown.has('team') ? 'The people' : 'Work with us'}</h2>
          {shown.has('team') && home.peopleText ? <p {...editableItem('labProfile', 'people')}>{home.peopleText}</p> : null}
          {shown.has('team') ? (
            <Link to="/team" className="more-link">
              Meet the team
            </Link>
          ) : null}
          <Link to="/contact" className="card work-card">
            <span className="work-card__title">Work with us</span>
            {home.workWithUs ? <span className="work-card__text">{home.workWithUs}</span> : null}
          </Link>
        </div>
      </section>

      {content.collaborators.length > 0 || loggedIn ? (
      <PartnerSection
        id="collab-title"
        title="Collaborators"
        kind="collaborators"
        items={content.collaborators}
        empty="No collaborators listed yet."
        manage={loggedIn ? { to: '/admin/collaborators', label: 'Manage Collaborators' } : null}
      />
      ) : null}
      {content.fundingSources.length > 0 || loggedIn ? (
      <PartnerSection
        id="funding-title"
        title="Funding"
        kind="fundingSources"
        items={content.fundingSources.map((source) => ({
          ...source,
          detail: [source.grantNumber, source.amount, source.duration].filter(Boolean).join(' · '),
        }))}
        empty="No funding sources listed yet."
        manage={loggedIn ? { to: '/admin/funding', label: 'Manage Funding' } : null}
      />
      ) : null}
    </main>
  );
}
