/**
 * The alt attribute of a content image on a page (docs/decisions/046): apart from ./alt-text.ts,
 * which reads every collection's image fields from their declarations, so a page that only shows
 * an image loads none of them (docs/decisions/088).
 */

/** The alt attribute for a page's <img>: the text, '' for decorative or none written. */
export function imgAlt(alt: string | undefined): string {
  return alt?.trim() ?? '';
}
