/** Home (SPEC §2): hero, mission, featured news / research area / publication, partners. */
import { Link } from '../../shared/ui/site-link';
import { HOME_CARD_TAGS, HOME_EXCERPT, LAB_NAME, UNIVERSITY_NAME } from '../../shared/content/constants';
import { safePosition } from '../../shared/content/image-position';
import { resolveFeatured } from '../../shared/content/queries';
import type { NewsItem, Publication } from '../../shared/content/schemas';
import { excerpt, formatDate } from '../../shared/content/text';
import { visibleNews } from '../../shared/content/expiry';
import { useCollectionSize, useContent } from '../../shared/ui/content-context';
import { useToday } from '../components/use-today';
import { editableField, editableItem } from '../../shared/ui/editable';
import { ProjectCard } from '../../shared/ui/project-card';
import { SafeImage } from '../../shared/ui/safe-link';
import { useAuthFlag } from '../../shared/ui/use-auth-flag';
import { PartnerSection } from '../components/partner-list';
import { describe, type HeadFn } from '../head';
import { organizationLd } from '../structured-data';
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
  // The page's data holds the featured items only; the facts count whole collections.
  const counts = {
    projects: useCollectionSize('projects'),
    publications: useCollectionSize('publications'),
    teamMembers: useCollectionSize('teamMembers'),
    software: useCollectionSize('software'),
  };

  return (
    <main className="home">
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__kicker">{UNIVERSITY_NAME}</p>
          <h1 className="hero__title">{LAB_NAME}</h1>
          <p className="hero__lead">
            We study how machines can help discover how minds and brains work: algorithms that propose theories,
            experiments that design themselves, and open tools that let others check every step.
          </p>
          <div className="hero__actions">
            <Link to="/projects" className="button button--primary">
              Explore our research
            </Link>
            <Link to="/join-us" className="button button--ghost">
              Open positions
            </Link>
          </div>
          <dl className="hero__facts">
            {[
              ['Research areas', counts.projects],
              ['Publications', counts.publications],
              ['People', counts.teamMembers],
              ['Open-source tools', counts.software],
            ].map(([label, count]) => (
              <div key={label} className="hero__fact">
                <dt>{label}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container section mission" aria-labelledby="mission-title">
        <h2 id="mission-title">Our mission</h2>
        <p className="mission__text">
          Scientific discovery in psychology and neuroscience is slow because every theory is written, tested and
          compared by hand. Our mission is to automate the parts of that cycle that machines do well, while keeping
          people in charge of what counts as an explanation, so that cognitive science can test more ideas, more
          rigorously, and in the open.
        </p>
      </section>

      <section className="container section" aria-labelledby="featured-title">
        <h2 id="featured-title">Featured</h2>
        <div className="featured-grid">
          <div className="featured-slot" {...editableItem('featuredItems', 'newsItem')}>
            <p className="featured-slot__label">Featured news</p>
            {featured.newsItem ? <FeaturedNews item={featured.newsItem} /> : <p className="empty">No news yet.</p>}
            <Link to="/feed" className="more-link">
              See all news
            </Link>
          </div>
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
        </div>
      </section>

      <section className="container section team-teaser" aria-labelledby="team-title">
        <Link to="/team" className="team-teaser__picture" {...editableItem('teamImage', 'teamImage')}>
          <SafeImage
            src={content.teamImage}
            alt={`The ${LAB_NAME} team`}
            style={{ objectPosition: safePosition(content.teamImagePosition) }}
            loading="lazy"
          />
        </Link>
        <div className="team-teaser__text">
          <h2 id="team-title">The people</h2>
          <p>
            Researchers from psychology, neuroscience, statistics and computer science, working on shared questions.
          </p>
          <Link to="/team" className="more-link">
            Meet the team
          </Link>
          <Link to="/contact" className="card work-card">
            <span className="work-card__title">Work with us</span>
            <span className="work-card__text">Collaborations, student projects and visits: get in touch.</span>
          </Link>
        </div>
      </section>

      <PartnerSection
        id="collab-title"
        title="Collaborators"
        kind="collaborators"
        items={content.collaborators}
        empty="No collaborators listed yet."
        manage={loggedIn ? { to: '/admin/collaborators', label: 'Manage Collaborators' } : null}
      />
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
    </main>
  );
}

export const head: HeadFn = (content, _params, site) => ({
  title: '',
  description: describe(
    'Discovery of Mind Lab at Halden University: automated scientific discovery of mind and brain. News, research areas, publications, software and the team.',
  ),
  jsonLd: [organizationLd(site, content)],
});
