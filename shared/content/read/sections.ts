/**
 * Navigation that fits the content (docs/decisions/052): a public section with nothing in it
 * is left out of the navigation, the home page, the sitemap and search, unless the profile
 * says "always show"; "hide" leaves it out even with content. The page itself still answers.
 */
import { COLLECTION_FACTS, type CollectionFacts } from '../model/collection-facts';
import { ENTITY_KINDS, type EntityKind } from '../model/content-keys';
import { SECTION_KEYS, type LabProfile, type SectionKey } from '../model/lab-profile';
import { openJobs } from './expiry';
import type { Content } from '../model/model';

type Facts = typeof COLLECTION_FACTS;
/** The collection whose section is `S`. */
type SectionCollection<S extends SectionKey> = { [K in EntityKind]: Facts[K] extends { sectionKey: S } ? K : never }[EntityKind];

/** The collection each section lists: the one whose facts name the section (docs/decisions/091). */
export const SECTION_COLLECTIONS = Object.fromEntries(
  ENTITY_KINDS.flatMap((kind) => {
    const key = (COLLECTION_FACTS[kind] as CollectionFacts).sectionKey;
    return key ? [[key, kind]] : [];
  }),
) as { readonly [S in SectionKey]: SectionCollection<S> };

/** Each section's page: its collection's list page (docs/decisions/083). */
export const SECTION_PATHS = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, COLLECTION_FACTS[SECTION_COLLECTIONS[key]].listPage ?? '/']),
) as Record<SectionKey, string>;

/** Each section's name in the studio: its collection's section name, where the site words it otherwise than here. */
const SECTION_NAMES: Partial<Record<SectionKey, string>> = { news: 'News', research: 'Research', team: 'Team', joinUs: 'Join Us' };
export const SECTION_LABELS = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, SECTION_NAMES[key] ?? COLLECTION_FACTS[SECTION_COLLECTIONS[key]].section]),
) as Record<SectionKey, string>;

type Counted = Pick<Content, (typeof SECTION_COLLECTIONS)[SectionKey]>;
export type SectionCounts = Record<SectionKey, number>;

/**
 * How many public items each section shows: its collection's size, but for Join Us the open
 * positions only (by `today`'s expiry rule when given, else by the open flag alone).
 */
export function sectionCounts(content: Counted, today?: string): SectionCounts {
  const counts = Object.fromEntries(SECTION_KEYS.map((key) => [key, content[SECTION_COLLECTIONS[key]]?.length ?? 0])) as SectionCounts;
  counts.joinUs = today ? openJobs(content.jobOpenings, today).length : content.jobOpenings.filter((job) => job.isOpen).length;
  return counts;
}

const countsOf = (source: Counted | SectionCounts, today?: string): SectionCounts =>
  'newsItems' in source ? sectionCounts(source, today) : source;

/** Whether a section is listed (navigation, home page, sitemap, search), from the content or its sizes. */
export function isSectionShown(profile: Pick<LabProfile, 'sections'>, source: Counted | SectionCounts, key: SectionKey, today?: string): boolean {
  const choice = profile.sections[key] ?? 'automatic';
  if (choice === 'always') return true;
  if (choice === 'hide') return false;
  return countsOf(source, today)[key] > 0;
}

/** The sections that are listed. */
export function shownSections(profile: Pick<LabProfile, 'sections'>, source: Counted | SectionCounts, today?: string): Set<SectionKey> {
  const counts = countsOf(source, today);
  return new Set((Object.keys(SECTION_PATHS) as SectionKey[]).filter((key) => isSectionShown(profile, counts, key)));
}

/** The section a site path belongs to ("/projects/x" -> research), or null. */
export function sectionOfPath(path: string): SectionKey | null {
  const first = `/${path.split('/').filter(Boolean)[0] ?? ''}`;
  if (first === '/news') return 'news';
  for (const [key, sectionPath] of Object.entries(SECTION_PATHS)) if (sectionPath === first) return key as SectionKey;
  return null;
}

/** The section that lists a collection, or null for one no section lists. */
export function sectionOfCollection(kind: EntityKind): SectionKey | null {
  return SECTION_KEYS.find((key) => SECTION_COLLECTIONS[key] === kind) ?? null;
}
