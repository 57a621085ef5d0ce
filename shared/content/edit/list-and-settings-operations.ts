/**
 * Operations on the order of lists, the featured items, the team image and the lab profile,
 * and the debug panel's repairs and resets. Pure like the rest of operations.ts, which
 * re-exports them.
 */
import { DEFAULT_TEAM_IMAGE, DEFAULT_TEAM_IMAGE_POSITION } from '../model/constants';
import type { LabProfile } from '../model/lab-profile';
import type { Content } from '../model/model';
import type { Outcome } from '../model/outcome';

/* ---------------------------------------------------------------- reorder */

export type ReorderableKind = 'projects' | 'teamMembers' | 'collaborators';

/**
 * Orders a list by ids. Unknown ids are dropped; items the list omits keep their
 * relative order after the listed ones, so a stale reorder never loses an item.
 */
export function reorderEntities(content: Content, kind: ReorderableKind, ids: readonly string[]): Outcome {
  const list = content[kind] as { id: string }[];
  const byId = new Map(list.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const ordered: { id: string }[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item && !seen.has(id)) {
      ordered.push(item);
      seen.add(id);
    }
  }
  for (const item of list) if (!seen.has(item.id)) ordered.push(item);
  return { content: { ...content, [kind]: ordered } as Content, changed: [kind], events: [] };
}

/** Moves the item `fromId` to the place of `toId` (drag one item onto another). */
export function moveId(ids: readonly string[], fromId: string, toId: string): string[] {
  const from = ids.indexOf(fromId);
  const to = ids.indexOf(toId);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, fromId);
  return next;
}

/* --------------------------------------------------------------- featured */

export function setFeatured(content: Content, featured: Partial<Content['featuredItems']>): Outcome {
  return {
    content: { ...content, featuredItems: { ...content.featuredItems, ...featured } },
    changed: ['featuredItems'],
    events: [],
  };
}

export function firstItemsFeatured(
  content: Pick<Content, 'projects' | 'newsItems' | 'publications'>,
): Content['featuredItems'] {
  return {
    projectId: content.projects[0]?.id ?? null,
    newsItemId: content.newsItems[0]?.id ?? null,
    publicationId: content.publications[0]?.id ?? null,
  };
}

/**
 * Sets the team image and its position; with `alt` (a description, or '' for decorative) also
 * its alt text, which the lab profile keeps with the home page's texts.
 */
export function setTeamImage(content: Content, url: string, position: string = content.teamImagePosition, alt?: string): Outcome {
  const next: Content = { ...content, teamImage: url.trim(), teamImagePosition: position || DEFAULT_TEAM_IMAGE_POSITION };
  if (alt === undefined || !content.labProfile) return { content: next, changed: ['teamImage', 'teamImagePosition'], events: [] };
  const profile = content.labProfile;
  next.labProfile = { ...profile, home: { ...profile.home, teamImageAlt: alt.trim() } };
  return { content: next, changed: ['teamImage', 'teamImagePosition', 'labProfile'], events: [] };
}

/** Replaces the lab profile (the editor has validated it: profile-rules.ts). */
export function setLabProfile(content: Content, profile: LabProfile): Outcome {
  return { content: { ...content, labProfile: profile }, changed: ['labProfile'], events: [] };
}

/* ------------------------------------------------------- repair and reset */

/** Adds missing member names to project teams and missing project ids to members. */
export function repairTeamProjectLinks(content: Content): Outcome & { repaired: boolean } {
  let repaired = false;
  const projects = content.projects.map((project) => {
    const missing = content.teamMembers
      .filter((m) => m.projects.includes(project.id) && !project.team.includes(m.name))
      .map((m) => m.name);
    if (missing.length === 0) return project;
    repaired = true;
    return { ...project, team: [...project.team, ...missing] };
  });
  const teamMembers = content.teamMembers.map((member) => {
    const missing = projects
      .filter((p) => p.team.includes(member.name) && !member.projects.includes(p.id))
      .map((p) => p.id);
    if (missing.length === 0) return member;
    repaired = true;
    return { ...member, projects: [...member.projects, ...missing] };
  });
  return {
    content: repaired ? { ...content, projects, teamMembers } : content,
    changed: repaired ? ['projects', 'teamMembers'] : [],
    events: [],
    repaired,
  };
}

const isValidDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Removes corrupted news items: no id, duplicate id, no title or content, or an unreadable date. */
export function cleanupNewsItems(content: Content): Outcome & { removed: number } {
  const seen = new Set<string>();
  const newsItems = content.newsItems.filter((item) => {
    const ok = Boolean(
      item.id && !seen.has(item.id) && item.title.trim() && item.content.trim() && isValidDate(item.date),
    );
    // Only a kept item claims its id: a corrupted copy must not push out a good one with the same id.
    if (ok) seen.add(item.id);
    return ok;
  });
  return {
    content: { ...content, newsItems },
    changed: ['newsItems'],
    events: [],
    removed: content.newsItems.length - newsItems.length,
  };
}

export function resetNewsItems(content: Content, seed: Content): Outcome {
  return { content: { ...content, newsItems: seed.newsItems }, changed: ['newsItems'], events: [] };
}

/** The default content: the seed, first items featured, the default team image (docs/product.md §4). */
export function defaultContent(
  seed: Omit<Content, 'featuredItems' | 'teamImage' | 'teamImagePosition'> & Partial<Content>,
): Content {
  return {
    ...seed,
    featuredItems: firstItemsFeatured(seed),
    teamImage: DEFAULT_TEAM_IMAGE,
    teamImagePosition: DEFAULT_TEAM_IMAGE_POSITION,
  };
}
