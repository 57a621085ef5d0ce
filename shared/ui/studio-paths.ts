/**
 * The studio's paths (docs/product.md §2 "Admin routes"), one place for every link the editor makes and
 * every route the site mounts. Plain data: the public site's route table reads it too.
 */
import { COLLECTION_FACTS } from '../content/model/collection-facts';
import type { EntityKind } from '../content/model/model';

export const ENTITY_SEGMENTS: Record<EntityKind, string> = Object.fromEntries(
  Object.entries(COLLECTION_FACTS).map(([kind, collection]) => [kind, collection.admin]),
) as Record<EntityKind, string>;

export const listPath = (kind: EntityKind) => `/admin/${ENTITY_SEGMENTS[kind]}`;
export const newPath = (kind: EntityKind) => `/admin/${ENTITY_SEGMENTS[kind]}/new`;
export const editPath = (kind: EntityKind, id: string) => `/admin/${ENTITY_SEGMENTS[kind]}/edit/${encodeURIComponent(id)}`;

/** The studio's screens besides the data sets' lists and forms. */
export const SCREEN_PATHS = {
  login: '/admin/login',
  dashboard: '/admin',
  bibtexImport: '/admin/publications/import',
  orcidImport: '/admin/publications/orcid',
  zoteroImport: '/admin/publications/zotero',
  publicationUpdates: '/admin/publications/updates',
  featured: '/admin/featured',
  labProfile: '/admin/lab-profile',
  teamImage: '/admin/team-image',
  topicColors: '/admin/topic-colors',
  publish: '/admin/publish',
  health: '/admin/health',
} as const;
export type StudioScreen = keyof typeof SCREEN_PATHS;

/** The lab profile screen. */
export const LAB_PROFILE_PATH = SCREEN_PATHS.labProfile;

/** A data set's list, new and edit routes (the edit route with its :id parameter). */
export const entityRoutePaths = (kind: EntityKind) => [listPath(kind), newPath(kind), `${listPath(kind)}/edit/:id`];

/**
 * Every studio route, once: the site mounts one lazy route per path (site/admin/routes.tsx),
 * the studio gives each its screen (routes.tsx), and the build writes an app shell for each.
 */
export const STUDIO_PATHS: readonly string[] = [
  ...Object.values(SCREEN_PATHS),
  ...(Object.keys(COLLECTION_FACTS) as EntityKind[]).flatMap(entityRoutePaths),
];
