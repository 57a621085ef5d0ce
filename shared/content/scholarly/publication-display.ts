/**
 * How the lab's publication list shows its papers (docs/decisions/079): grouped by year (newest
 * first, the default) or by type in the lab's order, and which of the list's filters it offers.
 * Pure, without a schema, so the visitor's pages read it without zod (docs/decisions/030).
 */
import { PUBLICATION_TYPES } from '../model/constants';
import { groupByYear, yearKey, type PublicationYear } from './publication-year';

export const PUBLICATION_GROUPINGS = ['year', 'type'] as const;
export type PublicationGrouping = (typeof PUBLICATION_GROUPINGS)[number];

/** The filters of the /publications list, in the order the page shows them. */
export const PUBLICATION_FILTERS = ['year', 'type', 'area', 'software', 'search'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];

/** The studio's names of the groupings and filters. */
export const PUBLICATION_GROUPING_LABELS: Record<PublicationGrouping, string> = {
  year: 'By year, newest first',
  type: 'By type, in the order below',
};
export const PUBLICATION_FILTER_LABELS: Record<PublicationFilter, string> = {
  year: 'Year filter',
  type: 'Type filter',
  area: 'Research area filter',
  software: 'Software filter',
  search: 'Search box',
};

type KnownType = (typeof PUBLICATION_TYPES)[number];

/** The English heading of each type's group (the studio and the site's English pages). */
export const PUBLICATION_TYPE_HEADINGS: Record<KnownType, string> = {
  'journal article': 'Journal articles',
  'conference proceeding': 'Conference papers',
  'workshop contribution': 'Workshop contributions',
  'book chapter': 'Book chapters',
  book: 'Books',
  commentary: 'Commentaries',
  preprint: 'Preprints',
  thesis: 'Theses',
  "master's thesis": "Master's theses",
  report: 'Reports',
  dataset: 'Datasets',
  software: 'Software',
};

/** The lab profile's publication display choices; every part absent means the default. */
export interface PublicationDisplay {
  /** How the list is grouped; absent = by year. */
  groupBy?: PublicationGrouping;
  /** The order of the type groups; types it leaves out follow in the product's order. */
  typeOrder?: KnownType[];
  /** The filters the list offers; absent = every one, [] = none. */
  filters?: PublicationFilter[];
}

export interface PublicationDisplayChoices {
  groupBy: PublicationGrouping;
  /** Every known type, the lab's order first. */
  typeOrder: KnownType[];
  filters: ReadonlySet<PublicationFilter>;
}

const isKnownType = (type: string): type is KnownType => (PUBLICATION_TYPES as readonly string[]).includes(type);

/** The whole type order: the lab's choices first, then the other types in the product's order. */
export function fullTypeOrder(order: readonly string[] | undefined): KnownType[] {
  const chosen = [...new Set((order ?? []).filter(isKnownType))];
  return [...chosen, ...PUBLICATION_TYPES.filter((type) => !chosen.includes(type))];
}

/** The choices of a profile (or of none), defaults filled in. */
export function publicationDisplayOf(
  profile: { publicationDisplay?: PublicationDisplay } | undefined,
): PublicationDisplayChoices {
  const display = profile?.publicationDisplay;
  return {
    groupBy: display?.groupBy === 'type' ? 'type' : 'year',
    typeOrder: fullTypeOrder(display?.typeOrder),
    filters: new Set(
      display?.filters
        ? display.filters.filter((name) => (PUBLICATION_FILTERS as readonly string[]).includes(name))
        : PUBLICATION_FILTERS,
    ),
  };
}

/** One heading of the list and its papers; `type` or `year` names what the group stands for. */
export interface PublicationGroup<P> {
  /** Stable across renders and unique in the list (an element id can be made of it). */
  key: string;
  kind: PublicationGrouping;
  /** The year (null = undated) of a year group. */
  year?: PublicationYear;
  /** The type of a type group. */
  type?: string;
  pubs: P[];
}

interface Groupable {
  type: string;
  year: unknown;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'other';

/**
 * The papers in their groups. By year: newest year first, undated last (groupByYear). By type:
 * the types in `typeOrder`, then types the product does not know, alphabetically; within a type,
 * newest year first and the given order within a year.
 */
export function groupPublications<P extends Groupable>(
  publications: readonly P[],
  choices: { groupBy: PublicationGrouping; typeOrder: readonly string[] },
): PublicationGroup<P>[] {
  if (choices.groupBy === 'year') {
    return groupByYear(publications).map(([year, pubs]) => ({
      key: `year-${yearKey(year)}`,
      kind: 'year',
      year,
      pubs,
    }));
  }
  const byType = new Map<string, P[]>();
  for (const [, pubs] of groupByYear(publications)) {
    for (const pub of pubs) {
      const list = byType.get(pub.type);
      if (list) list.push(pub);
      else byType.set(pub.type, [pub]);
    }
  }
  const known = choices.typeOrder.filter((type) => byType.has(type));
  const others = [...byType.keys()].filter((type) => !isKnownType(type)).sort((a, b) => a.localeCompare(b));
  const used = new Set<string>();
  return [...known, ...others].map((type) => {
    let key = `type-${slug(type)}`;
    while (used.has(key)) key += '-';
    used.add(key);
    return { key, kind: 'type' as const, type, pubs: byType.get(type)! };
  });
}

/** The heading of a type's group in English; an unknown type is named as written. */
export function typeHeading(type: string, headings: Record<KnownType, string> = PUBLICATION_TYPE_HEADINGS): string {
  if (isKnownType(type)) return headings[type];
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}
