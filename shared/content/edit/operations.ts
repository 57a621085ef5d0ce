/**
 * Pure content operations: (content, change) -> content. Every sync rule of docs/product.md §4
 * lives here, once; the store applies these and persists the keys they report changed.
 */
import { normalizeOrcid } from '../scholarly/orcid-id';
import {
  DEFAULT_PROJECT_GRADIENT,
  MAX_PROJECT_EMOJIS,
} from '../model/constants';
import type { Content, ContentKey, EntityKind, EntityMap } from '../model/model';
import type { ContentEvent, Outcome, SaveOutcome } from '../model/outcome';
import { newId } from '../model/ids';
import { ID_MESSAGE, isReadableId } from '../model/safe-paths';
import type { JobOpening, NewsItem, Project, Publication, Software, TeamMember } from '../model/schemas';
import { distinctHue, makeTopic, spreadHue } from '../read/topics';
import { cleanList } from './lists';
import { authorMatcher } from '../scholarly/author-match';
import { PUBLICATION_LINK_FIELDS } from '../scholarly/publication-links';
import { authorNameOf, authorsIncludeSurname, mapLegacyJobType, memberSurname, projectIdsOf, withProjectIds } from '../read/queries';

export type { ContentEvent, Outcome, SaveOutcome } from '../model/outcome';
export * from './list-and-settings-operations';

// The read-only lookups the public pages use live in queries.ts (no schema, no store).
export {
  authorNameOf,
  authorsIncludeSurname,
  authorSurname,
  findMemberForAuthor,
  jobTypeLabel,
  mapLegacyJobType,
  membersOfProject,
  memberSurname,
  projectIdsOf,
  publicationsOfMember,
  resolveFeatured,
  withProjectIds,
  type FeaturedResolved,
} from '../read/queries';

const toggle = (list: readonly string[], value: string, present: boolean): string[] => {
  const has = list.includes(value);
  if (present && !has) return [...list, value];
  if (!present && has) return list.filter((entry) => entry !== value);
  return list as string[];
};

/**
 * The colours of a project's topics: the shared registry's, else the project's own, else the
 * colour another project already gives that topic (one topic, one colour), else a new hue kept
 * apart from every hue the site's topics use (distinctHue), so two new topics of two projects
 * never share one.
 */
function topicColorsOf(project: Project, topics: readonly string[], content: Content): Project['topicsWithColors'] {
  const others = content.projects.filter((other) => other.id !== project.id).flatMap((other) => other.topicsWithColors);
  const kept = project.topicsWithColors.filter((entry) => topics.includes(entry.name));
  const used = [...Object.values(content.topicColorRegistry), ...others, ...kept].map((entry) => entry.hue);
  return topics.map((topic, index) => {
    const registered = Object.hasOwn(content.topicColorRegistry, topic) ? content.topicColorRegistry[topic] : undefined;
    const own = project.topicsWithColors.find((entry) => entry.name === topic);
    const elsewhere = others.find((entry) => entry.name === topic);
    const chosen = registered ?? own ?? elsewhere ?? makeTopic(topic, distinctHue(spreadHue(index, topics.length), used));
    used.push(chosen.hue);
    return chosen;
  });
}

function normaliseProject(project: Project, content: Content, now: number): Project {
  const topics = cleanList(project.topics);
  const topicsWithColors = topicColorsOf(project, topics, content);
  return {
    ...project,
    category: Array.isArray(project.category) ? cleanList(project.category) : project.category,
    team: cleanList(project.team),
    color: DEFAULT_PROJECT_GRADIENT,
    topics,
    topicsWithColors,
    publications: cleanList(project.publications),
    emojiHexcodes: cleanList(project.emojiHexcodes.map((code) => code.toUpperCase())).slice(0, MAX_PROJECT_EMOJIS),
    _lastUpdated: now,
  };
}

/* ------------------------------------------------------------------- save */

function upsert<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((entry) => entry.id === item.id);
  if (index === -1) return [...list, item];
  const next = [...list];
  next[index] = item;
  return next;
}

/** True when the id means "not saved yet" (absent or "new", docs/product.md §2 admin forms). */
export function isNewId(id: string | undefined | null): boolean {
  // A blank id cannot be stored (ids are trimmed and required on load): it means "new" too.
  return !id || !id.trim() || id.trim() === 'new';
}

/**
 * Saves (adds or updates) one entity and applies every cross-link rule of docs/product.md §4.
 */
export function saveEntity<K extends EntityKind>(
  content: Content,
  kind: K,
  draft: EntityMap[K],
  now: number = Date.now(),
): SaveOutcome<K> {
  const list = content[kind] as unknown as { id: string }[];
  // A new item's id is made from its name or title against the collection as it is now (the
  // store calls this on the content it has just re-read, so two tabs never give one id twice).
  // Ids are stored trimmed, as the schema reads them back; an untrimmed id would not survive a reload.
  // A draft whose id is not a readable id and names no stored item is a new item as well.
  const given = isNewId(draft.id) ? '' : draft.id.trim();
  const known = given !== '' && list.some((entry) => entry.id === given);
  const id = given !== '' && (isReadableId(given) || known) ? given : newId(kind, draft, list);
  // An item held with such an id (content not read through the store) is never saved under it.
  if (!isReadableId(id)) throw new Error(ID_MESSAGE);
  const created = !list.some((entry) => entry.id === id);
  const item = { ...draft, id } as EntityMap[K];
  /** A collection without cross-links: the item as saved, in its place. */
  const stored = (saved: { id: string }): SaveOutcome<K> => ({
    content: { ...content, [kind]: upsert(list, saved) } as Content,
    changed: [kind],
    events: [],
    item: saved as EntityMap[K],
    created,
  });
  switch (kind) {
    // The returned item is the one as saved (normalised), never the draft.
    case 'projects':
      return saveProject(content, item as Project, created, now) as SaveOutcome<K>;
    case 'teamMembers':
      return { ...saveTeamMember(content, item as TeamMember), created } as SaveOutcome<K>;
    case 'publications':
      return { ...savePublication(content, item as Publication), created } as SaveOutcome<K>;
    case 'software':
      return { ...saveSoftware(content, item as Software), created } as SaveOutcome<K>;
    case 'newsItems': {
      const news = item as NewsItem;
      const emojis = cleanList((news.emojiHexcodes ?? []).map((code) => code.toUpperCase()));
      const saved: NewsItem = { ...news, tags: cleanList(news.tags) };
      if (emojis.length > 0) {
        saved.emojiHexcodes = emojis;
        delete saved.imageUrl;
      } else {
        delete saved.emojiHexcodes;
      }
      return stored(saved);
    }
    case 'jobOpenings': {
      const job = item as JobOpening;
      const saved: JobOpening = { ...job, type: mapLegacyJobType(job.type), requirements: cleanList(job.requirements) };
      return stored(saved);
    }
    default:
      return stored(item);
  }
}

function saveProject(content: Content, draft: Project, created: boolean, now: number) {
  const project = normaliseProject(draft, content, now);
  const teamMembers = content.teamMembers.map((member) => {
    const projects = toggle(member.projects, project.id, project.team.includes(member.name));
    return projects === member.projects ? member : { ...member, projects };
  });
  const publications = content.publications.map((pub) => {
    const ids = projectIdsOf(pub);
    const next = toggle(ids, project.id, project.publications.includes(pub.id));
    // Only publications whose link changes are touched (older ones keep their projectId-only shape).
    if (next === ids) return pub;
    return withProjectIds(pub, next);
  });
  const next: Content = { ...content, projects: upsert(content.projects, project), teamMembers, publications };
  const event: ContentEvent = {
    name: created ? 'project-added' : 'project-updated',
    detail: { projectId: project.id, timestamp: now },
  };
  return {
    content: next,
    changed: ['projects', 'teamMembers', 'publications'] as ContentKey[],
    events: [event],
    item: project,
    created,
  };
}

function saveTeamMember(content: Content, draft: TeamMember) {
  const member: TeamMember = { ...draft, projects: cleanList(draft.projects) };
  // Optional profile links: absent rather than blank, so unchanged members export as before.
  for (const key of ['orcid', 'scholarUrl', 'website'] as const) {
    const value = member[key]?.trim();
    if (value) member[key] = key === 'orcid' ? (normalizeOrcid(value) ?? value) : value;
    else delete member[key];
  }
  const variants = cleanList(member.nameVariants ?? []);
  if (variants.length) member.nameVariants = variants;
  else delete member.nameVariants;
  const previous = content.teamMembers.find((entry) => entry.id === member.id);
  const oldName = previous && previous.name !== member.name ? previous.name : null;
  const rename = (names: string[]) => (oldName ? names.map((name) => (name === oldName ? member.name : name)) : names);
  const projects = content.projects.map((project) => {
    const team = toggle(rename(project.team), member.name, member.projects.includes(project.id));
    return team === project.team ? project : { ...project, team };
  });
  const software = oldName
    ? content.software.map((entry) =>
        entry.developers.includes(oldName) ? { ...entry, developers: rename(entry.developers) } : entry,
      )
    : content.software;
  return {
    content: { ...content, teamMembers: upsert(content.teamMembers, member), projects, software },
    changed: ['teamMembers', 'projects', 'software'] as ContentKey[],
    events: [] as ContentEvent[],
    item: member,
  };
}

/** A paper's optional fields as stored: absent when empty, links only for authors still on the paper. */
function tidyPublication(pub: Publication): Publication {
  const next = { ...pub };
  const authors = new Set(next.authors.map((author) => author.trim()));
  const links = (next.authorLinks ?? []).filter((link) => authors.has(link.author.trim()));
  if (links.length) next.authorLinks = links;
  else delete next.authorLinks;
  for (const field of PUBLICATION_LINK_FIELDS) {
    const value = next[field]?.trim();
    if (value) next[field] = value;
    else delete next[field];
  }
  if (next.selected !== true) delete next.selected;
  // A chapter's book: its publisher and editors are absent unless given (docs/decisions/079).
  const publisher = next.publisher?.trim();
  if (publisher) next.publisher = publisher;
  else delete next.publisher;
  const editors = cleanList(next.editors ?? []);
  if (editors.length) next.editors = editors;
  else delete next.editors;
  return next;
}

function savePublication(content: Content, draft: Publication) {
  const pub = withProjectIds(
    tidyPublication({
      ...draft,
      authors: cleanList(draft.authors),
      keywords: cleanList(draft.keywords),
      softwareIds: cleanList(draft.softwareIds),
    }),
    projectIdsOf(draft),
  );
  const projects = content.projects.map((project) => {
    const publications = toggle(project.publications, pub.id, pub.projectIds.includes(project.id));
    return publications === project.publications ? project : { ...project, publications };
  });
  const software = content.software.map((entry) => {
    const publicationIds = toggle(entry.publicationIds, pub.id, pub.softwareIds.includes(entry.id));
    return publicationIds === entry.publicationIds ? entry : { ...entry, publicationIds };
  });
  const teamMemberIds: string[] = [];
  const authorIds = new Set(authorMatcher(content.teamMembers).membersOf(pub).map((member) => member.id));
  const teamMembers = content.teamMembers.map((member) => {
    if (!authorIds.has(member.id)) return member;
    teamMemberIds.push(member.id);
    const current = member.publications ?? [];
    return current.includes(pub.id) ? member : { ...member, publications: [...current, pub.id] };
  });
  return {
    content: { ...content, publications: upsert(content.publications, pub), projects, software, teamMembers },
    changed: ['publications', 'projects', 'software', 'teamMembers'] as ContentKey[],
    events: [{ name: 'publication-updated', detail: { publicationId: pub.id, teamMemberIds } }] as ContentEvent[],
    item: pub,
  };
}

function saveSoftware(content: Content, draft: Software) {
  const item: Software = withProjectIds(
    { ...draft, technologies: cleanList(draft.technologies), developers: cleanList(draft.developers), publicationIds: cleanList(draft.publicationIds) },
    projectIdsOf(draft),
  );
  const publications = content.publications.map((pub) => {
    const softwareIds = toggle(pub.softwareIds, item.id, item.publicationIds.includes(pub.id));
    return softwareIds === pub.softwareIds ? pub : { ...pub, softwareIds };
  });
  return {
    content: { ...content, software: upsert(content.software, item), publications },
    changed: ['software', 'publications'] as ContentKey[],
    events: [] as ContentEvent[],
    item,
  };
}

/* ----------------------------------------------------------------- delete */

export function deleteEntity(content: Content, kind: EntityKind, id: string): Outcome {
  const list = content[kind] as { id: string }[];
  if (!list.some((entry) => entry.id === id)) return { content, changed: [], events: [] };
  const next = { ...content, [kind]: list.filter((entry) => entry.id !== id) } as Content;
  const changed: ContentKey[] = [kind];
  const events: ContentEvent[] = [];
  if (kind === 'projects') {
    next.teamMembers = content.teamMembers.map((m) =>
      m.projects.includes(id) ? { ...m, projects: m.projects.filter((p) => p !== id) } : m,
    );
    next.publications = content.publications.map((pub) =>
      projectIdsOf(pub).includes(id)
        ? withProjectIds(
            pub,
            projectIdsOf(pub).filter((p) => p !== id),
          )
        : pub,
    );
    next.software = content.software.map((s) => {
      if (!s.projectIds.includes(id) && s.projectId !== id) return s;
      return withProjectIds(s, s.projectIds.filter((p) => p !== id));
    });
    changed.push('teamMembers', 'publications', 'software');
  } else if (kind === 'teamMembers') {
    const name = content.teamMembers.find((m) => m.id === id)!.name;
    next.projects = content.projects.map((p) =>
      p.team.includes(name) ? { ...p, team: p.team.filter((n) => n !== name) } : p,
    );
    changed.push('projects');
  } else if (kind === 'publications') {
    const teamMemberIds = content.teamMembers.filter((m) => m.publications?.includes(id)).map((m) => m.id);
    next.projects = content.projects.map((p) =>
      p.publications.includes(id) ? { ...p, publications: p.publications.filter((x) => x !== id) } : p,
    );
    next.software = content.software.map((s) =>
      s.publicationIds.includes(id) ? { ...s, publicationIds: s.publicationIds.filter((x) => x !== id) } : s,
    );
    next.teamMembers = content.teamMembers.map((m) =>
      m.publications?.includes(id) ? { ...m, publications: m.publications.filter((x) => x !== id) } : m,
    );
    changed.push('projects', 'software', 'teamMembers');
    events.push({ name: 'publication-updated', detail: { publicationId: id, teamMemberIds } });
  } else if (kind === 'software') {
    next.publications = content.publications.map((pub) =>
      pub.softwareIds.includes(id) ? { ...pub, softwareIds: pub.softwareIds.filter((x) => x !== id) } : pub,
    );
    changed.push('publications');
  }
  return { content: next, changed, events };
}

/** Adds a team member as an author unless their surname is already present (docs/product.md §5). */
export function addMemberAsAuthor(authors: readonly string[], member: Pick<TeamMember, 'name'>): string[] {
  if (authorsIncludeSurname(authors, memberSurname(member.name))) return [...authors];
  const rows = authors.filter((author) => author.trim() !== '');
  return [...rows, authorNameOf(member)];
}

