/**
 * A publication's year, which may be unknown: a BibTeX entry without a year is imported as
 * `"year": null` and stays undated through the studio, the export and every page
 * (docs/decisions/064). Nothing here ever puts the current year in its place.
 * No schema, no messages: the public pages use it.
 */

/** A year as stored: a whole number, or null for an undated paper. */
export type PublicationYear = number | null;

/** Whether `year` is a known year (not null, NaN or anything else). */
export function isDated(year: unknown): year is number {
  return typeof year === 'number' && Number.isFinite(year);
}

/** The value of the year filter that selects the undated papers (a year never looks like this). */
export const UNDATED = 'undated';

/** The year filter's value for a paper: its year, or `UNDATED`. */
export function yearKey(year: unknown): string {
  return isDated(year) ? String(year) : UNDATED;
}

/** Newest year first, undated papers after every dated one; 0 for two papers of one group. */
export function compareYearsNewestFirst(a: unknown, b: unknown): number {
  const datedA = isDated(a);
  const datedB = isDated(b);
  if (datedA && datedB) return b - a;
  if (datedA !== datedB) return datedA ? -1 : 1;
  return 0;
}

/**
 * Papers grouped by year, newest year first, the undated ones (key null) last; within a group
 * the given order.
 */
export function groupByYear<T extends { year: unknown }>(items: readonly T[]): [PublicationYear, T[]][] {
  const groups = new Map<PublicationYear, T[]>();
  for (const item of items) {
    const key = isDated(item.year) ? item.year : null;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => compareYearsNewestFirst(a, b));
}

/** `items` newest year first, undated last; a stable sort, so one year keeps the given order. */
export function sortNewestFirst<T extends { year: unknown }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareYearsNewestFirst(a.year, b.year));
}
