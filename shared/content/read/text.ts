/**
 * Small text rules the public pages share (docs/product.md §2, §9): excerpts, paragraphs and dates (the
 * searches' rules are in search-text.ts). Pure, so every page and the studio cut text the same way.
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

/** "2026-09-18" -> "18 September 2026" (in `locale`'s words); anything unreadable is shown as written. */
export function formatDate(value: string | undefined, locale = 'en-GB'): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
