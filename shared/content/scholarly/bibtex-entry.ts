/**
 * A parsed BibTeX entry as the publication the studio would save, with the warnings the
 * import preview shows on its row: LaTeX commands that could not be rendered, fields the
 * reader had to leave out. Reads what reference managers write: biblatex `date` and
 * `journaltitle`, `eprint`/`eprinttype`/`archivePrefix` (a journal article with an arXiv
 * eprint stays a journal article), `@online`, `@report`/`@techreport`, `\url{}` in
 * `howpublished`, and volume, number/issue, pages and month.
 */
import { PUBLICATION_TYPES } from '../model/constants';
import { decodeLatex } from './latex';
import type { BibEntry } from './bibtex-parse';
import { bibtexNameToAuthor, splitNames } from './bibtex-names';
import type { Publication } from '../model/schemas';
import { formatReference } from './citation';
import { bareDoi } from '../read/urls';
import { bibtexLinksOf } from './bibtex-links';
import { publicationTypeRule } from './publication-types';

const PREPRINT_VENUE = /arxiv|biorxiv|psyarxiv|medrxiv|chemrxiv|osf preprints|preprint|ssrn|research square/i;

/** Preprint servers as they name themselves (eprinttype / archivePrefix are often lower case). */
const SERVERS: Record<string, string> = { arxiv: 'arXiv', biorxiv: 'bioRxiv', medrxiv: 'medRxiv', psyarxiv: 'PsyArXiv', chemrxiv: 'ChemRxiv', ssrn: 'SSRN', hal: 'HAL', pubmed: 'PubMed' };

const MONTH_WORDS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Decodes the entry's fields on demand and remembers every command it could not render. */
class FieldReader {
  readonly unknown = new Set<string>();
  constructor(readonly entry: BibEntry) {}

  /** The first non-empty of `names`, as Unicode text. */
  get(...names: string[]): string {
    for (const name of names) {
      const value = this.entry.fields[name];
      if (value === undefined || value.trim() === '') continue;
      const decoded = decodeLatex(value, this.entry.macros);
      for (const command of decoded.unknown) this.unknown.add(command);
      if (decoded.text) return decoded.text;
    }
    return '';
  }

  /** A verbatim field (url, doi, eprint): braces gone, escaped specials unescaped, no LaTeX decoding. */
  raw(name: string): string {
    const value = this.entry.fields[name] ?? '';
    if (!/[{}\\]/.test(value)) return value.trim();
    return value
      .replace(/\\url\s*/g, '')
      .replace(/[{}]/g, '')
      .replace(/\\([_%&#$~])/g, '$1')
      .trim();
  }
}

const isUrl = (text: string) => /^(https?:\/\/|www\.)\S+$/i.test(text);

function serverOf(read: FieldReader): string {
  const name = read.get('eprinttype', 'archiveprefix');
  return SERVERS[name.toLowerCase()] ?? name;
}

/** Where datasets and software are deposited: a @misc they publish is not a book. */
const REPOSITORY = /\b(zenodo|figshare|dryad|dataverse|osf|open science framework|pangaea|mendeley data|github|gitlab|software heritage|openneuro|icpsr)\b/i;

/** A dataset or software by its `type` field or subtype ("Data set", "Computer program"). */
function declaredKind(read: FieldReader): 'dataset' | 'software' | null {
  const declared = `${read.get('type')} ${read.get('entrysubtype', 'pubtype')}`.toLowerCase();
  if (/\bdata ?sets?\b|\bdata\b/.test(declared)) return 'dataset';
  if (/software|computer program|\bcode\b/.test(declared)) return 'software';
  return null;
}

/**
 * The publication type of a BibTeX entry (docs/decisions/072): each entry type as what it is:
 * @techreport a report, @mastersthesis a master's thesis, @dataset and @software themselves; a
 * @misc is a preprint when it carries an eprint or names a preprint server, a dataset when a data
 * repository publishes it, a book when another publisher does, else a preprint (circulated, not
 * peer-reviewed in a venue), as @unpublished and @online are.
 */
export function publicationTypeOf(entry: BibEntry, read: FieldReader = new FieldReader(entry)): string {
  const sub = read.get('entrysubtype', 'pubtype').toLowerCase();
  if ((PUBLICATION_TYPES as readonly string[]).includes(sub)) return sub;
  const journal = read.get('journal', 'journaltitle');
  const venue = journal || read.get('booktitle', 'howpublished', 'publisher');
  const hasEprint = Boolean(entry.fields.eprint || entry.fields.archiveprefix || entry.fields.eprinttype);
  switch (entry.type) {
    case 'article':
    case 'periodical':
      // A published article that also carries its arXiv eprint is still the journal article.
      return PREPRINT_VENUE.test(journal) || (!journal && hasEprint) ? 'preprint' : 'journal article';
    case 'inproceedings':
    case 'conference':
    case 'proceedings':
    case 'mvproceedings':
      return /workshop/i.test(venue) ? 'workshop contribution' : 'conference proceeding';
    case 'incollection':
    case 'inbook':
    case 'inreference':
    case 'bookinbook':
    case 'suppbook':
    case 'suppcollection':
      return 'book chapter';
    case 'book':
    case 'mvbook':
    case 'booklet':
    case 'collection':
    case 'mvcollection':
    case 'reference':
      return 'book';
    case 'phdthesis':
      return 'thesis';
    case 'mastersthesis':
      return "master's thesis";
    case 'thesis':
      return /master|\bm\.? ?(sc|a|eng|phil)\b|diplom|bachelor/i.test(read.get('type')) ? "master's thesis" : 'thesis';
    case 'report':
    case 'techreport':
      return 'report';
    case 'dataset':
    case 'data':
      return 'dataset';
    case 'software':
    case 'code':
      return 'software';
    case 'misc': {
      const declared = declaredKind(read);
      if (declared) return declared;
      if (hasEprint || PREPRINT_VENUE.test(venue)) return 'preprint';
      const publisher = read.get('publisher');
      if (publisher) return REPOSITORY.test(publisher) ? 'dataset' : 'book';
      return 'preprint';
    }
    default:
      // @unpublished, @online and types no reference manager agrees on: circulated, not peer-reviewed in a venue.
      return declaredKind(read) ?? 'preprint';
  }
}

/** "123--145", "123 - 145" -> "123–145"; other page forms ("e1002345", "12+") as written. */
export function normalizePages(pages: string): string {
  const range = /^(\S+?)\s*[-‐‑–—]+\s*(\S+)$/.exec(pages.trim());
  return range ? `${range[1]}–${range[2]}` : pages.trim();
}

/** A month number from "mar", "March", "3", "03" or a biblatex date "2021-03-17"; undefined when none. */
export function monthOf(month: string, date = ''): number | undefined {
  const word = month.trim().toLowerCase();
  const byName = MONTH_WORDS.indexOf(word.slice(0, 3));
  if (word.length >= 3 && byName >= 0) return byName + 1;
  if (/^\d{1,2}$/.test(word) && Number(word) >= 1 && Number(word) <= 12) return Number(word);
  const fromDate = /^\d{4}-(\d{2})/.exec(date.trim());
  const number = fromDate ? Number(fromDate[1]) : Number.NaN;
  return number >= 1 && number <= 12 ? number : undefined;
}

export interface ImportedEntry {
  pub: Publication;
  /** Shown on the entry's row in the import preview. */
  warnings: string[];
}

/** A venue's name without a comma or semicolon left at its end. */
const withoutTrailingSeparator = (text: string) => text.replace(/[\s,;]+$/, '');

/** A BibTeX entry as the publication the studio would save (id "new"; validate before saving) and its warnings. */
export function readBibEntry(entry: BibEntry): ImportedEntry {
  const read = new FieldReader(entry);
  const type = publicationTypeOf(entry, read);
  const howpublished = read.get('howpublished');
  const venueText = howpublished && !isUrl(howpublished) ? howpublished : '';
  // The venue field holds what the type calls its venue: a book's publisher, a thesis's university.
  let journal: string;
  if (type === 'thesis' || type === "master's thesis") journal = read.get('school', 'institution', 'publisher');
  else if (type === 'book') journal = read.get('publisher') || venueText;
  else if (type === 'report') journal = read.get('institution', 'publisher', 'organization') || venueText;
  else if (type === 'dataset' || type === 'software') journal = read.get('publisher', 'organization', 'institution') || venueText || read.get('journal', 'journaltitle') || serverOf(read);
  else journal = read.get('journal', 'journaltitle', 'booktitle') || venueText || read.get('publisher', 'institution', 'organization') || serverOf(read);
  // A separator left inside the braces ("journal={Phys. Rev.,}", as some hand-kept files have) is no part of the name.
  journal = withoutTrailingSeparator(journal);

  const authors = splitNames(entry.fields.author ?? entry.fields.editor ?? '').map(bibtexNameToAuthor).filter(Boolean);
  const doi = bareDoi(read.raw('doi'));
  const eprint = read.raw('eprint');
  // Google Scholar writes an arXiv preprint as journal = {arXiv preprint arXiv:2401.01234}.
  const arxivId = eprint && /arxiv/i.test(serverOf(read)) ? eprint.replace(/^arxiv:/i, '') : (/arxiv:\s*(\d{4}\.\d{4,5}(v\d+)?)/i.exec(journal)?.[1] ?? '');
  const arxiv = arxivId ? `https://arxiv.org/abs/${arxivId}` : '';
  const doiLink = doi ? `https://doi.org/${doi}` : '';
  const urlInText = [howpublished, read.get('note')].find(isUrl) ?? '';
  // The version of record's DOI first for a published paper; the preprint server's page for a preprint.
  const url = read.raw('url') || urlInText || (type === 'preprint' ? arxiv || doiLink : doiLink || arxiv);
  const keywords = read
    .get('keywords')
    .split(/[;,]/)
    .map((k) => k.trim())
    .filter(Boolean);
  const yearMatch = /\d{4}/.exec(read.get('year') || read.get('date'));
  const pub: Publication = {
    id: 'new',
    title: read.get('title').replace(/\.$/, ''),
    journal,
    // No year in the entry: an undated paper, never the current year.
    year: yearMatch ? Number(yearMatch[0]) : null,
    type,
    authors,
    citation: '',
    doi: doi || undefined,
    url,
    abstract: read.get('abstract') || undefined,
    keywords: [...new Set(keywords)],
    projectIds: [],
    softwareIds: [],
  };
  const volume = read.get('volume');
  // A report's or a book's "number" is its report or series number, not an issue.
  const issue = ['article', 'periodical', 'inproceedings', 'conference'].includes(entry.type) ? read.get('number', 'issue') : read.get('issue');
  const pages = normalizePages(read.get('pages'));
  const month = monthOf(read.get('month'), read.get('date'));
  if (volume) pub.volume = volume;
  if (issue) pub.issue = issue;
  if (pages) pub.pages = pages;
  if (month !== undefined) pub.month = month;
  // A chapter's or a proceedings paper's book: its publisher and editors (its title is the venue).
  // Without authors the editors stand as the authors (above), not twice.
  if (publicationTypeRule(type).bibtex.venue === 'booktitle') {
    const publisher = withoutTrailingSeparator(read.get('publisher'));
    // An @inbook without a book title already has its publisher as its venue.
    if (publisher && publisher !== journal) pub.publisher = publisher;
    const editors = entry.fields.author ? splitNames(entry.fields.editor ?? '').map(bibtexNameToAuthor).filter(Boolean) : [];
    if (editors.length) pub.editors = editors;
  }
  Object.assign(pub, bibtexLinksOf(entry.fields, url));
  if (!pub.doi) delete pub.doi;
  if (!pub.abstract) delete pub.abstract;
  pub.citation = formatReference(pub);
  const warnings = [...entry.warnings];
  if (read.unknown.size > 0) warnings.push(`Could not render ${[...read.unknown].join(', ')}: the command was left out, its text kept`);
  return { pub, warnings };
}

/** A BibTeX entry as the publication the studio would save (id "new"; validate before saving). */
export function bibtexToPublication(entry: BibEntry): Publication {
  return readBibEntry(entry).pub;
}
