/** The sitemap's and the feed's dates (YYYY-MM-DD) from the content's own. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date, or undefined when the text is not one. */
export function isoDate(value: string | number | undefined): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    return new Date(value).toISOString().slice(0, 10);
  if (typeof value === 'string' && ISO_DATE.test(value.trim())) return value.trim();
  return undefined;
}

/** The latest of these dates, if any. */
export const newest = (dates: (string | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
