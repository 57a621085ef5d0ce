/**
 * BibTeX in and out. `parseBibtex` reads real-world files (braced and quoted values, `#`
 * concatenation, @string macros, month names, @comment/@preamble, text between entries) and
 * skips a malformed entry with a message while the others still parse. `bibtexToPublication`
 * turns an entry into a publication as the studio would save it; `publicationToBibtex` writes
 * one back, escaped so that reading it again gives the same fields.
 */
import { PUBLICATION_TYPES } from './constants';
import { latexToUnicode, unicodeToLatex } from './latex';
import type { Publication } from './schemas';
import { formatReference } from './citation';
import { bareDoi } from './urls';

export interface BibEntry {
  /** Entry type, lower case ("article", "inproceedings", ...). */
  type: string;
  key: string;
  /** Field names in lower case; values still in LaTeX (decode with latexToUnicode). */
  fields: Record<string, string>;
  /** 1-based line of the entry's "@". */
  line: number;
}

export interface BibProblem {
  line: number;
  /** The entry's key when it could be read. */
  key?: string;
  message: string;
}

export interface BibParseResult {
  entries: BibEntry[];
  problems: BibProblem[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

class BibSyntaxError extends Error {}

/** Reads every entry of a BibTeX text. Never throws: a broken entry becomes a problem. */
export function parseBibtex(text: string): BibParseResult {
  const macros = new Map<string, string>(MONTHS.map((m, i) => [m, MONTH_NAMES[i]!]));
  const entries: BibEntry[] = [];
  const problems: BibProblem[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  let pos = 0;

  while (pos < text.length) {
    const at = text.indexOf('@', pos);
    if (at < 0) break;
    const start = at;
    let i = at + 1;
    const typeMatch = /^\s*([a-zA-Z][\w-]*)\s*/.exec(text.slice(i));
    if (!typeMatch) {
      // A stray "@" in free text (an e-mail address in a comment): not an entry.
      pos = at + 1;
      continue;
    }
    const type = typeMatch[1]!.toLowerCase();
    i += typeMatch[0].length;
    const open = text[i];
    if (open !== '{' && open !== '(') {
      // "@word" not followed by a brace is free text (an address in a comment), as BibTeX reads it.
      pos = i;
      continue;
    }
    const close = open === '{' ? '}' : ')';
    if (type === 'comment') {
      pos = skipBalanced(text, i, open, close) ?? text.length;
      continue;
    }
    let key: string | undefined;
    try {
      i += 1;
      if (type === 'preamble') {
        const end = skipBalanced(text, i - 1, open, close);
        if (end === null) throw new BibSyntaxError('The @preamble is not closed');
        pos = end;
        continue;
      }
      if (type === 'string') {
        const [name, value, next] = readField(text, i, macros);
        macros.set(name, value);
        i = skipSpace(text, next);
        if (text[i] === ',') i = skipSpace(text, i + 1);
        if (text[i] !== close) throw new BibSyntaxError(`Expected "${close}" to end the @string`);
        pos = i + 1;
        continue;
      }
      const keyMatch = /^\s*([^\s,{}()"=#%]+)\s*,/.exec(text.slice(i));
      if (!keyMatch) {
        const bare = /^\s*([^\s,{}()"=#%]+)\s*[})]/.exec(text.slice(i));
        if (bare) throw new BibSyntaxError(`Entry ${bare[1]} has no fields`);
        throw new BibSyntaxError('The entry has no citation key');
      }
      key = keyMatch[1]!;
      i += keyMatch[0].length;
      const fields: Record<string, string> = {};
      for (;;) {
        i = skipSpace(text, i);
        if (text[i] === close) {
          i += 1;
          break;
        }
        if (i >= text.length) throw new BibSyntaxError(`Entry ${key} is not closed`);
        const [name, value, next] = readField(text, i, macros);
        fields[name] = value;
        i = skipSpace(text, next);
        if (text[i] === ',') i += 1;
        else if (text[i] !== close) throw new BibSyntaxError(`Missing "," after field ${name} in entry ${key}`);
      }
      entries.push({ type, key, fields, line: lineAt(start) });
      pos = i;
    } catch (error) {
      if (!(error instanceof BibSyntaxError)) throw error;
      problems.push({ line: lineAt(start), key, message: `${error.message}; the entry was skipped.` });
      // Resume at the next entry that starts a line, so one broken entry costs only itself.
      const next = /\n\s*@/.exec(text.slice(at + 1));
      pos = next ? at + 1 + next.index + 1 : text.length;
    }
  }
  return { entries, problems };
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i += 1;
  return i;
}

/** Index just after the group opened at `i`, or null when it never closes. */
function skipBalanced(text: string, i: number, open: string, close: string): number | null {
  let depth = 0;
  for (let k = i; k < text.length; k += 1) {
    if (text[k] === open) depth += 1;
    else if (text[k] === close) {
      depth -= 1;
      if (depth === 0) return k + 1;
    }
  }
  return null;
}

/** Reads `name = value # value ...` at `i`; returns the lower-cased name, the raw LaTeX value and the next index. */
function readField(text: string, i: number, macros: Map<string, string>): [string, string, number] {
  const nameMatch = /^\s*([a-zA-Z][\w:.+/-]*)\s*=\s*/.exec(text.slice(i));
  if (!nameMatch) {
    const near = text.slice(i, i + 20).split('\n')[0]!.trim();
    throw new BibSyntaxError(`Expected "name = value" at "${near}"`);
  }
  const name = nameMatch[1]!.toLowerCase();
  i += nameMatch[0].length;
  let value = '';
  for (;;) {
    i = skipSpace(text, i);
    const ch = text[i];
    if (ch === '{') {
      const end = skipBalanced(text, i, '{', '}');
      if (end === null) throw new BibSyntaxError(`Unbalanced braces in field ${name}`);
      value += text.slice(i + 1, end - 1);
      i = end;
    } else if (ch === '"') {
      let depth = 0;
      let k = i + 1;
      for (; k < text.length; k += 1) {
        const c = text[k];
        if (c === '\\') k += 1;
        else if (c === '{') depth += 1;
        else if (c === '}') depth -= 1;
        else if (c === '"' && depth === 0) break;
      }
      if (k >= text.length) throw new BibSyntaxError(`Unclosed quote in field ${name}`);
      value += text.slice(i + 1, k);
      i = k + 1;
    } else {
      const word = /^[^\s,{}()"#=]+/.exec(text.slice(i));
      if (!word) throw new BibSyntaxError(`Field ${name} has no value`);
      const token = word[0];
      if (/^\d+$/.test(token)) value += token;
      else {
        const macro = macros.get(token.toLowerCase());
        if (macro === undefined) throw new BibSyntaxError(`Unknown @string macro "${token}" in field ${name}`);
        value += macro;
      }
      i += token.length;
    }
    i = skipSpace(text, i);
    if (text[i] === '#') {
      i += 1;
      continue;
    }
    return [name, value, i];
  }
}

/* ---------------------------------------------------------------- names */

/** Splits a BibTeX author list on top-level " and " (never inside braces). */
export function splitNames(value: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  const words = value.split(/(\s+|[{}])/);
  for (let k = 0; k < words.length; k += 1) {
    const part = words[k]!;
    if (part === '{') depth += 1;
    if (part === '}') depth -= 1;
    if (depth === 0 && part.toLowerCase() === 'and' && /^\s*$/.test(words[k - 1] ?? ' ') && /^\s+$/.test(words[k + 1] ?? ' ')) {
      names.push(current);
      current = '';
      continue;
    }
    current += part;
  }
  names.push(current);
  return names.map((n) => n.trim()).filter(Boolean);
}

/** Marks a truncated author list ("and others"). */
export const ET_AL = 'et al.';

/** Initials of given names: "Jean-Paul Marie" -> "J.-P. M." */
function initialsOf(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => (/^[A-Z]\.?$/i.test(part) ? `${part[0]!.toUpperCase()}.` : `${[...part][0]!.toUpperCase()}.`))
        .join('-'),
    )
    .join(' ');
}

/**
 * One BibTeX name in the spec's author form "LastName, F.". Reads "Last, First",
 * "von Last, Jr, First", "First von Last" and a braced institution name ("{Open Science Lab}").
 */
export function bibtexNameToAuthor(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.toLowerCase() === 'others') return ET_AL;
  // A whole name in braces is an institution: keep it as written.
  if (/^\{[^{}]*\}$/.test(trimmed) || (trimmed.startsWith('{') && skipBalanced(trimmed, 0, '{', '}') === trimmed.length)) {
    return latexToUnicode(trimmed);
  }
  const parts = splitTopLevel(trimmed, ',').map((p) => latexToUnicode(p));
  if (parts.length >= 2) {
    const last = parts[0]!;
    const given = parts.length >= 3 ? parts[2]! : parts[1]!;
    const initials = initialsOf(given);
    return initials ? `${last}, ${initials}` : last;
  }
  // "First von Last": the surname starts at the first lower-case word (von, van der, de) or is the last word.
  const words = splitTopLevel(trimmed, ' ').filter(Boolean);
  if (words.length === 1) return latexToUnicode(words[0]!);
  let split = words.length - 1;
  for (let k = 1; k < words.length - 1; k += 1) {
    if (/^[a-z]/.test(latexToUnicode(words[k]!))) {
      split = k;
      break;
    }
  }
  const last = latexToUnicode(words.slice(split).join(' '));
  const initials = initialsOf(latexToUnicode(words.slice(0, split).join(' ')));
  return initials ? `${last}, ${initials}` : last;
}

/** Splits on `sep` outside braces. */
function splitTopLevel(value: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '{') depth += 1;
    if (ch === '}') depth -= 1;
    if (ch === sep && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/* ------------------------------------------------------ entry <-> publication */

const PREPRINT_VENUE = /arxiv|biorxiv|psyarxiv|medrxiv|osf preprints|preprint|ssrn/i;

/** The spec's publication type for a BibTeX entry. */
export function publicationTypeOf(entry: BibEntry): string {
  const sub = latexToUnicode(entry.fields.entrysubtype ?? entry.fields.pubtype ?? '').toLowerCase();
  if ((PUBLICATION_TYPES as readonly string[]).includes(sub)) return sub;
  const venue = latexToUnicode(entry.fields.journal ?? entry.fields.journaltitle ?? entry.fields.booktitle ?? entry.fields.howpublished ?? entry.fields.publisher ?? '');
  const isPreprint = Boolean(entry.fields.eprint || entry.fields.archiveprefix) || PREPRINT_VENUE.test(venue);
  switch (entry.type) {
    case 'article':
      return isPreprint ? 'preprint' : 'journal article';
    case 'inproceedings':
    case 'conference':
    case 'proceedings':
      return /workshop/i.test(venue) ? 'workshop contribution' : 'conference proceeding';
    case 'incollection':
    case 'inbook':
      return 'book chapter';
    case 'book':
    case 'booklet':
      return 'book';
    case 'phdthesis':
    case 'mastersthesis':
    case 'thesis':
      return 'thesis';
    case 'unpublished':
      return 'preprint';
    case 'online':
    case 'misc':
    case 'techreport':
    case 'report':
      return isPreprint || entry.type === 'online' || entry.type === 'misc' ? 'preprint' : 'journal article';
    default:
      return 'journal article';
  }
}

const field = (entry: BibEntry, ...names: string[]): string => {
  for (const name of names) {
    const value = entry.fields[name];
    if (value !== undefined && value.trim() !== '') return latexToUnicode(value);
  }
  return '';
};

/** A verbatim field (url, doi): outer braces gone, escaped specials unescaped, no LaTeX decoding. */
const rawField = (entry: BibEntry, name: string): string =>
  (entry.fields[name] ?? '')
    .replace(/[{}]/g, '')
    .replace(/\\([_%&#$~])/g, '$1')
    .trim();

/** The year of an entry from `year` or a biblatex `date` ("2021-05-03"). NaN when none. */
function yearOf(entry: BibEntry): number {
  const match = /\d{4}/.exec(field(entry, 'year', 'date'));
  return match ? Number(match[0]) : Number.NaN;
}

/** A BibTeX entry as the publication the studio would save (id "new"; validate before saving). */
export function bibtexToPublication(entry: BibEntry): Publication {
  const type = publicationTypeOf(entry);
  const venue =
    type === 'thesis'
      ? field(entry, 'school', 'institution', 'publisher')
      : type === 'book'
        ? field(entry, 'publisher', 'series', 'howpublished')
        : field(entry, 'journal', 'journaltitle', 'booktitle', 'howpublished', 'publisher', 'institution', 'eprinttype', 'archiveprefix');
  const rawAuthors = entry.fields.author ?? entry.fields.editor ?? '';
  const authors = splitNames(rawAuthors).map(bibtexNameToAuthor).filter(Boolean);
  const doi = bareDoi(rawField(entry, 'doi'));
  const url = rawField(entry, 'url') || (doi ? `https://doi.org/${doi}` : '');
  const keywords = field(entry, 'keywords')
    .split(/[;,]/)
    .map((k) => k.trim())
    .filter(Boolean);
  const pub: Publication = {
    id: 'new',
    title: field(entry, 'title').replace(/\.$/, ''),
    journal: venue,
    year: yearOf(entry),
    type,
    authors,
    citation: '',
    doi: doi || undefined,
    url,
    abstract: field(entry, 'abstract') || undefined,
    keywords: [...new Set(keywords)],
    projectIds: [],
    softwareIds: [],
  };
  if (!pub.doi) delete pub.doi;
  if (!pub.abstract) delete pub.abstract;
  pub.citation = formatReference(pub);
  return pub;
}

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

const ENTRY_TYPES: Record<string, { type: string; venue: string; subtype?: string }> = {
  'journal article': { type: 'article', venue: 'journal' },
  'conference proceeding': { type: 'inproceedings', venue: 'booktitle' },
  'workshop contribution': { type: 'inproceedings', venue: 'booktitle', subtype: 'workshop contribution' },
  'book chapter': { type: 'incollection', venue: 'booktitle' },
  book: { type: 'book', venue: 'publisher' },
  commentary: { type: 'article', venue: 'journal', subtype: 'commentary' },
  preprint: { type: 'unpublished', venue: 'howpublished' },
  thesis: { type: 'phdthesis', venue: 'school' },
};

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
  const kind = ENTRY_TYPES[pub.type] ?? { type: 'misc', venue: 'howpublished' };
  const lines: [string, string][] = [];
  const add = (name: string, value: string | undefined, wrap = (v: string) => `{${v}}`) => {
    if (value && value.trim()) lines.push([name, wrap(value)]);
  };
  const authors = pub.authors.map((a) => a.trim()).filter(Boolean);
  add('title', pub.title.trim() ? unicodeToLatex(pub.title.trim()) : '', (v) => `{{${v}}}`);
  add('author', authors.map(authorToBibtex).join(' and '));
  add(kind.venue, pub.journal.trim() ? unicodeToLatex(pub.journal.trim()) : '');
  if (Number.isFinite(pub.year)) lines.push(['year', String(pub.year)]);
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
