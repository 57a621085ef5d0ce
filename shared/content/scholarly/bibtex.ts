/**
 * BibTeX in and out. Reading is split by concern: bibtex-parse.ts scans the text (linear,
 * iterative, tolerant), latex.ts decodes LaTeX to Unicode, bibtex-names.ts reads names,
 * bibtex-entry.ts turns an entry into a publication, bibtex-encoding.ts decodes a file's
 * bytes. This module writes publications back, escaped so that reading them again gives the
 * same fields, and re-exports the reader so callers have one import.
 */
import { unicodeToLatex } from './latex';
import { ET_AL } from './bibtex-names';
import type { Publication } from '../model/schemas';
import { bareDoi } from '../read/urls';
import { publicationTypeRule } from './publication-types';

export { parseBibtex, type BibEntry, type BibParseResult, type BibProblem } from './bibtex-parse';
export { bibtexNameToAuthor, ET_AL, splitNames } from './bibtex-names';
export { bibtexToPublication, monthOf, normalizePages, publicationTypeOf, readBibEntry, type ImportedEntry } from './bibtex-entry';
export { decodeBibBytes, type DecodedBibFile } from './bibtex-encoding';

const MONTH_MACROS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A citation key like "takahashi2026language": first author's surname, year, first title word. */
export function citationKey(pub: Pick<Publication, 'authors' | 'year' | 'title' | 'id'>): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const first = pub.authors[0] ?? '';
  const surname = ascii(first.includes(',') ? first.split(',')[0]! : (first.split(/\s+/).pop() ?? ''));
  const word = pub.title
    .split(/\s+/)
    .map(ascii)
    .find((w) => w.length > 3 && !['with', 'from', 'into', 'about', 'when', 'what', 'does', 'that', 'this'].includes(w));
  const key = `${surname}${Number.isFinite(pub.year) ? pub.year : ''}${word ?? ''}`;
  return key || ascii(pub.id) || 'publication';
}

/** An author in BibTeX: "LastName, F." stays as is; a name without a comma is braced (an institution). */
function authorToBibtex(author: string): string {
  if (author === ET_AL) return 'others';
  if (author.includes(',')) {
    const [last, ...rest] = author.split(',');
    return `${unicodeToLatex(last!.trim())}, ${unicodeToLatex(rest.join(',').trim())}`.replace(/, $/, '');
  }
  return `{${unicodeToLatex(author.trim())}}`;
}

/** One publication as a BibTeX entry. `key` defaults to citationKey(pub). */
export function publicationToBibtex(pub: Publication, key: string = citationKey(pub)): string {
  // Each type as the entry it is (@book with its publisher, @phdthesis with its school…).
  const kind = publicationTypeRule(pub.type).bibtex;
  const lines: [string, string][] = [];
  const add = (name: string, value: string | undefined, wrap = (v: string) => `{${v}}`) => {
    if (value && value.trim()) lines.push([name, wrap(value)]);
  };
  const authors = pub.authors.map((a) => a.trim()).filter(Boolean);
  add('title', pub.title.trim() ? unicodeToLatex(pub.title.trim()) : '', (v) => `{{${v}}}`);
  add('author', authors.map(authorToBibtex).join(' and '));
  add(kind.venue, pub.journal.trim() ? unicodeToLatex(pub.journal.trim()) : '');
  // The book a chapter appears in: its editors and publisher (a book's own publisher is its venue).
  const editors = (pub.editors ?? []).map((a) => a.trim()).filter(Boolean);
  add('editor', editors.map(authorToBibtex).join(' and '));
  if (kind.venue !== 'publisher') add('publisher', pub.publisher?.trim() ? unicodeToLatex(pub.publisher.trim()) : '');
  if (Number.isFinite(pub.year)) lines.push(['year', String(pub.year)]);
  const month = pub.month !== undefined ? MONTH_MACROS[pub.month - 1] : undefined;
  if (month) lines.push(['month', month]);
  add('volume', pub.volume?.trim() ? unicodeToLatex(pub.volume.trim()) : '');
  add('number', pub.issue?.trim() ? unicodeToLatex(pub.issue.trim()) : '');
  add('pages', pub.pages?.trim() ? unicodeToLatex(pub.pages.trim()) : '');
  if (kind.subtype) add('entrysubtype', kind.subtype);
  const doi = bareDoi(pub.doi ?? '');
  add('doi', /[{}]/.test(doi) ? '' : doi);
  // URLs keep their characters; only braces would break the field (and cannot appear in a valid URL).
  const url = pub.url.trim();
  if (url && !/[{}]/.test(url) && url !== (doi ? `https://doi.org/${doi}` : '')) add('url', url);
  add('abstract', pub.abstract?.trim() ? unicodeToLatex(pub.abstract.trim()) : '');
  add('keywords', pub.keywords.length ? unicodeToLatex(pub.keywords.join(', ')) : '');
  const width = Math.max(...lines.map(([name]) => name.length));
  const body = lines.map(([name, value]) => `  ${name.padEnd(width)} = ${value}`).join(',\n');
  return `@${kind.type}{${key},\n${body}\n}\n`;
}

/** Many publications as one .bib file; citation keys made unique with a, b, c... suffixes. */
export function publicationsToBibtex(pubs: readonly Publication[]): string {
  const used = new Map<string, number>();
  return pubs
    .map((pub) => {
      const base = citationKey(pub);
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const key = count === 0 ? base : `${base}${String.fromCharCode(97 + ((count - 1) % 26))}${count > 26 ? count : ''}`;
      return publicationToBibtex(pub, key);
    })
    .join('\n');
}
