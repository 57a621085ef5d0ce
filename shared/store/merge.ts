/**
 * Item-level three-way merge of one content key: the change from `base` to `mine` is applied
 * on top of `theirs` item by item, so edits to different items of the same list all survive.
 * An item that `theirs` changed differently from `base` is a conflict, decided by `policy`:
 * refused (reported), mine (overwrite it) or theirs (leave it as it is now).
 *
 * The same function serves two purposes:
 * - a write from the side panel (base = what the panel read, mine = its new value,
 *   theirs = what the site holds now);
 * - an undo (base = the value after the undone change, mine = the value before it,
 *   theirs = the current value): only the items that change touched go back, and an item
 *   someone changed since is never reverted without the editor's choice.
 */
import type { Content, ContentKey } from '../content/model/model';
import { isEntityKind, newId } from '../content/model/model';
import { renameReferences, type RenamedId } from '../content/model/ids';

/** JSON with object keys sorted: equal content compares equal whatever order its keys were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

export const sameValue = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** One item (or one setting) the merge could not apply: it was changed by someone else. */
export interface MergeConflict {
  key: ContentKey;
  /** The item's id for lists; the property for settings; absent for a whole value. */
  id?: string;
  /** "the order" when the conflict is the order of the list. */
  what?: 'order';
  /** The item's field both sides changed differently (a merge field by field, MergeValueOptions.fields). */
  field?: string;
}

export interface MergeValueOptions {
  /**
   * An item both sides changed is merged field by field: only a field both changed differently
   * is a conflict (then `field` names it). Without it the whole item is one conflict.
   */
  fields?: boolean;
}

export type ConflictPolicy = 'refuse' | 'mine' | 'theirs';

export interface MergeResult<T> {
  value: T;
  conflicts: MergeConflict[];
  /** True when the result differs from theirs. */
  changed: boolean;
}

interface Identified {
  id: string;
}

/** The field each saved item carries with the time of its last save. */
const STAMP = '_lastUpdated';

const byId = <T extends Identified>(list: readonly T[]) =>
  new Map(list.map((item, index) => [item.id, { item, index }]));

/** The ids of `list` that are also in `keep`, in list order. */
const commonOrder = (list: readonly Identified[], keep: ReadonlySet<string>) =>
  list.map((item) => item.id).filter((id) => keep.has(id));

function mergeList<T extends Identified>(
  key: ContentKey,
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  policy: ConflictPolicy,
  options: MergeValueOptions = {},
): MergeResult<T[]> {
  const baseMap = byId(base);
  const mineMap = byId(mine);
  const result = [...theirs];
  const conflicts: MergeConflict[] = [];
  const position = () => new Map(result.map((item, index) => [item.id, index]));

  // Item changes: edits, additions, deletions from base to mine.
  const ids = new Set([...baseMap.keys(), ...mineMap.keys()]);
  for (const id of ids) {
    const before = baseMap.get(id)?.item;
    const after = mineMap.get(id)?.item;
    if (sameValue(before, after)) continue;
    const at = position().get(id);
    const now = at === undefined ? undefined : result[at];
    if (!sameValue(now, after) && !sameValue(now, before)) {
      if (options.fields && isPlainObject(before) && isPlainObject(after) && isPlainObject(now) && at !== undefined) {
        // Both sides changed this item: field by field, only a field both changed is a conflict.
        const fields = mergeObject(key, before, after, now, policy);
        const merged = fields.value;
        // The time stamp of the last save is bookkeeping, not a field anyone edits: the later one stays.
        if (typeof after[STAMP] === 'number' && typeof now[STAMP] === 'number') merged[STAMP] = Math.max(after[STAMP], now[STAMP]);
        conflicts.push(...fields.conflicts.filter((conflict) => conflict.id !== STAMP).map((conflict) => ({ key, id, field: conflict.id! })));
        result[at] = merged as unknown as T;
        continue;
      }
      conflicts.push({ key, id });
      if (policy !== 'mine') continue;
    }
    if (sameValue(now, after)) continue;
    if (after === undefined) {
      if (at !== undefined) result.splice(at, 1);
    } else if (at !== undefined) {
      result[at] = after;
    } else {
      // Added (or restored): at its place in mine, after the item that precedes it there.
      const mineIndex = mineMap.get(id)!.index;
      const previous = mineIndex > 0 ? position().get(mine[mineIndex - 1]!.id) : -1;
      result.splice(previous === undefined ? Math.min(mineIndex, result.length) : previous + 1, 0, after);
    }
  }

  // Order: when mine reordered the items it shares with base, apply that order to theirs.
  const shared = new Set([...baseMap.keys()].filter((id) => mineMap.has(id)));
  const baseOrder = commonOrder(base, shared);
  const mineOrder = commonOrder(mine, shared);
  if (baseOrder.join('\u0000') !== mineOrder.join('\u0000')) {
    const present = new Set(result.map((item) => item.id));
    const inResult = new Set([...shared].filter((id) => present.has(id)));
    const theirsOrder = commonOrder(result, inResult);
    const expected = baseOrder.filter((id) => inResult.has(id));
    const wanted = mineOrder.filter((id) => inResult.has(id));
    let apply = true;
    if (
      theirsOrder.join('\u0000') !== expected.join('\u0000') &&
      theirsOrder.join('\u0000') !== wanted.join('\u0000')
    ) {
      conflicts.push({ key, what: 'order' });
      apply = policy === 'mine';
    }
    if (apply) {
      // The slots those items take keep their places; the items fill them in mine's order.
      const items = new Map(result.map((item) => [item.id, item]));
      let next = 0;
      for (let index = 0; index < result.length; index += 1) {
        if (inResult.has(result[index]!.id)) result[index] = items.get(wanted[next++]!)!;
      }
    }
  }
  return { value: result, conflicts, changed: !sameValue(result, theirs) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function mergeObject(
  key: ContentKey,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  policy: ConflictPolicy,
) {
  const result: Record<string, unknown> = { ...theirs };
  const conflicts: MergeConflict[] = [];
  for (const prop of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    if (sameValue(base[prop], mine[prop])) continue;
    if (!sameValue(theirs[prop], base[prop]) && !sameValue(theirs[prop], mine[prop])) {
      conflicts.push({ key, id: prop });
      if (policy !== 'mine') continue;
    }
    if (mine[prop] === undefined) delete result[prop];
    else result[prop] = mine[prop];
  }
  return { value: result, conflicts, changed: !sameValue(result, theirs) };
}

/** Merges one key's value. Lists merge per item (by id), objects per property, text whole. */
export function mergeValue<T>(
  key: ContentKey,
  base: T,
  mine: T,
  theirs: T,
  policy: ConflictPolicy = 'refuse',
  options: MergeValueOptions = {},
): MergeResult<T> {
  if (sameValue(base, mine)) return { value: theirs, conflicts: [], changed: false };
  if (sameValue(theirs, base) || sameValue(theirs, mine))
    return { value: mine, conflicts: [], changed: !sameValue(theirs, mine) };
  if (isEntityKind(key) && Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    return mergeList(
      key,
      base as Identified[],
      mine as Identified[],
      theirs as Identified[],
      policy,
      options,
    ) as unknown as MergeResult<T>;
  }
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    return mergeObject(key, base, mine, theirs, policy) as unknown as MergeResult<T>;
  }
  const conflicts: MergeConflict[] = [{ key }];
  return policy === 'mine' ? { value: mine, conflicts, changed: true } : { value: theirs, conflicts, changed: false };
}

/** An id given to an item added by mine because theirs took its id meanwhile. */
export type { RenamedId } from '../content/model/ids';

/**
 * Ids are made from names at the moment of saving (shared/content/model/ids.ts), against the content
 * the writer saw. Another writer may have added a different item under the same id since (two
 * tabs adding "Jane Doe"). Such an added item gets the next free id instead, and mine's
 * references to it follow; nothing is refused, nothing overwritten.
 */
function renumberAddedIds(
  keys: readonly ContentKey[],
  base: Partial<Content>,
  mine: Partial<Content>,
  theirs: Content,
): { mine: Partial<Content>; renamed: RenamedId[] } {
  const renamed: RenamedId[] = [];
  let next = mine;
  for (const key of keys) {
    if (!isEntityKind(key) || !Array.isArray(mine[key]) || !Array.isArray(theirs[key])) continue;
    const baseIds = new Set(((base[key] ?? []) as Identified[]).map((item) => item.id));
    const theirsById = byId(theirs[key] as Identified[]);
    const taken: Identified[] = [...(theirs[key] as Identified[]), ...(mine[key] as Identified[])];
    const list = (mine[key] as Identified[]).map((item) => {
      const held = theirsById.get(item.id)?.item;
      if (baseIds.has(item.id) || !held || sameValue(held, item)) return item;
      const to = newId(key, item, taken);
      taken.push({ id: to });
      renamed.push({ key, from: item.id, to });
      return { ...item, id: to };
    });
    next = { ...next, [key]: list };
  }
  if (renamed.length === 0) return { mine, renamed };
  return { mine: renameReferences(next, renamed), renamed };
}

export interface MergeOptions {
  /** Give an added item whose id theirs took meanwhile the next free id (a write from the side panel). */
  renumberAdded?: boolean;
}

/** Merges several keys; `changed` lists the keys whose value differs from theirs. */
export function mergeContent(
  keys: readonly ContentKey[],
  base: Partial<Content>,
  given: Partial<Content>,
  theirs: Content,
  policy: ConflictPolicy = 'refuse',
  options: MergeOptions = {},
): { content: Content; changed: ContentKey[]; conflicts: MergeConflict[]; renamed: RenamedId[] } {
  const { mine, renamed } = options.renumberAdded ? renumberAddedIds(keys, base, given, theirs) : { mine: given, renamed: [] };
  const content = { ...theirs } as Record<ContentKey, unknown>;
  const changed: ContentKey[] = [];
  const conflicts: MergeConflict[] = [];
  for (const key of new Set(keys)) {
    if (!(key in base) || !(key in mine)) continue;
    const result = mergeValue(key, base[key], mine[key], theirs[key], policy);
    conflicts.push(...result.conflicts);
    if (result.changed) {
      content[key] = result.value;
      changed.push(key);
    }
  }
  return { content: content as unknown as Content, changed, conflicts, renamed };
}
