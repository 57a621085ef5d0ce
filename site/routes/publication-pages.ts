/**
 * The publication list in pages (docs/decisions/030): a lab with hundreds of papers gets
 * /publications (the newest) and /publications/page/2/, 3/… in the HTML, so every paper is
 * reachable, and listed in the sitemap, without script; a search or filter in the browser then
 * works on the whole list (/publications/all/page-data.json), fetched on first use.
 */
import type { Publication } from '../../shared/content/model/schemas';
import { compareYearsNewestFirst, isDated, UNDATED, yearKey } from '../../shared/content/scholarly/publication-year';
import { alphabetical, distinct } from '../components/filter-select';

/** Papers per prerendered page: the seed's whole list fits on one. */
export const PUBLICATIONS_PER_PAGE = 100;

export interface PublicationPage {
  /** 1-based. */
  number: number;
  pageCount: number;
  publications: Publication[];
}

/** Newest year first, undated papers last; within a year, the content's order (as the list groups them). */
export function newestFirst(publications: readonly Publication[]): Publication[] {
  return publications
    .map((pub, index) => ({ pub, index }))
    .sort((a, b) => compareYearsNewestFirst(a.pub.year, b.pub.year) || a.index - b.index)
    .map(({ pub }) => pub);
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PUBLICATIONS_PER_PAGE));
}

/** Page `number` of the list (an empty page past the end). */
export function publicationPage(publications: readonly Publication[], number: number): PublicationPage {
  const page = Number.isInteger(number) && number >= 1 ? number : 0;
  const start = (page - 1) * PUBLICATIONS_PER_PAGE;
  return {
    number: page,
    pageCount: pageCountOf(publications.length),
    publications: page ? newestFirst(publications).slice(start, start + PUBLICATIONS_PER_PAGE) : [],
  };
}

/** The route path of page `number`. */
export function publicationPagePath(number: number): string {
  return number <= 1 ? '/publications' : `/publications/page/${number}`;
}

/** The data path of the whole list, for search and filters. */
export const ALL_PUBLICATIONS_PATH = '/publications/all';

/**
 * The year and type filters' options: newest year first, then `UNDATED` when some paper has no
 * year (the page names it in its language); types alphabetical.
 */
export function publicationFacets(publications: readonly Publication[]): { years: string[]; types: string[] } {
  const dated = distinct(publications.filter((pub) => isDated(pub.year)).map((pub) => yearKey(pub.year)));
  const years = dated.sort((a, b) => Number(b) - Number(a));
  if (publications.some((pub) => !isDated(pub.year))) years.push(UNDATED);
  return { years, types: alphabetical(distinct(publications.map((pub) => pub.type))) };
}
