/**
 * The one way a new item gets its id (docs/decisions/068): a readable slug made from its name
 * or title ("jane-doe"; a publication's year first, "2024-attention-in-mice"), in the grammar
 * of safe-paths.ts, unique within its collection. Every path that creates an item (the forms,
 * the imports, the sync, new-site, the side panel) reaches it through saveEntity or calls it.
 * No schema lives here (docs/decisions/030).
 */
import { byCollection, COLLECTIONS } from './collections';
import { ENTITY_KINDS, type ContentKey, type EntityKind } from './content-keys';
import { ID_MAX_LENGTH } from './safe-paths';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  ĸ: 'k',
};

/** The words of a text in lower-case ASCII letters and digits: "Jørn Ærø-Straße" -> ["jorn", "aero", "strasse"]. */
export function idWords(text: string): string[] {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðþłıħŋĸ]/g, (letter) => LETTERS[letter]!);
  return ascii.split(/[^a-z0-9]+/).filter(Boolean);
}

/** Words joined by hyphens, cut at the last word boundary within `max` characters (a first word longer than that is cut). */
export function joinWithin(words: readonly string[], max: number): string {
  let out = '';
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max) return out || word.slice(0, max);
    out = next;
  }
  return out;
}

/** Ids an item may never take: "new" means "not saved yet" in the studio's addresses. */
const RESERVED = new Set(['new']);

/**
 * The readable id an item would get in a collection holding `existing`: its name or title in
 * words (a publication's year first), at most ID_MAX_LENGTH characters cut at a word boundary,
 * then "-2", "-3", … when that id is taken. An item with no usable words is named after its
 * kind ("project", "project-2").
 */
export function newId(kind: EntityKind, item: object, existing: readonly { id: string }[]): string {
  const record = item as Record<string, unknown>;
  const collection = COLLECTIONS[kind];
  const named = record[collection.nameField] ?? record[collection.nameField === 'title' ? 'name' : 'title'];
  const words = idWords(typeof named === 'string' ? named : '');
  if (
    kind === 'publications' &&
    words.length > 0 &&
    typeof record.year === 'number' &&
    Number.isInteger(record.year) &&
    record.year > 0
  ) {
    words.unshift(String(record.year));
  }
  if (words.length === 0) words.push(collection.idPrefix);
  const taken = new Set(existing.map((entry) => entry.id));
  const free = (id: string) => !taken.has(id) && !RESERVED.has(id);
  const base = joinWithin(words, ID_MAX_LENGTH);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const id = `${joinWithin(words, ID_MAX_LENGTH - suffix.length)}${suffix}`;
    if (free(id)) return id;
  }
}

/** The featured items' setting: the kind whose id each of its fields names. */
const FEATURED_REFERENCES: readonly (readonly [EntityKind, string])[] = [
  ['projects', 'projectId'],
  ['publications', 'publicationId'],
  ['newsItems', 'newsItemId'],
];

/**
 * Where each kind's ids are named by other items and settings: [key, field] pairs. Every
 * relation field of the declarations (docs/decisions/083), then the featured items.
 */
export const ID_REFERENCES: Record<EntityKind, readonly (readonly [ContentKey, string])[]> = byCollection((kind) => [
  ...ENTITY_KINDS.flatMap((key) => COLLECTIONS[key].fields.filter((spec) => spec.kind === 'relation' && spec.target === kind).map((spec) => [key, spec.key] as const)),
  ...FEATURED_REFERENCES.filter(([target]) => target === kind).map(([, field]) => ['featuredItems', field] as const),
]);

/** An item that was given another id, and the id it now has. */
export interface RenamedId {
  key: EntityKind;
  from: string;
  to: string;
}

/** The content with every link to a renamed item (ID_REFERENCES) following it; untouched items are kept as they are. */
export function renameReferences<T extends object>(content: T, renamed: readonly RenamedId[]): T {
  const rename = (kind: EntityKind, value: unknown) => {
    for (const { key, from, to } of renamed) {
      if (key !== kind) continue;
      if (value === from) return to;
      if (Array.isArray(value)) value = value.map((entry) => (entry === from ? to : entry));
    }
    return value;
  };
  const out = { ...content } as Record<ContentKey, unknown>;
  for (const kind of new Set(renamed.map((entry) => entry.key))) {
    for (const [refKey, field] of ID_REFERENCES[kind]) {
      const value = out[refKey];
      const renamedIn = (holder: Record<string, unknown>) =>
        field in holder && rename(kind, holder[field]) !== holder[field];
      if (Array.isArray(value)) {
        out[refKey] = value.map((item: Record<string, unknown>) =>
          item && typeof item === 'object' && renamedIn(item) ? { ...item, [field]: rename(kind, item[field]) } : item,
        );
      } else if (value && typeof value === 'object' && renamedIn(value as Record<string, unknown>)) {
        out[refKey] = {
          ...(value as Record<string, unknown>),
          [field]: rename(kind, (value as Record<string, unknown>)[field]),
        };
      }
    }
  }
  return out as T;
}
