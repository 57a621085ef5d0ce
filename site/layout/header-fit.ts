/**
 * Whether the header's links fit on one row beside the lab's name and the tools at the widest
 * layout (a 72rem container), estimated from the words it shows: a lab with a long name, a page
 * of its own in the navigation or longer words in another language gets the links on a row of
 * their own rather than links that wrap inside their pills and a name squeezed to three lines.
 * The estimate runs while the page renders (prerendered and in the browser alike), so the
 * layout is in the HTML from the first paint and never shifts.
 *
 * Widths are in CSS pixels for the site's sans-serif at 16 px (about 8.8 px a character) and
 * its serif name at 18.4 px bold (about 10.5 px), measured on the site's own header.
 */
const CONTAINER = 1152;
const NAV_CHAR = 8.8;
/** A link's padding (0.7rem on each side) and the gap after it. */
const NAV_LINK = 27;
const NAME_CHAR = 10.5;
/** The lab's mark and the gap beside it. */
const MARK = 45;
/** The search box, the colour switch and the gaps between the tools. */
const TOOLS = 144 + 8 + 40 + 8;
/** A language link's padding and border, and each of its characters. */
const SWITCH_LINK = 40;
const SWITCH_CHAR = 8.5;
/** The gaps between the name, the links and the tools. */
const GAPS = 2 * 16;

export interface HeaderWords {
  /** The link texts, in the page's language. */
  links: readonly string[];
  /** The lab's name as the logo shows it. */
  name: string;
  /** The other languages' names in the switch (none on a site with one language). */
  languages: readonly string[];
}

/** The header's estimated width on one row, in CSS pixels. */
export function headerWidth(words: HeaderWords): number {
  const nav = words.links.reduce((sum, text) => sum + NAV_LINK + NAV_CHAR * [...text].length, 0);
  // The name may take two lines beside the links: it needs about six tenths of its one-line width.
  const brand = MARK + NAME_CHAR * 0.6 * [...words.name].length;
  const switcher = words.languages.reduce((sum, text) => sum + SWITCH_LINK + SWITCH_CHAR * [...text].length, 0);
  return nav + brand + TOOLS + switcher + GAPS;
}

/** True when the links need a row of their own on a wide screen. */
export function headerNeedsTwoRows(words: HeaderWords): boolean {
  return headerWidth(words) > CONTAINER;
}
