/**
 * The names of the content: its keys (exactly the localStorage keys of docs/product.md §7) and
 * the data sets. The data sets are the collections registered in ./collection-facts.ts, which
 * imports nothing, so every module of the content may name a data set without tying itself to
 * another; no schema lives here, so the visitor's page code can name the content without
 * loading zod (docs/decisions/030, 091).
 */
import { REGISTERED_KINDS, COLLECTION_FACTS } from './collection-facts';

/** A data set: a collection of ./collection-facts.ts. */
export type EntityKind = keyof typeof COLLECTION_FACTS;

/** The data sets in the order the debug panel lists them (docs/product.md §2): the table's order. */
export const ENTITY_KINDS = REGISTERED_KINDS as readonly EntityKind[] as readonly [EntityKind, ...EntityKind[]];

/** The data sets the first content keys name, in the order of docs/product.md §7. */
const FIRST_DATA_SETS = [
  'projects',
  'teamMembers',
  'newsItems',
  'collaborators',
  'publications',
  'software',
  'jobOpenings',
  'fundingSources',
] as const satisfies readonly EntityKind[];

/** The settings and the profile, the content keys after the data sets. */
const VALUE_KEYS = ['topicColorRegistry', 'featuredItems', 'teamImage', 'teamImagePosition', 'labProfile'] as const;

export type ContentKey = EntityKind | (typeof VALUE_KEYS)[number];

/**
 * Every content key: the data sets of docs/product.md §7 in its order, then each collection
 * registered since in the table's order, then the settings and the profile.
 */
export const CONTENT_KEYS = [
  ...FIRST_DATA_SETS,
  ...ENTITY_KINDS.filter((kind) => !(FIRST_DATA_SETS as readonly string[]).includes(kind)),
  ...VALUE_KEYS,
] as readonly ContentKey[] as readonly [ContentKey, ...ContentKey[]];

/**
 * The site-wide settings staff can change besides the data sets: published together as one
 * source file beside the seed data (shared/content/seed/settings.ts).
 */
export const SETTINGS_KEYS = ['featuredItems', 'teamImage', 'teamImagePosition', 'topicColorRegistry'] as const satisfies readonly ContentKey[];
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** The localStorage key of the (convenience) admin session flag. */
export const AUTH_FLAG_KEY = 'isAuthenticated';

export function isEntityKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && (ENTITY_KINDS as readonly string[]).includes(value);
}

export function isContentKey(value: unknown): value is ContentKey {
  return typeof value === 'string' && (CONTENT_KEYS as readonly string[]).includes(value);
}
