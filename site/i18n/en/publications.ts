import { PUBLICATION_TYPE_HEADINGS } from '../../../shared/content/scholarly/publication-display';

/** The English words of the site's publications section (docs/decisions/060, 061); see ../en.ts. */
import { PUBLICATION_LINK_LABELS } from '../../../shared/content/scholarly/publication-links';

export const publications = {
  title: 'Publications',
  kicker: 'Research output',
  filter: 'Filter publications',
  hideFilters: 'Hide filters',
  filters: 'Filters',
  year: 'Year',
  allYears: 'All years',
  /** The heading and year-filter option of the papers without a year. */
  undated: 'Undated',
  /** The headings of a list grouped by type (docs/decisions/079). */
  typeGroups: PUBLICATION_TYPE_HEADINGS,
  type: 'Type',
  allTypes: 'All types',
  area: 'Research area',
  allAreas: 'All research areas',
  software: 'Software',
  allSoftware: 'All software',
  search: 'Search',
  placeholder: 'Title, author, keyword, DOI...',
  count: (shown: number, total: number) => `${shown} of ${total} publications`,
  download: 'Download BibTeX',
  none: 'No publications match the selected filters.',
  showAll: (count: number) => `Show all ${count} matching publications`,
  pages: 'Publication pages',
  paper: 'Paper',
  abstract: 'Abstract',
  cite: 'Cite',
  preprint: 'Preprint',
  preprintNumber: (n: number) => `Preprint ${n}`,
  citedBy: (count: number, date: string) => `Cited by ${count} (${date})`,
  citedByTitle: (date: string) => `Citation count from OpenAlex, read on ${date}`,
  /** The buttons of a paper's own links. */
  links: PUBLICATION_LINK_LABELS,
  /** The mark of one of the lab's selected papers. */
  selected: 'Selected',
};

// This section's words in the catalogue's type (../en.ts).
declare module '../en' {
  interface SectionWords {
    publications: typeof publications;
  }
}
