/**
 * What each publication type is (docs/decisions/072): the name its venue field (`journal`)
 * carries in the form, whether the type needs one, and the BibTeX entry it is written back as.
 * An article needs its journal, a book its publisher, a thesis its university, a report its
 * institution; a preprint, a dataset or software may name a repository or nothing. A type this
 * table does not know (older content, a hand-edited file) keeps the rule every type had before:
 * a journal is required.
 */
import { PUBLICATION_TYPES } from '../model/constants';

export interface PublicationTypeRule {
  /** The label of the venue field in the form, the list and Site health. */
  venue: string;
  /** False where the type can be complete without one. */
  venueRequired: boolean;
  /** The BibTeX entry type it is exported as, and the field its venue goes to. */
  bibtex: { type: string; venue: string; subtype?: string };
}

type KnownType = (typeof PUBLICATION_TYPES)[number];

export const PUBLICATION_TYPE_RULES: Record<KnownType, PublicationTypeRule> = {
  'journal article': { venue: 'Journal', venueRequired: true, bibtex: { type: 'article', venue: 'journal' } },
  'conference proceeding': {
    venue: 'Proceedings',
    venueRequired: true,
    bibtex: { type: 'inproceedings', venue: 'booktitle' },
  },
  'workshop contribution': {
    venue: 'Proceedings',
    venueRequired: true,
    bibtex: { type: 'inproceedings', venue: 'booktitle', subtype: 'workshop contribution' },
  },
  'book chapter': { venue: 'Book', venueRequired: true, bibtex: { type: 'incollection', venue: 'booktitle' } },
  book: { venue: 'Publisher', venueRequired: true, bibtex: { type: 'book', venue: 'publisher' } },
  commentary: {
    venue: 'Journal',
    venueRequired: true,
    bibtex: { type: 'article', venue: 'journal', subtype: 'commentary' },
  },
  preprint: { venue: 'Repository', venueRequired: false, bibtex: { type: 'unpublished', venue: 'howpublished' } },
  thesis: { venue: 'University', venueRequired: true, bibtex: { type: 'phdthesis', venue: 'school' } },
  "master's thesis": { venue: 'University', venueRequired: true, bibtex: { type: 'mastersthesis', venue: 'school' } },
  report: { venue: 'Institution', venueRequired: true, bibtex: { type: 'techreport', venue: 'institution' } },
  dataset: { venue: 'Repository', venueRequired: false, bibtex: { type: 'dataset', venue: 'publisher' } },
  software: { venue: 'Repository', venueRequired: false, bibtex: { type: 'software', venue: 'publisher' } },
};

const OTHER: PublicationTypeRule = {
  venue: 'Journal',
  venueRequired: true,
  bibtex: { type: 'misc', venue: 'howpublished' },
};

/** The rule of a type; an unknown type's is the journal rule. */
export function publicationTypeRule(type: string): PublicationTypeRule {
  return Object.hasOwn(PUBLICATION_TYPE_RULES, type) ? PUBLICATION_TYPE_RULES[type as KnownType] : OTHER;
}

/** The label of a paper's venue field ("Journal", "Publisher", "University"…). */
export const venueLabel = (type: string) => publicationTypeRule(type).venue;

/** True when a paper of this type is incomplete without a venue. */
export const venueRequired = (type: string) => publicationTypeRule(type).venueRequired;

/**
 * True for the types that appear inside someone else's book or proceedings volume, whose
 * reference names that book's editors and publisher (a chapter, a conference or workshop paper).
 */
export const sitsInBook = (type: string) =>
  ['incollection', 'inproceedings'].includes(publicationTypeRule(type).bibtex.type);
