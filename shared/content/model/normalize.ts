/**
 * Parsing and repair of stored values (docs/product.md §5 "Repair helpers on load"): list entries
 * without an id or with a duplicate id are removed; every field is coerced to its shape.
 */
import type { Content, ContentKey, EntityKind, EntityMap } from './model';
import { CONTENT_KEYS, entitySchemas, isEntityKind, valueSchemas } from './model';
import type { z } from 'zod';
import { itemName } from './collections';
import { newId } from './ids';
import { isColor, isPlainColor } from '../read/colors';
import { storedIdSchema } from './schemas';

export interface RepairReport {
  /** Entries dropped because they had no usable id. */
  withoutId: number;
  /** Entries dropped because their id was already taken. */
  duplicates: number;
  /**
   * Entries whose id the schema refuses (not a readable slug: older or hand-edited data,
   * docs/decisions/068), named here so that the caller can say which; `to` is the readable id
   * each was given. Absent when there is none.
   */
  unfit?: { id: string; name: string; to?: string }[];
}

export interface RepairOptions {
  /**
   * What becomes of an entry whose id the schema refuses. "rename" (stored browser data, the
   * default): it gets a readable id from its name, as a new item would (ids.ts), so nothing is
   * lost; such an id never had an address, since the build refuses it. "keep": it stays as it
   * is, for the tools that name each such item and refuse it (check:content, apply-export, the
   * exporter, which writes what it is given).
   */
  unfitIds?: 'rename' | 'keep';
}

/** Normalises a list of unknown entries into entities of `kind`, dropping the unusable ones. */
export function repairList<K extends EntityKind>(
  kind: K,
  input: unknown,
  options: RepairOptions = {},
): { items: EntityMap[K][]; report: RepairReport } {
  const report: RepairReport = { withoutId: 0, duplicates: 0 };
  if (!Array.isArray(input)) throw new TypeError(`${kind} is not a list`);
  const schema = entitySchemas[kind];
  const seen = new Set<string>();
  const items: EntityMap[K][] = [];
  const renamed: { at: number; note: { id: string; name: string; to?: string } }[] = [];
  for (const entry of input) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      const lenient = storedSchema(kind).safeParse(entry);
      if (!lenient.success) {
        report.withoutId += 1;
        continue;
      }
      const item = lenient.data as EntityMap[K];
      const note = { id: item.id, name: itemName(kind, item, item.id) };
      (report.unfit ??= []).push(note);
      if (options.unfitIds !== 'keep') {
        // Given its id once every readable id of the list is known (below).
        renamed.push({ at: items.length, note });
        items.push(item);
        continue;
      }
    }
    const item = (parsed.success ? parsed.data : storedSchema(kind).parse(entry)) as EntityMap[K];
    if (seen.has(item.id)) {
      report.duplicates += 1;
      continue;
    }
    seen.add(item.id);
    items.push(item);
  }
  const taken = [...seen].map((id) => ({ id }));
  for (const { at, note } of renamed) {
    const to = newId(kind, items[at]!, taken);
    taken.push({ id: to });
    note.to = to;
    items[at] = { ...items[at]!, id: to };
  }
  return { items, report };
}

/** The schema of a kind with any non-empty id: reads an item whose id the site refuses, to name it. */
const lenientSchemas = new Map<EntityKind, z.ZodType>();
function storedSchema(kind: EntityKind): z.ZodType {
  let schema = lenientSchemas.get(kind);
  if (!schema) lenientSchemas.set(kind, (schema = entitySchemas[kind].extend({ id: storedIdSchema })));
  return schema;
}

/** Parses the stored value of one content key; throws when it cannot be used at all. */
export function parseContentValue<K extends ContentKey>(key: K, value: unknown, options: RepairOptions = {}): Content[K] {
  if (isEntityKind(key)) return repairList(key, value, options).items as unknown as Content[K];
  const schema = valueSchemas[key as keyof typeof valueSchemas];
  return schema.parse(value) as Content[K];
}

/** Normalises a whole content object (every key), e.g. the seed or an imported backup. */
export function normalizeContent(input: Content, options: RepairOptions = {}): Content {
  const out = {} as Record<ContentKey, unknown>;
  // Only the content keys: a stray key in an imported object is ignored rather than fatal.
  for (const key of CONTENT_KEYS) if (Object.hasOwn(input, key)) out[key] = parseContentValue(key, input[key], options);
  return out as unknown as Content;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** A stored colour the schemas will replace: text that is neither empty nor in the grammar. */
const rejected = (value: unknown, accepts: (text: string) => boolean) =>
  typeof value === 'string' && value !== '' && !accepts(value) ? 1 : 0;

/**
 * How many colours in a stored value fall outside the colour grammar (shared/content/read/colors.ts).
 * The schemas replace each with its default; the store reports the count as a load issue, so an
 * editor learns that something was changed rather than finding it silently gone.
 */
export function countRejectedColors(key: ContentKey, value: unknown): number {
  let count = 0;
  const topicColors = (entries: unknown) => {
    if (!Array.isArray(entries) && !isRecord(entries)) return;
    for (const entry of Object.values(entries)) if (isRecord(entry)) count += rejected(entry.color, isPlainColor);
  };
  if ((key === 'projects' || key === 'teamMembers') && Array.isArray(value)) {
    for (const item of value) {
      if (!isRecord(item)) continue;
      count += rejected(item.color, isColor);
      if (key === 'projects') topicColors(item.topicsWithColors);
    }
  }
  if (key === 'topicColorRegistry' && isRecord(value)) topicColors(value);
  return count;
}
