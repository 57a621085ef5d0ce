/**
 * The "any word" search of the site's lists (docs/product.md §2) and the folding every search uses
 * (docs/decisions/072). A module of its own, so only the pages that search load it.
 */

/** Letters that are not a base letter plus accents, and what a reader types for them. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ȷ: 'j',
};
const FOLDABLE = /[ßøæœłđðþıħŧŋĸȷ]/g;
const BEYOND_ASCII = /[^\t\n\r\x20-\x7e]/;

/**
 * Text as every search compares it (docs/decisions/072): lower case, accents gone (é → e, å → a,
 * ü → u) and the letters that carry no accent mark spelled as typed on any keyboard (ß → ss,
 * ø → o, æ → ae), so "Jooss" finds "Jooß" and "Jooß" finds "Jooss". The site search and the
 * list searches fold both the text and the query with it.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!BEYOND_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(FOLDABLE, (letter) => FOLDED_LETTERS[letter]!);
}

/** The folded, whitespace-separated words of a search query. */
export function searchWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/**
 * True when any word of the query occurs in the haystack (case and accents aside); an empty
 * query matches everything. `haystack` and `words` should already be folded (searchText, searchWords).
 */
export function matchesAnyWord(words: readonly string[], haystack: string): boolean {
  return words.length === 0 || words.some((word) => haystack.includes(word));
}

/** One folded text (foldText) to search from a record's fields. */
export function searchText(fields: readonly (string | readonly string[] | undefined | null)[]): string {
  return foldText(
    fields.flatMap((field) => (field == null ? [] : Array.isArray(field) ? field : [field as string])).join('\n'),
  );
}
