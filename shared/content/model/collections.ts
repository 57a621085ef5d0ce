/**
 * The collections: one declaration each (./declarations/, built with ./fields.ts), naming the
 * data set, where the studio edits it and the public site shows it, which field names an item,
 * and its fields in export order. What other code reads of a collection derives from here: the
 * fields that hold files and images, the translatable and Markdown fields, the labels. What the
 * public site reads of a collection (its addresses, its name field) is ./collection-facts.ts,
 * which each declaration is joined to here; page code imports that, not this module. No schema
 * lives here, so the visitor's page code may import it without loading zod (docs/decisions/030,
 * 059, 083).
 */
import { storedFields, translatableKeys, type AssetFolder, type CollectionDeclaration, type FieldSpec } from './fields';
import { ENTITY_KINDS, isEntityKind, type ContentKey, type EntityKind } from './content-keys';
import { COLLECTION_FACTS } from './collection-facts';
import * as teamMembers from './declarations/team-members';
import * as projects from './declarations/projects';
import * as newsItems from './declarations/news-items';
import * as publications from './declarations/publications';
import * as software from './declarations/software';
import * as collaborators from './declarations/collaborators';
import * as fundingSources from './declarations/funding-sources';
import * as jobOpenings from './declarations/job-openings';
import * as pages from './declarations/pages';
import * as talks from './declarations/talks';
import * as teaching from './declarations/teaching';
import * as events from './declarations/events';

export { ASSET_FOLDERS, type AssetFolder } from './fields';
export { byCollection, itemName, itemPath } from './collection-facts';

/** Each collection's declaration module, by the keys of COLLECTION_FACTS (a unit test holds the two alike). */
export const DECLARATION_MODULES = { teamMembers, projects, newsItems, publications, software, collaborators, fundingSources, jobOpenings, pages, talks, teaching, events };

// The item types the content files name, of the collections whose declarations write their own
// (../schemas.ts re-exports these with the schemas' types).
export type { Course } from './declarations/teaching';

/** Every collection's declaration, as written (the schemas read their field lists' types). */
type Declarations = { readonly [K in EntityKind]: (typeof COLLECTION_FACTS)[K] & (typeof DECLARATION_MODULES)[K]['declaration'] };
export const DECLARATIONS = Object.fromEntries(
  ENTITY_KINDS.map((kind) => [kind, { ...COLLECTION_FACTS[kind], ...DECLARATION_MODULES[kind].declaration }]),
) as Declarations satisfies Record<EntityKind, CollectionDeclaration>;

export interface FileFieldSpec {
  /** The URL field that may hold an uploaded or embedded file. */
  field: string;
  /** Where the export writes that file. */
  folder: AssetFolder;
  image: boolean;
}

export interface ImageSpec {
  /** The field with the image URL and the field with its alt text (docs/decisions/046). */
  field: string;
  alt: string;
  /** The widest the site displays it, in CSS pixels (share cards excluded). */
  displayWidth: number;
}

/** An item's own share image for link previews, and its alt text: shown on no page, only in the page's head. */
export interface ShareImageSpec {
  field: string;
  alt: string;
}

/** A declaration and what derives from its fields. */
export interface Collection extends CollectionDeclaration {
  files: readonly FileFieldSpec[];
  image: ImageSpec | null;
  shareImage: ShareImageSpec | null;
  /** The keys written per language, in export order (docs/decisions/060). */
  translatable: readonly string[];
  /** The texts written in Markdown (docs/decisions/076); a list of Markdown lines is not one of them. */
  markdown: readonly string[];
}

function derive(declaration: CollectionDeclaration): Collection {
  const fields: readonly FieldSpec[] = declaration.fields;
  const files = fields.flatMap((spec): FileFieldSpec[] => {
    const folder = spec.image?.folder ?? spec.file?.folder;
    return folder ? [{ field: spec.key, folder, image: Boolean(spec.image) }] : [];
  });
  const main = fields.find((spec) => spec.image && !spec.image.share);
  const share = fields.find((spec) => spec.image?.share);
  return {
    ...declaration,
    files,
    image: main?.image ? { field: main.key, alt: main.image.alt.key, displayWidth: main.image.displayWidth } : null,
    shareImage: share?.image ? { field: share.key, alt: share.image.alt.key } : null,
    translatable: translatableKeys(fields),
    markdown: fields.filter((spec) => spec.kind === 'markdown').map((spec) => spec.key),
  };
}

export const COLLECTIONS: Record<EntityKind, Collection> = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, derive(DECLARATIONS[kind])])) as Record<EntityKind, Collection>;

/**
 * The collection a relation field names. A declaration writes its target as a string (the
 * declarations are what the registry is made of, so they cannot name its kinds' type); this
 * check at load says which declaration names an unregistered one.
 */
export function relationTarget(spec: FieldSpec): EntityKind {
  if (!spec.target || !isEntityKind(spec.target)) throw new Error(`The relation field "${spec.key}" names "${spec.target ?? ''}", which is no registered collection.`);
  return spec.target;
}
for (const kind of ENTITY_KINDS) for (const spec of COLLECTIONS[kind].fields) if (spec.kind === 'relation') relationTarget(spec);

/** A collection's declared field with that key, if any. */
export function fieldOf(kind: EntityKind, key: string): FieldSpec | undefined {
  return COLLECTIONS[kind].fields.find((spec) => spec.key === key);
}

/** The label of a stored key of a collection (an image's alt text included), if declared. */
export function fieldLabelOf(kind: EntityKind, key: string): string | undefined {
  return storedFields(COLLECTIONS[kind].fields).find((stored) => stored.key === key)?.label;
}

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

/** The collections the site search finds by their declared `search` (site/search/engine.ts). */
export const SEARCHED_KINDS: readonly EntityKind[] = ENTITY_KINDS.filter((kind) => COLLECTIONS[kind].search);
