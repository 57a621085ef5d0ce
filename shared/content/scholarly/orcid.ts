/**
 * ORCID public API (v3.0) works: the summaries of GET {ORCID_API_URL}/{iD}/works mapped to
 * what the studio's import and the sync command need. Pure; the requests live in
 * scholarly-fetch.ts. Shapes: https://info.orcid.org/documentation/api-tutorials/ (v3.0 record).
 */
import { fullAuthorForm } from './author-names';
import { bareDoi } from '../read/urls';

export const ORCID_DEFAULT_URL = 'https://pub.orcid.org/v3.0';

interface OrcidValue {
  value?: string | null;
}
interface OrcidExternalId {
  'external-id-type'?: string;
  'external-id-value'?: string;
  'external-id-url'?: OrcidValue | null;
  'external-id-relationship'?: string;
}
/** One work summary, as in the `group[].work-summary[]` of /works. */
export interface OrcidWorkSummary {
  'put-code'?: number;
  title?: { title?: OrcidValue | null } | null;
  type?: string;
  'publication-date'?: { year?: OrcidValue | null } | null;
  'journal-title'?: OrcidValue | null;
  url?: OrcidValue | null;
  'external-ids'?: { 'external-id'?: OrcidExternalId[] } | null;
}
export interface OrcidWorksResponse {
  group?: { 'work-summary'?: OrcidWorkSummary[] }[];
}
/** The full work (GET /{iD}/work/{put-code}), read for works without a DOI: it names the authors. */
export interface OrcidWorkDetail extends OrcidWorkSummary {
  contributors?: { contributor?: { 'credit-name'?: OrcidValue | null }[] } | null;
  'short-description'?: string | null;
}

/** A work of an ORCID record, reduced to what identifies and describes it. */
export interface OrcidWork {
  putCode: number | null;
  title: string;
  year: number;
  /** The publication type of this product (shared/content/model/constants.ts), or a new one. */
  type: string;
  journal: string;
  /** The work's own DOI (relationship "self"), bare. */
  doi: string;
  url: string;
  /** An arXiv identifier given beside a DOI: the paper's preprint (arXiv's "doi" field, the other way round). */
  arxiv: string;
}

const ORCID_TYPES: Record<string, string> = {
  'journal-article': 'journal article',
  'conference-paper': 'conference proceeding',
  'conference-abstract': 'conference proceeding',
  'conference-poster': 'conference proceeding',
  'book-chapter': 'book chapter',
  book: 'book',
  'edited-book': 'book',
  preprint: 'preprint',
  'working-paper': 'preprint',
  'dissertation-thesis': 'thesis',
  dissertation: 'thesis',
  software: 'software',
  'data-set': 'dataset',
  review: 'commentary',
  'book-review': 'commentary',
};

export function orcidType(type: string | undefined): string {
  return ORCID_TYPES[type ?? ''] ?? 'journal article';
}

const valueOf = (field: OrcidValue | null | undefined) => (typeof field?.value === 'string' ? field.value.replace(/\s+/g, ' ').trim() : '');

/** Maps one summary; a work without a title is not a work anyone can import (null). */
export function orcidWorkOf(summary: OrcidWorkSummary): OrcidWork | null {
  const title = valueOf(summary.title?.title);
  if (!title) return null;
  const ids = summary['external-ids']?.['external-id'] ?? [];
  const own = (type: string) =>
    ids.find((entry) => entry['external-id-type']?.toLowerCase() === type && (entry['external-id-relationship'] ?? 'self') === 'self')?.['external-id-value']?.trim() ?? '';
  const doi = bareDoi(own('doi'));
  const year = Number(valueOf(summary['publication-date']?.year));
  return {
    putCode: typeof summary['put-code'] === 'number' ? summary['put-code'] : null,
    title,
    year: Number.isInteger(year) && year > 0 ? year : Number.NaN,
    type: orcidType(summary.type),
    journal: valueOf(summary['journal-title']),
    doi: /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : '',
    url: valueOf(summary.url),
    arxiv: own('arxiv').replace(/^arxiv:/i, ''),
  };
}

/**
 * The works of a /works answer. ORCID groups the same work from several sources; the first
 * summary of a group is the one the researcher prefers (their "preferred source").
 */
export function orcidWorksOf(response: OrcidWorksResponse): OrcidWork[] {
  const works: OrcidWork[] = [];
  for (const group of response.group ?? []) {
    const summary = group['work-summary']?.[0];
    const work = summary ? orcidWorkOf(summary) : null;
    if (work) works.push(work);
  }
  return works;
}

/** "Family, Given" authors from a full ORCID work's contributor credit names ("Petra Novak" -> "Novak, Petra"). */
export function orcidAuthorsOf(detail: OrcidWorkDetail): string[] {
  return (detail.contributors?.contributor ?? [])
    .map((entry) => valueOf(entry['credit-name']))
    .filter(Boolean)
    .map((name) => {
      if (name.includes(',')) return name;
      const words = name.split(' ');
      const family = words.pop()!;
      return fullAuthorForm(family, words.join(' '));
    });
}

/** The arXiv abstract page of an identifier ("2401.01234" -> https://arxiv.org/abs/2401.01234). */
export function arxivUrl(id: string): string {
  return `https://arxiv.org/abs/${id.trim()}`;
}
