/**
 * Scholarly helpers shared by the site and the studio: the formatted (APA-like) reference of
 * the site's Cite block and the form's "Generate from fields", the ORCID iD check, the
 * mapping of a Crossref work record to a publication, and duplicate detection for imports.
 */
import { PUBLICATION_TYPES } from '../model/constants';
import type { Publication } from '../model/schemas';
import { yearKey } from './publication-year';
import { bareDoi, doiUrl } from '../read/urls';
import { authorNameParts, formatAuthorName, fullAuthorForm, initialsOf } from './author-names';
import { authorLinksFromOrcids } from './author-match';

/* -------------------------------------------------------------- reference */

/** "A", "A, & B", "A, B, & C"; a trailing "et al." stays last without "&". */
function apaAuthors(authors: readonly string[]): string {
  // The reference gives initials ("Valdez, A. C."), whatever the stored names give.
  const names = authors.map((a) => formatAuthorName(a, 'initials')).filter(Boolean);
  const etAl = names.length > 1 && /^et al\.?$/i.test(names[names.length - 1]!);
  const listed = etAl ? names.slice(0, -1) : names;
  if (etAl) return `${listed.join(', ')}, et al.`;
  if (listed.length <= 1) return listed[0] ?? '';
  return `${listed.slice(0, -1).join(', ')}, & ${listed[listed.length - 1]}`;
}

/** Editors as APA names them before a book's title: "F. Family", "A. One & B. Two (Eds.)". */
function apaEditors(editors: readonly string[]): string {
  const names = editors
    .filter((name) => name.trim() && !/^(et al\.?|others)$/i.test(name.trim()))
    .map((name) => {
      // A name without a comma (an organisation) as written.
      if (!name.includes(',')) return name.replace(/\s+/g, ' ').trim();
      const { family, given } = authorNameParts(name);
      const initials = initialsOf(given);
      return initials ? `${initials} ${family}` : family;
    });
  if (!names.length) return '';
  const listed = names.length <= 2 ? names.join(' & ') : `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
  return `${listed} (${names.length > 1 ? 'Eds.' : 'Ed.'})`;
}

const endWith = (text: string, mark: string) => (/[.?!]$/.test(text) ? text : `${text}${mark}`);

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Types whose reference names the month with the year (APA: conference papers, preprints). */
const DATED_TYPES = new Set(['conference proceeding', 'workshop contribution', 'preprint']);
/** Types published inside a book or proceedings: "In Venue (Vol. 3, pp. 1–10)." */
const IN_TYPES = new Set(['conference proceeding', 'workshop contribution', 'book chapter']);

const isRange = (pages: string) => /[-–—,]/.test(pages);

/** "Venue, 15(2), 133–158" for periodicals; "In Venue (Vol. 3, pp. 1–10)" for chapters and proceedings. */
function venuePart(pub: ReferenceFields): string {
  const venue = pub.journal.trim();
  const volume = pub.volume?.trim() ?? '';
  const issue = pub.issue?.trim() ?? '';
  const pages = pub.pages?.trim() ?? '';
  if (IN_TYPES.has(pub.type)) {
    const details = [volume ? `Vol. ${volume}` : '', pages ? `${isRange(pages) ? 'pp.' : 'p.'} ${pages}` : ''].filter(Boolean).join(', ');
    if (!venue) return '';
    // APA: "In F. Editor & G. Editor (Eds.), Book (pp. 1–10). Publisher".
    const editors = apaEditors(pub.editors ?? []);
    const publisher = pub.publisher?.trim() ?? '';
    return `In ${editors ? `${editors}, ` : ''}${venue}${details ? ` (${details})` : ''}${publisher ? `. ${publisher}` : ''}`;
  }
  if (pub.type === 'book' || pub.type === 'thesis') return venue;
  const numbering = volume ? `${volume}${issue ? `(${issue})` : ''}` : issue ? `(${issue})` : '';
  return [venue, numbering, pages].filter(Boolean).join(', ');
}

type ReferenceFields = Pick<Publication, 'authors' | 'year' | 'title' | 'journal' | 'type' | 'doi'> & Partial<Pick<Publication, 'volume' | 'issue' | 'pages' | 'month' | 'publisher' | 'editors'>>;

/**
 * The reference shown in the Cite block and generated in the form, APA-like:
 * Authors (Year). Title. Venue, Volume(Issue), Pages. https://doi.org/...
 */
export function formatReference(pub: ReferenceFields): string {
  const parts: string[] = [];
  const authors = apaAuthors(pub.authors);
  const month = pub.month && DATED_TYPES.has(pub.type) ? MONTH_NAMES[pub.month - 1] : undefined;
  const year = Number.isFinite(pub.year) ? `${pub.year}${month ? `, ${month}` : ''}` : 'n.d.';
  parts.push(authors ? `${endWith(authors, '')} (${year}).` : `(${year}).`);
  const title = pub.title.trim();
  const venue = venuePart(pub);
  if (pub.type === 'thesis') {
    if (title) parts.push(`${title} [Thesis${venue ? `, ${venue}` : ''}].`);
  } else {
    if (title) parts.push(endWith(title, '.'));
    if (venue) parts.push(endWith(venue, '.'));
  }
  const doi = doiUrl(pub.doi);
  if (doi) parts.push(doi);
  return parts.join(' ');
}

export { normalizeOrcid, ORCID_MESSAGE, orcidCheckCharacter, orcidUrl } from './orcid-id';

/* --------------------------------------------------------------- Crossref */

export const CROSSREF_DEFAULT_URL = 'https://api.crossref.org';

/** The parts of a Crossref /works/{doi} message this product reads. */
export interface CrossrefWork {
  DOI?: string;
  URL?: string;
  title?: string[];
  author?: { given?: string; family?: string; name?: string; ORCID?: string }[];
  'container-title'?: string[];
  publisher?: string;
  institution?: { name?: string }[];
  type?: string;
  issued?: { 'date-parts'?: (number | null)[][] };
  'published-print'?: { 'date-parts'?: (number | null)[][] };
  'published-online'?: { 'date-parts'?: (number | null)[][] };
  created?: { 'date-parts'?: (number | null)[][] };
  abstract?: string;
  subject?: string[];
  subtype?: string;
}

const CROSSREF_TYPES: Record<string, string> = {
  'journal-article': 'journal article',
  'proceedings-article': 'conference proceeding',
  'book-chapter': 'book chapter',
  'book-part': 'book chapter',
  'book-section': 'book chapter',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  'posted-content': 'preprint',
  dissertation: 'thesis',
  'peer-review': 'commentary',
};


/** Crossref abstracts are JATS XML ("<jats:p>...</jats:p>"): plain text, paragraphs kept apart. */
function plainAbstract(jats: string): string {
  return jats
    .replace(/<jats:title>[^<]*<\/jats:title>/gi, '')
    .replace(/<\/jats:p>\s*<jats:p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The fields of a publication that a Crossref record provides. */
export type CrossrefFields = Pick<Publication, 'title' | 'authors' | 'journal' | 'year' | 'type' | 'doi' | 'url' | 'abstract' | 'keywords'> &
  Partial<Pick<Publication, 'authorLinks'>>;

/** Maps a Crossref work (the `message` of /works/{doi}) to publication fields. */
export function crossrefToPublication(work: CrossrefWork): CrossrefFields {
  const year =
    [work.issued, work['published-print'], work['published-online'], work.created]
      .map((date) => date?.['date-parts']?.[0]?.[0])
      .find((value): value is number => typeof value === 'number') ?? Number.NaN;
  const named = (work.author ?? [])
    .map((a) => ({ name: a.family ? fullAuthorForm(a.family, a.given) : (a.name ?? '').trim(), orcid: a.ORCID }))
    .filter((a) => a.name);
  const authors = named.map((a) => a.name);
  const authorLinks = authorLinksFromOrcids(named);
  const type = CROSSREF_TYPES[work.type ?? ''] ?? (PUBLICATION_TYPES[0] as string);
  const journal =
    (work['container-title'] ?? []).find((t) => t.trim())?.trim() ??
    (type === 'thesis' ? work.institution?.[0]?.name?.trim() : undefined) ??
    (type === 'book' ? work.publisher?.trim() : undefined) ??
    '';
  const doi = bareDoi(work.DOI ?? '');
  return {
    title: (work.title ?? []).find((t) => t.trim())?.replace(/\s+/g, ' ').trim() ?? '',
    authors,
    journal,
    year,
    type,
    doi,
    url: work.URL?.trim() || (doi ? `https://doi.org/${doi}` : ''),
    abstract: work.abstract ? plainAbstract(work.abstract) : '',
    keywords: [...new Set((work.subject ?? []).map((s) => s.trim()).filter(Boolean))],
    ...(authorLinks ? { authorLinks } : {}),
  };
}

const isEmptyValue = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.every((entry) => typeof entry === 'string' && entry.trim() === '');
  return false;
};

/**
 * Fills the empty fields of a draft from looked-up fields; a filled field is never changed.
 * `untouched` holds values that still count as empty (a new form's default year and type).
 * Returns the new draft and the names of the fields it filled.
 */
export function fillEmptyFields(draft: Publication, found: Partial<CrossrefFields>, untouched: Partial<Publication> = {}): { draft: Publication; filled: string[] } {
  const next: Publication = { ...draft };
  const filled: string[] = [];
  for (const [name, value] of Object.entries(found) as [keyof CrossrefFields, unknown][]) {
    if (isEmptyValue(value)) continue;
    const current = draft[name];
    const asDefault = name in untouched && current === untouched[name];
    if (!isEmptyValue(current) && !asDefault) continue;
    (next as unknown as Record<string, unknown>)[name] = value;
    filled.push(name);
  }
  if (filled.length > 0 && isEmptyValue(next.citation)) {
    next.citation = formatReference(next);
    filled.push('citation');
  }
  return { draft: next, filled };
}

/** Looks a DOI up: "not found", "offline" and "bad answer" are told apart for the editor's message. */
export type CrossrefLookup = { ok: true; fields: CrossrefFields } | { ok: false; message: string };

export const CROSSREF_MESSAGES = {
  invalidDoi: 'Enter a DOI such as 10.1234/abcd first.',
  notFound: (doi: string) => `No record was found for DOI ${doi}. Nothing was changed.`,
  offline: 'Could not reach the DOI service (offline?). Nothing was changed.',
  badAnswer: 'The DOI service sent an answer that could not be read. Nothing was changed.',
  nothingToFill: 'The record was found, but every field it has is already filled.',
  filled: (names: string[]) => `Filled from DOI: ${names.join(', ')}.`,
} as const;

/** Fetches /works/{doi} from the Crossref REST API at `baseUrl` (no other network call). */
export async function lookupDoi(doi: string, baseUrl: string, fetcher: typeof fetch = fetch): Promise<CrossrefLookup> {
  const bare = bareDoi(doi);
  if (!/^10\.\d{4,9}\/\S+$/.test(bare)) return { ok: false, message: CROSSREF_MESSAGES.invalidDoi };
  let response: Response;
  try {
    response = await fetcher(`${baseUrl.replace(/\/+$/, '')}/works/${encodeURIComponent(bare)}`, { headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, message: CROSSREF_MESSAGES.offline };
  }
  if (response.status === 404) return { ok: false, message: CROSSREF_MESSAGES.notFound(bare) };
  if (!response.ok) return { ok: false, message: CROSSREF_MESSAGES.offline };
  try {
    const body = (await response.json()) as { message?: CrossrefWork };
    if (!body || typeof body !== 'object' || !body.message || typeof body.message !== 'object') return { ok: false, message: CROSSREF_MESSAGES.badAnswer };
    return { ok: true, fields: crossrefToPublication(body.message) };
  } catch {
    return { ok: false, message: CROSSREF_MESSAGES.badAnswer };
  }
}

/* ------------------------------------------------------------- duplicates */

/** Title for comparison: letters and digits only, lower case, accents dropped. */
export function normalizedTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The existing publication `pub` duplicates: same DOI, or same normalised title and year. */
export function findDuplicate<T extends Pick<Publication, 'doi' | 'title' | 'year'>>(pub: Pick<Publication, 'doi' | 'title' | 'year'>, existing: readonly T[]): T | undefined {
  const doi = bareDoi(pub.doi ?? '').toLowerCase();
  const title = normalizedTitle(pub.title);
  return existing.find((other) => {
    const otherDoi = bareDoi(other.doi ?? '').toLowerCase();
    if (doi && otherDoi && doi === otherDoi) return true;
    // Two undated papers of one title are one paper too (null and NaN both mean no year).
    return title !== '' && normalizedTitle(other.title) === title && yearKey(other.year) === yearKey(pub.year);
  });
}

/** Whether a URL points at a PDF (for Google Scholar's citation_pdf_url). */
export function isPdfUrl(url: string): boolean {
  try {
    return /\.pdf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
