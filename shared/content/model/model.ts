/**
 * The whole content of a lab site, keyed exactly like the localStorage keys of docs/product.md §7.
 */
import type { z } from 'zod';
import {
  entitySchemas,
  featuredItemsSchema,
  teamImagePositionSchema,
  teamImageSchema,
  topicColorRegistrySchema,
  type FeaturedItems,
  type TopicColorRegistry,
} from './schemas';
import type { LabProfile } from './lab-profile';
import { labProfileSchema } from './lab-profile-schema';
import type { ContentKey, EntityKind, SettingsKey } from './content-keys';

/** Each data set as a list of its items. */
type ContentLists = { [K in EntityKind]: EntityMap[K][] };

export interface Content extends ContentLists {
  topicColorRegistry: TopicColorRegistry;
  featuredItems: FeaturedItems;
  teamImage: string;
  teamImagePosition: string;
  /** The lab's profile: names, brand colour, page texts, links (docs/decisions/050). */
  labProfile: LabProfile;
}

/** The keys of Content are exactly the content keys of ./kinds.ts. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contentKeysMatch: Same<keyof Content, ContentKey> = true;
void contentKeysMatch;

/** The list-shaped content: the exportable data sets, each item as its schema reads it. */
export type EntityMap = { [K in EntityKind]: z.infer<(typeof entitySchemas)[K]> };
const entityKindsMatch: Same<keyof EntityMap, EntityKind> = true;
void entityKindsMatch;
export type Entity = EntityMap[EntityKind];

export type SiteSettings = Pick<Content, SettingsKey>;

export * from './kinds';
/** The readable id of a new item (./ids.ts, docs/decisions/068). */
export { newId } from './ids';

/** Each collection's storage schema (./schemas.ts derives them from the declarations). */
export { entitySchemas };
const everyKindHasASchema: Same<keyof typeof entitySchemas, EntityKind> = true;
void everyKindHasASchema;

export const valueSchemas = {
  topicColorRegistry: topicColorRegistrySchema,
  featuredItems: featuredItemsSchema,
  teamImage: teamImageSchema,
  teamImagePosition: teamImagePositionSchema,
  labProfile: labProfileSchema,
} as const;
