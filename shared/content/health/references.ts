/**
 * Broken internal links: ids that point at no item, team names that are not in the team, and
 * featured items that no longer exist. Every one is an error: the site silently drops or
 * replaces what it cannot find, so the editor would never see it.
 */
import { COLLECTIONS, ENTITY_LABELS, relationTarget } from '../model/collections';
import { ENTITY_KINDS, type EntityKind } from '../model/content-keys';
import type { Content } from '../model/model';
import { nameOf, type HealthProblem } from './types';

type Ref = { kind: EntityKind; id: string; item: string };

const problem = (at: Ref, field: string, fieldLabel: string, message: string, severity: HealthProblem['severity'] = 'error'): HealthProblem => ({
  check: 'broken-reference',
  severity,
  target: { kind: at.kind, id: at.id },
  item: at.item,
  field,
  fieldLabel,
  message,
});

/** Ids in `ids` that are not among `known`, each once. */
const missing = (ids: readonly (string | undefined)[], known: ReadonlySet<string>) =>
  [...new Set(ids.filter((id): id is string => Boolean(id?.trim()) && !known.has(id!)))];

// A project's publication list holds ids or free reference strings (docs/product.md §3); only id-shaped entries are links.
const PUBLICATION_ID = /^pub-\S+$/;

/** The collections whose links are checked one by one above their declared fields' rule. */
const CHECKED_HERE: readonly EntityKind[] = ['projects', 'teamMembers', 'publications', 'software', 'jobOpenings', 'newsItems', 'collaborators', 'fundingSources', 'pages'];

export function checkReferences(content: Content): HealthProblem[] {
  const out: HealthProblem[] = [];
  const ids = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));
  const projectIds = ids(content.projects);
  const publicationIds = ids(content.publications);
  const softwareIds = ids(content.software);
  const names = new Set(content.teamMembers.map((member) => member.name.trim()));
  const broken = (at: Ref, field: string, label: string, what: string, refs: readonly (string | undefined)[], known: ReadonlySet<string>) => {
    for (const id of missing(refs, known)) out.push(problem(at, field, label, `Links to ${what} "${id}", which does not exist`));
  };

  for (const project of content.projects) {
    const at = { kind: 'projects' as const, id: project.id, item: nameOf(project) };
    for (const name of new Set(project.team.map((n) => n.trim()).filter(Boolean)))
      if (!names.has(name)) out.push(problem(at, 'team', 'Team', `Team lists "${name}", who is not in the team`));
    broken(at, 'publications', 'Publications', 'publication', project.publications.filter((ref) => PUBLICATION_ID.test(ref)), publicationIds);
  }
  for (const member of content.teamMembers) {
    const at = { kind: 'teamMembers' as const, id: member.id, item: nameOf(member) };
    broken(at, 'projects', 'Projects', 'project', member.projects, projectIds);
    broken(at, 'publications', 'Publications', 'publication', member.publications ?? [], publicationIds);
  }
  for (const pub of content.publications) {
    const at = { kind: 'publications' as const, id: pub.id, item: nameOf(pub) };
    broken(at, 'projectIds', 'Projects', 'project', [...pub.projectIds, pub.projectId], projectIds);
    broken(at, 'softwareIds', 'Software', 'software', pub.softwareIds, softwareIds);
  }
  for (const item of content.software) {
    const at = { kind: 'software' as const, id: item.id, item: nameOf(item) };
    broken(at, 'projectIds', 'Projects', 'project', [...item.projectIds, item.projectId], projectIds);
    broken(at, 'publicationIds', 'Publications', 'publication', item.publicationIds, publicationIds);
  }
  for (const job of content.jobOpenings) {
    broken({ kind: 'jobOpenings', id: job.id, item: nameOf(job) }, 'projectId', 'Project', 'project', [job.projectId], projectIds);
  }
  // Every other collection's links are its declared relation fields (docs/decisions/083, 085).
  for (const kind of ENTITY_KINDS.filter((key) => !CHECKED_HERE.includes(key))) {
    const relations = COLLECTIONS[kind].fields.filter((spec) => spec.kind === 'relation' && spec.target);
    for (const item of content[kind] as readonly { id: string }[]) {
      const at = { kind, id: item.id, item: nameOf(item) };
      for (const spec of relations) {
        const value = (item as Record<string, unknown>)[spec.key];
        const refs = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : typeof value === 'string' ? [value] : [];
        const target = relationTarget(spec);
        broken(at, spec.key, spec.label, ENTITY_LABELS[target].singular, refs, ids(content[target]));
      }
    }
  }
  for (const news of content.newsItems) {
    const author = news.author.trim();
    // The form offers team members; an author who left the team is worth a look, not a failure.
    if (author && !names.has(author))
      out.push(problem({ kind: 'newsItems', id: news.id, item: nameOf(news) }, 'author', 'Author', `Author "${author}" is not in the team`, 'warning'));
  }

  const featured = content.featuredItems ?? {};
  const featuredRefs = [
    ['projectId', 'Featured project', 'project', featured.projectId, projectIds],
    ['newsItemId', 'Featured news item', 'news item', featured.newsItemId, ids(content.newsItems)],
    ['publicationId', 'Featured publication', 'publication', featured.publicationId, publicationIds],
  ] as const;
  for (const [field, label, what, id, known] of featuredRefs) {
    if (id && !known.has(id))
      out.push({
        check: 'broken-reference',
        severity: 'error',
        target: { kind: 'settings', id: 'featuredItems' },
        item: 'Featured content',
        field,
        fieldLabel: label,
        message: `Features ${what} "${id}", which does not exist (the home page shows the first one instead)`,
      });
  }
  return out;
}
