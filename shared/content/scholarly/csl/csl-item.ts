/**
 * A publication as a CSL-JSON item, the input of the citation processor (docs/decisions/073).
 */
import type { Publication } from '../../model/schemas';
import { bareDoi } from '../../read/urls';
import { spelledInitials } from '../author-names';

export interface CslName {
  family?: string;
  given?: string;
  suffix?: string;
  literal?: string;
}

export interface CslItem {
  id: string;
  type: string;
  title?: string;
  author?: CslName[];
  editor?: CslName[];
  'container-title'?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  page?: string;
  issued?: { 'date-parts': number[][] };
  DOI?: string;
  URL?: string;
  genre?: string;
}

/** The product's publication types as CSL types; another type reads as its nearest kind. */
const CSL_TYPES: Record<string, string> = {
  'journal article': 'article-journal',
  commentary: 'article-journal',
  'conference proceeding': 'paper-conference',
  'workshop contribution': 'paper-conference',
  'book chapter': 'chapter',
  book: 'book',
  thesis: 'thesis',
  preprint: 'article',
  report: 'report',
  dataset: 'dataset',
  software: 'software',
};

/** Types whose "journal" field names a publisher (a book's), a school (a thesis's) or a repository (a preprint's). */
const PUBLISHER_TYPES = new Set(['book', 'thesis', 'article', 'report', 'dataset', 'software']);

const isEtAl = (name: string) => /^(et al\.?|others)$/i.test(name.trim());

/**
 * "Family, Given", "Family, Jr., Given" or "Given Family" as a CSL name; a single word is a
 * family name, an organisation in braces or quotes a literal name.
 */
export function cslName(author: string): CslName {
  const name = author.trim().replace(/\s+/g, ' ');
  if (/^\{.*\}$/.test(name)) return { literal: name.slice(1, -1) };
  const parts = name.split(',').map((part) => part.trim());
  // Initials written as a run of capitals ("Taub, AH") are given to the style as initials ("A. H.").
  if (parts.length >= 3) return { family: parts[0]!, suffix: parts[1]!, given: spelledInitials(parts.slice(2).join(', ')) };
  if (parts.length === 2) return parts[1] ? { family: parts[0]!, given: spelledInitials(parts[1]) } : { family: parts[0]! };
  const words = name.split(' ');
  if (words.length === 1) return { family: name };
  return { family: words[words.length - 1]!, given: words.slice(0, -1).join(' ') };
}

export interface CslItemOptions {
  /** Leave the DOI and the web address out (a list shows them as links of their own). */
  withoutLinks?: boolean;
  /** Text standing for the title (a list shows the title as its heading). */
  title?: string;
  /** Marks the family name of author `index` (a lab member), or returns it unchanged. */
  markFamily?: (family: string, index: number) => string;
}

export function publicationToCsl(pub: Publication, options: CslItemOptions = {}): CslItem {
  const type = CSL_TYPES[pub.type.trim().toLowerCase()] ?? (pub.journal.trim() ? 'article-journal' : 'document');
  const venue = pub.journal.trim();
  const item: CslItem = { id: pub.id, type, title: options.title ?? pub.title.trim() };
  const authors = pub.authors.map((a) => a.trim()).filter((a) => a && !isEtAl(a));
  item.author = authors.map((author, index) => {
    const name = cslName(author);
    if (options.markFamily && name.family) name.family = options.markFamily(name.family, index);
    if (options.markFamily && name.literal) name.literal = options.markFamily(name.literal, index);
    return name;
  });
  if (venue) {
    if (PUBLISHER_TYPES.has(type)) item.publisher = venue;
    else item['container-title'] = venue;
  }
  // The book a chapter (or a proceedings paper) appears in: its editors and publisher.
  const editors = (pub.editors ?? []).map((a) => a.trim()).filter((a) => a && !isEtAl(a));
  if (editors.length) item.editor = editors.map(cslName);
  if (!item.publisher && pub.publisher?.trim()) item.publisher = pub.publisher.trim();
  if (pub.volume?.trim()) item.volume = pub.volume.trim();
  if (pub.issue?.trim()) item.issue = pub.issue.trim();
  if (pub.pages?.trim()) item.page = pub.pages.trim();
  if (typeof pub.year === 'number' && Number.isFinite(pub.year)) item.issued = { 'date-parts': [pub.month ? [pub.year, pub.month] : [pub.year]] };
  if (type === 'thesis') item.genre = 'Thesis';
  if (!options.withoutLinks) {
    const doi = bareDoi(pub.doi ?? '');
    if (doi) item.DOI = doi;
    else if (/^https?:\/\//i.test(pub.url.trim())) item.URL = pub.url.trim();
  }
  return item;
}
