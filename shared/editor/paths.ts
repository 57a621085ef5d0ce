/** The studio's paths (SPEC §2 "Admin routes"), one place for every link the editor makes. */
import { COLLECTIONS } from '../content/collections';
import type { EntityKind } from '../content/model';

export const ENTITY_SEGMENTS: Record<EntityKind, string> = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([kind, collection]) => [kind, collection.admin]),
) as Record<EntityKind, string>;

export const listPath = (kind: EntityKind) => `/admin/${ENTITY_SEGMENTS[kind]}`;
export const newPath = (kind: EntityKind) => `/admin/${ENTITY_SEGMENTS[kind]}/new`;
export const editPath = (kind: EntityKind, id: string) => `/admin/${ENTITY_SEGMENTS[kind]}/edit/${encodeURIComponent(id)}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The lab profile screen. */
export const LAB_PROFILE_PATH = '/admin/lab-profile';
