/**
 * What a member's or a research area's page lists of the collections that name it: every
 * collection whose facts ask to be listed there (`listedOn`, ../model/collection-facts.ts) through
 * a relation to the team or the projects. A new collection with such facts shows on those pages
 * without their code naming it (docs/decisions/086), and a visitor's page loads no declaration.
 */
import { COLLECTION_FACTS, type CollectionFacts } from '../model/collection-facts';
import { ENTITY_KINDS, type EntityKind } from '../model/content-keys';
import type { Content } from '../model/model';

/** The pages that list what names them. */
export type ListingTarget = 'teamMembers' | 'projects';

export type ListedItem = { id: string } & Record<string, unknown>;

export interface Listing {
  kind: EntityKind;
  items: ListedItem[];
}

/** The relation fields of `kind` that point at `target`. */
function relationsTo(kind: EntityKind, target: ListingTarget): readonly string[] {
  const facts: CollectionFacts = COLLECTION_FACTS[kind];
  return facts.listedOn?.by[target] ?? [];
}

/** The collections listed on the pages of `target`, in the content's order. */
export function listedKinds(target: ListingTarget): EntityKind[] {
  return ENTITY_KINDS.filter((kind) => relationsTo(kind, target).length > 0);
}

/** Whether an item names `id` in one of these fields (one id, or a list of them). */
function names(item: Record<string, unknown>, keys: readonly string[], id: string): boolean {
  return keys.some((key) => {
    const value = item[key];
    return Array.isArray(value) ? value.includes(id) : value === id;
  });
}

/** The items of `kind` that name `id`, newest first by the declared day, then by name. */
export function itemsNaming(content: Partial<Content>, kind: EntityKind, target: ListingTarget, id: string): ListedItem[] {
  const collection: CollectionFacts = COLLECTION_FACTS[kind];
  const order = collection.listedOn?.order ?? '';
  const keys = relationsTo(kind, target);
  const items = ((content[kind] ?? []) as unknown as ListedItem[]).filter((item) => names(item, keys, id));
  const text = (item: ListedItem, key: string) => (typeof item[key] === 'string' ? (item[key] as string) : '');
  return items.sort((a, b) => text(b, order).localeCompare(text(a, order)) || text(a, collection.nameField).localeCompare(text(b, collection.nameField)));
}

/** What a page of `target` lists: each listed collection with the items naming `id` (empty ones left out). */
export function listingsOn(content: Partial<Content>, target: ListingTarget, id: string): Listing[] {
  return listedKinds(target)
    .map((kind) => ({ kind, items: itemsNaming(content, kind, target, id) }))
    .filter((listing) => listing.items.length > 0);
}

/** The same lists as content, for a page's data: `{ talks: [...], … }`. */
export function listedContent(content: Partial<Content>, target: ListingTarget, id: string): Partial<Content> {
  return Object.fromEntries(listedKinds(target).map((kind) => [kind, itemsNaming(content, kind, target, id)])) as Partial<Content>;
}
