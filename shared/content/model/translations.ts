/**
 * Translated texts (docs/decisions/060): which fields are written per language, which are still
 * missing, content as a page in one language shows it, and writing one translation. Read by the
 * prerenderer and the editor's code; a visitor's page has its data in its language already, so
 * none of this is in its download (the language basics are ./languages.ts).
 */
import { byCollection, COLLECTIONS } from './collections';
import type { EntityKind } from './content-keys';
import type { Content, EntityMap } from './model';
import type { LocalizedMarks, Translations } from './languages';
import { PROFILE_TRANSLATABLE } from './lab-profile';

/**
 * Fields whose text is written per language, from the collections' declarations; names, ids,
 * dates, links, authors stay single (a paper is cited as it was published: nothing of it is).
 */
export const TRANSLATABLE: Readonly<Record<EntityKind, readonly string[]>> = byCollection((kind) => COLLECTIONS[kind].translatable);

/** The profile's texts written per language (declared with the profile, ./lab-profile.ts). */
export { PROFILE_TRANSLATABLE, type ProfilePath } from './lab-profile';

type Value = string | string[] | undefined;
const isEmpty = (value: Value) => (Array.isArray(value) ? value.every((line) => !line.trim()) : !value?.trim());

/** The fields of `item` that have default-language text but none in `lang`. */
export function missingFields(fields: readonly string[], item: object, lang: string): string[] {
  const record = item as Record<string, unknown> & { translations?: Translations };
  const own = record.translations?.[lang] ?? {};
  return fields.filter((field) => !isEmpty(readPath(record, field) as Value) && isEmpty(own[field]));
}

/** The translatable fields of a collection's item still without a text in `lang`. */
export function missingTranslations<K extends EntityKind>(kind: K, item: EntityMap[K], lang: string): string[] {
  return missingFields(TRANSLATABLE[kind], item, lang);
}

export function readPath(record: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);
}

function writePath<T extends object>(record: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const current = record as Record<string, unknown>;
  if (!rest.length) return { ...record, [head!]: value };
  const inner = current[head!];
  return { ...record, [head!]: writePath(inner && typeof inner === 'object' ? inner : {}, rest.join('.'), value) };
}


/** Fields whose default-language text a localized item keeps in `defaults`. */
const KEPT: Partial<Record<EntityKind, readonly 'role'[]>> = { teamMembers: ['role'] };

/**
 * The item as a page in `lang` shows it: each translated field in `lang`, the others in the
 * default language and listed in `untranslated`; no `translations` (a page carries only its
 * own language). In the default language the item is itself, less its translations.
 */
export function localizeRecord<T extends object>(
  item: T,
  fields: readonly string[],
  lang: string,
  defaultLang: string,
  keep: readonly 'role'[] = [],
): T & LocalizedMarks {
  const { translations, ...rest } = item as T & { translations?: Translations };
  if (!translations && lang === defaultLang) return item;
  let result = rest as T & LocalizedMarks;
  if (lang === defaultLang) return result;
  const own = translations?.[lang] ?? {};
  for (const field of fields) if (!isEmpty(own[field])) result = writePath(result, field, own[field]);
  const defaults = Object.fromEntries(keep.filter((field) => !isEmpty(own[field])).map((field) => [field, readPath(item, field)]));
  if (Object.keys(defaults).length) result = { ...result, defaults };
  const untranslated = missingFields(fields, item, lang);
  return untranslated.length ? { ...result, untranslated } : result;
}

/** Content as pages in `lang` show it (see localizeRecord); collections absent stay absent. */
export function localizeContent<C extends Partial<Content>>(content: C, lang: string, defaultLang: string): C {
  const result: Partial<Content> = { ...content };
  for (const kind of Object.keys(TRANSLATABLE) as EntityKind[]) {
    const items = content[kind] as object[] | undefined;
    if (items) (result as Record<string, unknown>)[kind] = items.map((item) => localizeRecord(item, TRANSLATABLE[kind], lang, defaultLang, KEPT[kind]));
  }
  if (content.labProfile) result.labProfile = localizeRecord(content.labProfile, PROFILE_TRANSLATABLE, lang, defaultLang);
  return result as C;
}

/** A copy of `item` whose `lang` text of `field` is `value` (empty removes it; no empty maps stay). */
export function withTranslation<T extends object>(item: T, lang: string, field: string, value: string | string[]): T {
  const translations: Translations = { ...((item as { translations?: Translations }).translations ?? {}) };
  const own = { ...(translations[lang] ?? {}) };
  if (isEmpty(value)) delete own[field];
  else own[field] = value;
  if (Object.keys(own).length) translations[lang] = own;
  else delete translations[lang];
  const { translations: _old, ...rest } = item as T & { translations?: Translations };
  return (Object.keys(translations).length ? { ...rest, translations } : rest) as T;
}
