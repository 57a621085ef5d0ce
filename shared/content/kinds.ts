/**
 * The names of the content: its keys (exactly the localStorage keys of docs/product.md §7), the eight
 * data sets and their labels. No schema lives here, so the visitor's page code can name the
 * content without loading zod (docs/decisions/030).
 */
import { COLLECTIONS } from './collections';
import type { Content, ContentKey, EntityKind } from './model';

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
  'topicColorRegistry',
  'featuredItems',
  'teamImage',
  'teamImagePosition',
  'labProfile',
] as const satisfies readonly ContentKey[];

/**
 * The site-wide settings staff can change besides the eight data sets: published together as
 * one source file beside the seed data (shared/content/seed/settings.ts).
 */
export const SETTINGS_KEYS = [
  'featuredItems',
  'teamImage',
  'teamImagePosition',
  'topicColorRegistry',
] as const satisfies readonly ContentKey[];
export type SettingsKey = (typeof SETTINGS_KEYS)[number];
export type SiteSettings = Pick<Content, SettingsKey>;

/** The localStorage key of the (convenience) admin session flag. */
export const AUTH_FLAG_KEY = 'isAuthenticated';

/** The eight data sets in the order the debug panel lists them (docs/product.md §2). */
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
] as const satisfies readonly EntityKind[];

/** How each entity is named in messages ("Could not find {entity} ...", "saving the {entity}"). */
export const ENTITY_LABELS: Record<EntityKind, { singular: string; plural: string; idPrefix: string; type: string }> = Object.fromEntries(
  ENTITY_KINDS.map((kind) => {
    const { singular, plural, idPrefix, type } = COLLECTIONS[kind];
    return [kind, { singular, plural, idPrefix, type }];
  }),
) as Record<EntityKind, { singular: string; plural: string; idPrefix: string; type: string }>;

/** A content key in plain words for editors ("fundingSources" -> "funding sources"). */
export function contentKeyLabel(key: ContentKey): string {
  return isEntityKind(key) ? ENTITY_LABELS[key].plural : key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

export function isEntityKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && (ENTITY_KINDS as readonly string[]).includes(value);
}

export function isContentKey(value: unknown): value is ContentKey {
  return typeof value === 'string' && (CONTENT_KEYS as readonly string[]).includes(value);
}

