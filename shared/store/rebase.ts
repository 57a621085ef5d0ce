/**
 * Edits rebased on the published site (docs/decisions/069). Beside each content key the editor
 * changed, storage keeps the published value that change started from (its base). When the
 * published content moves on (the site was rebuilt, or the base branch read through the pull
 * request channel), the editor's change from the base is applied onto the new content item by
 * item and field by field, three-way (shared/store/merge.ts). A field both sides changed
 * differently keeps the editor's value and becomes a clash the editor decides, shown side by
 * side; nothing is overwritten without being shown.
 */
import type { Content, ContentKey } from '../content/model/model';
import { isContentKey, isEntityKind } from '../content/model/model';
import { itemName } from '../content/model/collections';
import { canonicalJson, mergeValue, sameValue } from './merge';
import { assetPathOf, isAssetRef } from './asset-ref';
import type { KeyValueStorage } from './memory-storage';

/** Where the base of a content key is kept: `base:projects`. */
export const baseKey = (key: ContentKey) => `base:${key}`;
/** The clashes waiting for the editor's choice. */
export const CLASHES_KEY = 'rebase:clashes';

/**
 * The published value a key's local copy started from, and a fingerprint of the value the
 * running build shipped when it was taken (or last merged onto): a build whose value has another
 * fingerprint is newer published content, so its load merges again.
 */
export interface BaseEntry {
  value: unknown;
  build: string;
}

/** One field (or item, or order, or whole setting) changed differently by the editor and on the published site. */
export interface Clash {
  key: ContentKey;
  /** The item's id (lists) or the setting's property (objects); absent for a whole value. */
  id?: string;
  /** The item's field, when both changed the same field of the same item. */
  field?: string;
  what?: 'order';
  /** The item's name as the editor knows it, for the screen. */
  name: string;
  /** The value the editor started from. */
  base: unknown;
  /** The editor's value (what the content holds until the editor chooses). */
  mine: unknown;
  /** The published site's value. */
  theirs: unknown;
}

export type ClashChoice = 'mine' | 'theirs';

/** A short, stable fingerprint of a value (FNV-1a over its canonical JSON, with its length). */
export function fingerprint(value: unknown): string {
  const text = canonicalJson(value);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

export function readBase(storage: KeyValueStorage, key: ContentKey): BaseEntry | null {
  try {
    const raw = storage.getItem(baseKey(key));
    if (raw === null) return null;
    const entry = JSON.parse(raw) as Partial<BaseEntry>;
    if (!entry || typeof entry !== 'object' || !('value' in entry) || typeof entry.build !== 'string') return null;
    return { value: entry.value, build: entry.build };
  } catch {
    return null;
  }
}

export function writeBase(storage: KeyValueStorage, key: ContentKey, entry: BaseEntry): void {
  storage.setItem(baseKey(key), JSON.stringify(entry));
}

export function removeBase(storage: KeyValueStorage, key: ContentKey): void {
  try {
    storage.removeItem(baseKey(key));
  } catch {
    // Storage that cannot be written keeps no base either.
  }
}

const isClash = (value: unknown): value is Clash =>
  Boolean(value) && typeof value === 'object' && isContentKey(String((value as Clash).key)) && typeof (value as Clash).name === 'string';

export function readClashes(storage: KeyValueStorage): Clash[] {
  try {
    const raw = storage.getItem(CLASHES_KEY);
    const list = raw === null ? [] : (JSON.parse(raw) as unknown);
    return Array.isArray(list) ? list.filter(isClash) : [];
  } catch {
    return [];
  }
}

export function writeClashes(storage: KeyValueStorage, clashes: readonly Clash[]): void {
  if (clashes.length === 0) storage.removeItem(CLASHES_KEY);
  else storage.setItem(CLASHES_KEY, JSON.stringify(clashes));
}

/** The same place in the content: two clashes about it are one. */
export const clashPlace = (clash: Pick<Clash, 'key' | 'id' | 'field' | 'what'>) =>
  [clash.key, clash.id ?? '', clash.field ?? '', clash.what ?? ''].join('\u0000');

type Identified = { id: string };

function listItem(value: unknown, id: string): Record<string, unknown> | undefined {
  return Array.isArray(value) ? (value as Identified[]).find((item) => item?.id === id) as Record<string, unknown> | undefined : undefined;
}

/** The value a clash is about, read from one side's value of its key. */
function clashValue(key: ContentKey, value: unknown, clash: Pick<Clash, 'id' | 'field' | 'what'>): unknown {
  if (clash.what === 'order') return Array.isArray(value) ? (value as Identified[]).map((item) => item.id) : undefined;
  if (clash.id === undefined) return value;
  if (isEntityKind(key)) {
    const item = listItem(value, clash.id);
    return clash.field === undefined ? item : item?.[clash.field];
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[clash.id] : undefined;
}

export interface RebaseResult {
  /** The editor's content, rebased: the published content with the editor's changes applied. */
  content: Partial<Content>;
  /** Keys whose local value changed. */
  changed: ContentKey[];
  clashes: Clash[];
}

/** The address an export gives an upload: "asset:projects/x.webp" is published as "/assets/projects/x.webp". */
function isPublishedUpload(value: string, published: unknown): boolean {
  if (!isAssetRef(value) || typeof published !== 'string' || !published.startsWith('/assets/')) return false;
  const path = `/assets/${assetPathOf(value)}`;
  if (published === path) return true;
  try {
    return decodeURI(published) === path;
  } catch {
    return false;
  }
}

const isIdentified = (value: unknown): value is Identified =>
  Boolean(value) && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';

/**
 * The editor's value with each upload the published content now holds at the same place (the
 * same item's field, the same setting) written as the published address: once an export
 * carrying the upload is applied and built, the upload is published, not a change of the editor's
 * that differs from the site's (docs/decisions/092).
 */
export function adoptPublishedUploads(mine: unknown, theirs: unknown): unknown {
  if (typeof mine === 'string') return isPublishedUpload(mine, theirs) ? theirs : mine;
  if (Array.isArray(mine)) {
    if (!Array.isArray(theirs)) return mine;
    const published = new Map(theirs.filter(isIdentified).map((item) => [item.id, item]));
    return mine.map((entry: unknown, index) => adoptPublishedUploads(entry, isIdentified(entry) ? published.get(entry.id) : theirs[index]));
  }
  if (mine && typeof mine === 'object') {
    if (!theirs || typeof theirs !== 'object' || Array.isArray(theirs)) return mine;
    const published = theirs as Record<string, unknown>;
    return Object.fromEntries(Object.entries(mine).map(([field, value]) => [field, adoptPublishedUploads(value, published[field])]));
  }
  return mine;
}

/**
 * Applies, for each key, the editor's change from `base` to `mine` onto `theirs` (the newer
 * published value), field by field. An upload the published value holds at the same place counts
 * as published (adoptPublishedUploads). Where both changed the same field differently the editor's
 * value stays and a clash is reported with all three values.
 */
export function rebaseContent(
  keys: readonly ContentKey[],
  base: Partial<Content>,
  mine: Partial<Content>,
  theirs: Partial<Content>,
): RebaseResult {
  const content: Partial<Record<ContentKey, unknown>> = {};
  const changed: ContentKey[] = [];
  const clashes: Clash[] = [];
  for (const key of keys) {
    if (!(key in base) || !(key in mine) || !(key in theirs)) continue;
    const own = adoptPublishedUploads(mine[key], theirs[key]) as Content[typeof key];
    const result = mergeValue(key, base[key], own, theirs[key], 'mine', { fields: true });
    content[key] = result.value;
    if (!sameValue(result.value, mine[key])) changed.push(key);
    for (const conflict of result.conflicts) {
      const place = { id: conflict.id, field: conflict.field, what: conflict.what };
      const item = conflict.id !== undefined && isEntityKind(key) ? (listItem(mine[key], conflict.id) ?? listItem(theirs[key], conflict.id)) : undefined;
      clashes.push({
        key,
        ...(conflict.id !== undefined ? { id: conflict.id } : {}),
        ...(conflict.field !== undefined ? { field: conflict.field } : {}),
        ...(conflict.what ? { what: conflict.what } : {}),
        name: item ? itemName(isEntityKind(key) ? key : null, item, conflict.id) : (conflict.id ?? key),
        base: clashValue(key, base[key], place),
        mine: clashValue(key, own, place),
        theirs: clashValue(key, theirs[key], place),
      });
    }
  }
  return { content: content as Partial<Content>, changed, clashes };
}

/**
 * The key's value after the editor chose the published side of a clash (choosing "mine" keeps
 * the value as it is). A clash whose place no longer holds the editor's value (edited since) is
 * still decided: the published value goes where the clash was. `published` is the key's
 * published value, so an item left with nothing of the editor's own becomes it exactly.
 */
export function takeTheirs<K extends ContentKey>(key: K, value: Content[K], clash: Clash, published?: unknown): Content[K] {
  if (clash.what === 'order') {
    if (!Array.isArray(value) || !Array.isArray(clash.theirs)) return value;
    const wanted = (clash.theirs as string[]).filter((id) => (value as Identified[]).some((item) => item.id === id));
    const items = new Map((value as Identified[]).map((item) => [item.id, item]));
    const slots = new Set(wanted);
    let next = 0;
    return (value as Identified[]).map((item) => (slots.has(item.id) ? items.get(wanted[next++]!)! : item)) as Content[K];
  }
  if (clash.id === undefined) return clash.theirs as Content[K];
  if (isEntityKind(key) && Array.isArray(value)) {
    const list = value as Identified[];
    const at = list.findIndex((item) => item.id === clash.id);
    if (clash.field !== undefined) {
      if (at === -1) return value;
      let item = { ...(list[at] as Record<string, unknown>) };
      if (clash.theirs === undefined) delete item[clash.field];
      else item[clash.field] = clash.theirs;
      // Nothing of the editor's own left in the item: it is the published one, save stamp included.
      const publishedItem = listItem(published, clash.id);
      if (publishedItem && sameValue({ ...item, _lastUpdated: null }, { ...publishedItem, _lastUpdated: null })) item = publishedItem;
      return list.map((entry, index) => (index === at ? item : entry)) as Content[K];
    }
    if (clash.theirs === undefined) return list.filter((item) => item.id !== clash.id) as Content[K];
    if (at === -1) return [...list, clash.theirs as Identified] as Content[K];
    return list.map((entry, index) => (index === at ? (clash.theirs as Identified) : entry)) as Content[K];
  }
  if (value && typeof value === 'object') {
    const next = { ...(value as Record<string, unknown>) };
    if (clash.theirs === undefined) delete next[clash.id];
    else next[clash.id] = clash.theirs;
    return next as Content[K];
  }
  return value;
}



