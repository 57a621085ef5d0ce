/** /admin (docs/product.md §2 "Dashboard"): the eleven cards, the debug toggle and Logout. */
import { useState } from 'react';
import { RouterLink as Link } from '../../ui/router-link';
import { localDay, openJobs } from '../../content/read/expiry';
import { summarize } from '../../content/health';
import { labProfileOf } from '../../content/model/lab-profile';
import { COLLECTIONS } from '../../content/model/collections';
import { ENTITY_KINDS, type EntityKind } from '../../content/model/model';
import { LAB_PROFILE_PATH } from '../paths';
import { topicsInUse } from '../../content/read/topics';
import { MESSAGES } from '../../content/model/validation';
import { useContent } from '../../ui/content-context';
import { useAuth } from '../auth';
import { DebugPanel } from '../debug/debug-panel';
import { truncateTitle } from '../format';
import { healthSummaryText } from '../health/health-screen';
import { useSiteHealth } from '../health/use-site-health';
import { HistoryPanel } from '../history/history-panel';
import { StorageNotice } from '../history/storage-notice';
import { UnpublishedIndicator } from '../publish/unpublished-indicator';
import { RebaseNotice } from '../publish/rebase-clashes';
import '../publish/publish.css';

interface Card {
  title: string;
  to: string;
  count?: number;
  caption: React.ReactNode;
  action: { label: string; to: string; name: string };
}

function DashboardCard({ card }: { card: Card }) {
  return (
    <li className="studio-card">
      <h2>
        {/* The title link stretches over the card: a click anywhere opens the list. */}
        <Link className="studio-card-link" to={card.to}>
          {card.title}
        </Link>
      </h2>
      {card.count !== undefined ? <p className="studio-card-count">{card.count}</p> : null}
      <div className="studio-card-caption">{card.caption}</div>
      <Link className="studio-card-action" to={card.action.to} aria-label={card.action.name}>
        {card.action.label}
      </Link>
    </li>
  );
}

function FeaturedSummary() {
  const { featuredItems, projects, newsItems, publications } = useContent();
  const rows = [
    { label: 'Project', title: projects.find((p) => p.id === featuredItems.projectId)?.title },
    { label: 'News', title: newsItems.find((n) => n.id === featuredItems.newsItemId)?.title },
    { label: 'Publication', title: publications.find((p) => p.id === featuredItems.publicationId)?.title },
  ].filter((row): row is { label: string; title: string } => Boolean(row.title));
  if (rows.length === 0) return <p>{MESSAGES.noFeatured}</p>;
  return (
    <dl className="studio-featured-summary">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}:</dt>
          <dd title={row.title}>{truncateTitle(row.title)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How many openings there are and how many are open; the spec's caption, open positions, stays in the note. */
function JobsCaption({ total, open }: { total: number; open: number }) {
  return (
    <>
      <p>
        {total === 1 ? 'job opening' : 'job openings'}, {open} open
      </p>
      <p className="studio-card-note">Only open positions show on Join Us.</p>
    </>
  );
}

/** The site-health card, beside the spec's eleven content cards: how many problems, errors first. */
function HealthCard() {
  const problems = useSiteHealth();
  const { errors } = summarize(problems);
  return (
    <ul className="studio-cards studio-cards-checks" aria-label="Checks">
      <DashboardCard
        card={{
          title: 'Site Health',
          to: '/admin/health',
          count: problems.length,
          caption: <p className={errors > 0 ? 'studio-card-errors' : undefined}>{problems.length === 0 ? 'no problems found' : `problems to look at: ${healthSummaryText(problems)}`}</p>,
          action: { label: 'Review', to: '/admin/health', name: 'Review site health' },
        }}
      />
    </ul>
  );
}

/**
 * The collections' cards, in the order editors meet them (job openings follow with their own
 * caption, then the lab's pages); a collection named nowhere here comes after these, in the
 * order of ENTITY_KINDS.
 */
const DASHBOARD_ORDER: readonly EntityKind[] = ['projects', 'teamMembers', 'newsItems', 'publications', 'collaborators', 'fundingSources', 'software'];
const DASHBOARD_OWN: readonly EntityKind[] = [...DASHBOARD_ORDER, 'jobOpenings', 'pages'];

export function Dashboard() {
  const content = useContent();
  const auth = useAuth();
  const [debug, setDebug] = useState(false);
  const entity = (kind: EntityKind): Card => {
    const { card, admin } = COLLECTIONS[kind];
    return {
      title: card.title,
      to: `/admin/${admin}`,
      count: content[kind].length,
      caption: card.caption,
      action: { label: '+ Add New', to: `/admin/${admin}/new`, name: `Add new to ${card.title}` },
    };
  };
  const cards: Card[] = [
    ...DASHBOARD_ORDER.map(entity),
    { ...entity('jobOpenings'), caption: <JobsCaption total={content.jobOpenings.length} open={openJobs(content.jobOpenings, localDay()).length} /> },
    entity('pages'),
    ...ENTITY_KINDS.filter((kind) => !DASHBOARD_OWN.includes(kind)).map(entity),
    {
      title: 'Topic Colors',
      to: '/admin/topic-colors',
      count: topicsInUse(content.projects).length,
      caption: 'topic and method colours used across projects',
      action: { label: 'Manage', to: '/admin/topic-colors', name: 'Manage topic colors' },
    },
    { title: 'Featured Content', to: '/admin/featured', caption: <FeaturedSummary />, action: { label: 'Manage', to: '/admin/featured', name: 'Manage featured content' } },
    {
      title: 'Team Image',
      to: '/admin/team-image',
      caption: 'Update the team image shown on the homepage',
      action: { label: 'Update', to: '/admin/team-image', name: 'Update team image' },
    },
  ];

  return (
    <div className="studio-page">
      <div className="studio-header">
        <h1>Admin Dashboard</h1>
        <div className="studio-actions">
          <Link className="studio-button studio-primary" to="/admin/publish">
            Publish
          </Link>
          <button type="button" className="studio-button" aria-expanded={debug} onClick={() => setDebug((on) => !on)}>
            {debug ? 'Hide Debug' : 'Show Debug'}
          </button>
          <button
            type="button"
            className="studio-button"
            onClick={() => auth.logout('/')}
          >
            Logout
          </button>
        </div>
      </div>
      <UnpublishedIndicator />
      <RebaseNotice />
      <StorageNotice />
      {debug ? <DebugPanel /> : null}
      <ul className="studio-cards" aria-label="Site">
        <DashboardCard
          card={{
            title: 'Lab Profile',
            to: LAB_PROFILE_PATH,
            caption: `${labProfileOf(content).name || 'No name yet'}: names, colour, page texts, contact and links`,
            action: { label: 'Edit', to: LAB_PROFILE_PATH, name: 'Edit lab profile' },
          }}
        />
      </ul>
      <ul className="studio-cards" aria-label="Content">
        {cards.map((card) => (
          <DashboardCard key={card.title} card={card} />
        ))}
      </ul>
      <HealthCard />
      <HistoryPanel />
    </div>
  );
}
