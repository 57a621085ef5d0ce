/**
 * The names of the content: its keys (exactly the localStorage keys of docs/product.md §7) and
 * the data sets. It imports nothing, so every module of the content may name a data set
 * without tying itself to another; no schema lives here, so the visitor's page code can name the
 * content without loading zod (docs/decisions/030).
 */

/** Every content key, in the order of docs/product.md §7. */
export const CONTENT_KEYS = [
  'projects',
  'teamMembers',
  'newsItems',
  'collaborators',
  'publications',
  'software',
  'jobOpenings',
  'fundingSources',
  'pages',
  'talks',
  'teaching',
  'events',
  'topicColorRegistry',
  'featuredItems',
  'teamImage',
  'teamImagePosition',
  'labProfile',
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/**
 * The site-wide settings staff can change besides the data sets: published together as one
 * source file beside the seed data (shared/content/seed/settings.ts).
 */
export const SETTINGS_KEYS = ['featuredItems', 'teamImage', 'teamImagePosition', 'topicColorRegistry'] as const satisfies readonly ContentKey[];
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** The localStorage key of the (convenience) admin session flag. */
export const AUTH_FLAG_KEY = 'isAuthenticated';

/** The data sets in the order the debug panel lists them (docs/product.md §2). */
export const ENTITY_KINDS = [
  'teamMembers',
  'projects',
  'newsItems',
  'publications',
  'software',
  'collaborators',
  'fundingSources',
  'jobOpenings',
  'pages',
  'talks',
  'teaching',
  'events',
] as const satisfies readonly ContentKey[];
export type EntityKind = (typeof ENTITY_KINDS)[number];

export function isEntityKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && (ENTITY_KINDS as readonly string[]).includes(value);
}

export function isContentKey(value: unknown): value is ContentKey {
  return typeof value === 'string' && (CONTENT_KEYS as readonly string[]).includes(value);
}
