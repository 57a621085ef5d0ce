/** The nine admin lists of docs/product.md §2, each with its order, badges, details and links. */
import { itemPath } from '../../content/model/collections';
import { RouterLink as Link } from '../../ui/router-link';
import { isJobExpired, isNewsExpired, localDay } from '../../content/read/expiry';
import { jobTypeLabel } from '../../content/edit/operations';
import { pagePath, PLACEMENT_LABELS } from '../../content/read/pages';
import type { JobOpening } from '../../content/model/schemas';
import { useContent, useStore } from '../../ui/content-context';
import { ContentImage } from '../asset-image';
import { sortNewestFirst } from '../../content/scholarly/publication-year';
import { formatShortDate, yearLabel } from '../format';
import { useStudioHost } from '../host';
import { ExternalLink, PublicLink } from '../links';
import { editPath } from '../paths';
import { ListScreen } from './list-screen';
import '../health/health.css';

const Title = ({ children }: { children: string }) => <span className="studio-row-title">{children || '(untitled)'}</span>;
const Badge = ({ children, tone = 'info' }: { children: string; tone?: 'info' | 'muted' | 'warning' }) => <span className={`studio-badge studio-badge-${tone}`}>{children}</span>;
const EditLink = ({ to, name }: { to: string; name: string }) => (
  <Link className="studio-link" to={to} aria-label={`Edit ${name}`}>
    Edit
  </Link>
);

export function ProjectsList() {
  const { projects } = useContent();
  return (
    <ListScreen
      kind="projects"
      items={projects}
      reorderable
      thumbnail={(p) => ({ image: p.image, emoji: p.emojiHexcodes[0] })}
      renderItem={(p) => (
        <>
          <span className="studio-row-main">
            <Title>{p.title}</Title>
            <span className="studio-row-meta">{p.status === 'completed' ? 'Completed' : 'Ongoing'} · {p.team.length} team members</span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('projects', p.id)} name={p.title} />
            <PublicLink to={itemPath('projects', p.id)} label={`View ${p.title}`}>View</PublicLink>
          </span>
        </>
      )}
    />
  );
}

export function TeamList() {
  const { teamMembers } = useContent();
  return (
    <ListScreen
      kind="teamMembers"
      items={teamMembers}
      reorderable
      thumbnail={(m) => ({ image: m.imageUrl })}
      renderItem={(m) => (
        <>
          <span className="studio-row-main">
            <Title>{m.name}</Title>
            <span className="studio-row-meta">{m.role}</span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('teamMembers', m.id)} name={m.name} />
            <PublicLink to={itemPath('teamMembers', m.id)} label={`View ${m.name}`}>View</PublicLink>
          </span>
        </>
      )}
    />
  );
}

export function NewsList() {
  const { newsItems } = useContent();
  const sorted = [...newsItems].sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0));
  return (
    <ListScreen
      kind="newsItems"
      items={sorted}
      thumbnail={(n) => ({ image: n.imageUrl, emoji: n.emojiHexcodes?.[0] })}
      renderItem={(n) => (
        <>
          <span className="studio-row-main">
            <Title>{n.title}</Title>
            <span className="studio-row-meta">
              {formatShortDate(n.date)} {n.featured ? <Badge>Featured</Badge> : null}
              {isNewsExpired(n, localDay()) ? <Badge tone="muted">Expired</Badge> : null}
            </span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('newsItems', n.id)} name={n.title} />
            <PublicLink to={itemPath('newsItems', n.id)} label={`View ${n.title}`}>View</PublicLink>
          </span>
        </>
      )}
    />
  );
}

export function PublicationsList() {
  const { publications } = useContent();
  // Newest year first, the undated papers after every dated one.
  const sorted = sortNewestFirst(publications);
  return (
    <ListScreen
      kind="publications"
      actions={
        <>
          <Link className="studio-button" to="/admin/publications/import">
            Import BibTeX
          </Link>
          <Link className="studio-button" to="/admin/publications/orcid">
            Import from ORCID
          </Link>
          <Link className="studio-button" to="/admin/publications/zotero">
            Import from Zotero
          </Link>
          <Link className="studio-button" to="/admin/publications/updates">
            Preprints and citations
          </Link>
        </>
      }
      items={sorted}
      renderItem={(p) => (
        <>
          <span className="studio-row-main">
            <Title>{p.title}</Title>
            <span className="studio-row-meta">
              {p.journal} ({yearLabel(p.year)})
              {p.preprintUrls?.length ? ' · with preprint' : ''}
              {p.citedBy ? ` · cited by ${p.citedBy.count}` : ''}
            </span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('publications', p.id)} name={p.title} />
            <PublicLink to={itemPath('publications', p.id)} label={`View ${p.title}`}>View</PublicLink>
            {p.url ? <ExternalLink href={p.url} label={`Open the paper ${p.title}`}>Paper</ExternalLink> : null}
          </span>
        </>
      )}
    />
  );
}

export function CollaboratorsList() {
  const { collaborators } = useContent();
  const store = useStore();
  const host = useStudioHost();
  const remove = async (id: string) => {
    if (!(await host.confirm("Are you sure you want to delete this collaborator?"))) return;
    try {
      store.remove('collaborators', id);
    } catch (error) {
      console.warn('Deleting the collaborator failed', error);
    }
    document.querySelector<HTMLElement>('.studio-page h1')?.focus();
  };
  return (
    <ListScreen
      kind="collaborators"
      items={collaborators}
      reorderable
      renderItem={(c, reordering) => (
        <>
          <span className="studio-logo-box">{c.logo ? <ContentImage value={c.logo} alt={`${c.name} logo`} /> : null}</span>
          <span className="studio-row-main">
            <Title>{c.name}</Title>
            <span className="studio-row-meta studio-url">{c.url}</span>
          </span>
          {reordering ? null : (
            <span className="studio-actions">
              <EditLink to={editPath('collaborators', c.id)} name={c.name} />
              <PublicLink to={`/#${encodeURIComponent(c.id)}`} label={`View ${c.name}`}>View</PublicLink>
              <ExternalLink href={c.url} label={`Visit ${c.name}`}>Visit</ExternalLink>
              <button type="button" className="studio-button studio-danger" onClick={() => void remove(c.id)} aria-label={`Delete ${c.name}`}>
                Delete
              </button>
            </span>
          )}
        </>
      )}
    />
  );
}

export function SoftwareList() {
  const { software } = useContent();
  return (
    <ListScreen
      kind="software"
      items={software}
      thumbnail={(s) => ({ image: s.imageUrl })}
      renderItem={(s) => (
        <>
          <span className="studio-row-main">
            <Title>{s.name}</Title>
            <span className="studio-row-meta">
              {s.featured ? <Badge>Featured</Badge> : null} {s.technologies.join(', ')}
            </span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('software', s.id)} name={s.name} />
            <PublicLink to={itemPath('software', s.id)} label={`View ${s.name}`}>View</PublicLink>
            <ExternalLink href={s.repoUrl} label={`Repository of ${s.name}`}>Repository</ExternalLink>
          </span>
        </>
      )}
    />
  );
}

export function JobsList() {
  const { jobOpenings } = useContent();
  const store = useStore();
  const today = localDay();
  // One click, one history entry: the dashboard's Undo brings the job back as it was.
  const close = (job: JobOpening) => {
    try {
      store.save('jobOpenings', { ...job, isOpen: false });
    } catch (error) {
      console.warn('Closing the job opening failed', error);
    }
  };
  return (
    <ListScreen
      kind="jobOpenings"
      items={jobOpenings}
      renderItem={(j) => (
        <>
          <span className="studio-row-main">
            <Title>{j.title}</Title>
            <span className="studio-row-meta">
              {j.isOpen ? null : <Badge tone="muted">Closed</Badge>}
              {isJobExpired(j, today) && j.isOpen ? <Badge tone="warning">Expired</Badge> : null} {jobTypeLabel(j.type)} · {j.location}
              {isJobExpired(j, today) && j.isOpen ? ` · closed on ${j.closingDate} (hidden from the site)` : ''}
            </span>
          </span>
          <span className="studio-actions">
            {isJobExpired(j, today) && j.isOpen ? (
              <button type="button" className="studio-button" aria-label={`Close ${j.title}`} onClick={() => close(j)}>
                Close
              </button>
            ) : null}
            <EditLink to={editPath('jobOpenings', j.id)} name={j.title} />
            <PublicLink to={itemPath('jobOpenings', j.id)} label={`View ${j.title}`}>View</PublicLink>
          </span>
        </>
      )}
    />
  );
}

export function FundingList() {
  const { fundingSources } = useContent();
  return (
    <ListScreen
      kind="fundingSources"
      items={fundingSources}
      renderItem={(f) => (
        <>
          <span className="studio-logo-box">{f.logo ? <ContentImage value={f.logo} alt={`${f.name} logo`} /> : <span className="studio-muted">No Logo</span>}</span>
          <span className="studio-row-main">
            <Title>{f.name}</Title>
            <span className="studio-row-meta">{f.grantNumber ? `Grant ${f.grantNumber}` : 'No grant number'}</span>
            <span className="studio-row-meta studio-url">{f.url}</span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('fundingSources', f.id)} name={f.name} />
            <PublicLink to={`/#${encodeURIComponent(f.id)}`} label={`View ${f.name}`}>View</PublicLink>
            <ExternalLink href={f.url} label={`Visit ${f.name}`}>Visit</ExternalLink>
          </span>
        </>
      )}
    />
  );
}

export function PagesList() {
  const { pages } = useContent();
  return (
    <ListScreen
      kind="pages"
      items={pages}
      thumbnail={(p) => ({ image: p.imageUrl })}
      renderItem={(p) => (
        <>
          <span className="studio-row-main">
            <Title>{p.title}</Title>
            <span className="studio-row-meta">
              <Badge tone={p.placement === 'link' ? 'muted' : 'info'}>{PLACEMENT_LABELS[p.placement]}</Badge> {pagePath(p)}/
            </span>
          </span>
          <span className="studio-actions">
            <EditLink to={editPath('pages', p.id)} name={p.title} />
            <PublicLink to={pagePath(p)} label={`View ${p.title}`}>View</PublicLink>
          </span>
        </>
      )}
    />
  );
}
