/**
 * Small text rules the public pages share (SPEC §2, §9): excerpts, paragraphs and the
 * "any word" search. Pure, so every page and the studio cut and match text the same way.
 */

/** `text` cut at `max` characters plus an ellipsis; unchanged when it already fits. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Paragraphs of a text whose paragraphs are separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The lower-case, whitespace-separated words of a search query. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * True when any word of the query occurs in the haystack (case-insensitive); an empty
 * query matches everything. `haystack` should already be lower case (see searchText).
 */
export function matchesAnyWord(words: readonly string[], haystack: string): boolean {
  return words.length === 0 || words.some((word) => haystack.includes(word));
}

/** One lower-case text to search from a record's fields. */
export function searchText(fields: readonly (string | readonly string[] | undefined | null)[]): string {
  return fields
    .flatMap((field) => (field == null ? [] : Array.isArray(field) ? field : [field as string]))
    .join('\n')
    .toLowerCase();
}

/** "2026-09-18" -> "18 September 2026" (in `locale`'s words); anything unreadable is shown as written. */
export function formatDate(value: string | undefined, locale = 'en-GB'): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
