/**
 * The BibTeX scanner: one pass over the text, linear in its size and never recursive.
 * Entry lines come from an index built once (line breaks LF, CRLF or CR), and an entry's
 * extent is bounded by the next line that starts with "@", so an unclosed brace costs only
 * its own entry. Inside an entry a malformed field loses that field, not the entry; an
 * undefined @string gives an empty value and a warning, as BibTeX itself does. `crossref`
 * parents lend their fields to their children (a proceedings' title becomes the booktitle).
 */
import { preambleMacros, type LatexMacros } from './latex-macros';

export interface BibEntry {
  /** Entry type, lower case ("article", "inproceedings", ...). */
  type: string;
  key: string;
  /** Field names in lower case; values still in LaTeX (decode with latexToUnicode). */
  fields: Record<string, string>;
  /** 1-based line of the entry's "@". */
  line: number;
  /** What the reader had to repair or leave out in this entry (it is still imported). */
  warnings: string[];
  /** Set when other entries inherit fields from this one through `crossref`. */
  crossrefTarget?: boolean;
  /** The text macros the file's @preamble defines (one map shared by its entries); absent when none. */
  macros?: LatexMacros;
}

export interface BibProblem {
  line: number;
  /** The entry's key when it could be read. */
  key?: string;
  message: string;
}

export interface BibParseResult {
  entries: BibEntry[];
  /** Entries that could not be read at all (skipped). */
  problems: BibProblem[];
  /** Notes about the file outside entries (@string, @preamble). */
  notes: BibProblem[];
  /** The raw text of each @preamble. */
  preamble: string[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

class BibSyntaxError extends Error {}

/**
 * Limits that keep a small file from growing without bound (docs/decisions/067): "@string"
 * values may refer to each other, so twenty lines that each double the last would ask for
 * gigabytes. A value (a field or an @string) past VALUE_LIMIT characters, or macro text past
 * EXPANSION_LIMIT characters copied over the whole file, makes its entry a problem; the rest of
 * the file is read as usual. Checked before each copy, so the long text is never built.
 */
export const BIBTEX_LIMITS = { value: 100_000, expansion: 5_000_000, macros: 10_000 } as const;
const formatCount = (count: number) => count.toLocaleString('en-US');

/** Start offsets of every line, built once; `lineOf` is a binary search. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) this.starts.push(k + 1);
  }
  /** 1-based line of the character at `offset`. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

/** One line break per CRLF, CR (old Mac) or LF, and no byte-order mark: line numbers stay true. */
export function normalizeBibText(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
}

const TYPE = /[ \t\n]*([a-zA-Z][\w-]*)[ \t\n]*/y;
const KEY = /[^\s,{}()"=#%]*/y;
const NAME = /[^\s=,{}()"#%']+/y;
const TOKEN = /[^\s,{}()"#=]+/y;
const [OPEN, CLOSE, QUOTE, BACKSLASH] = [123, 125, 34, 92];
const near = (text: string, i: number) => text.slice(i, i + 24).split('\n')[0]!.trim();

function execAt(re: RegExp, text: string, i: number): string | null {
  re.lastIndex = i;
  const match = re.exec(text);
  return match ? match[0] : null;
}

/** Reads every entry of a BibTeX text. Never throws: a broken entry becomes a problem, a broken field a warning. */
export function parseBibtex(input: string): BibParseResult {
  const text = normalizeBibText(input);
  const n = text.length;
  const lines = new LineIndex(text);
  const macros = new Map<string, string>(MONTHS.map((m, i) => [m, MONTH_NAMES[i]!]));
  /** @string names whose value was past a limit: using one is a problem, never an empty field. */
  const refusedMacros = new Set<string>();
  let expanded = 0;
  const result: BibParseResult = { entries: [], problems: [], notes: [], preamble: [] };
  // Lines that start with "@" bound each entry, so an unclosed brace cannot swallow the file.
  const headers: number[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let k = at - 1;
    while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k -= 1;
    if (k < 0 || text[k] === '\n') headers.push(at);
  }
  let h = 0;

  const isSpace = (c: number) => c === 32 || c === 9 || c === 10;
  const skipSpace = (i: number, limit: number) => {
    while (i < limit && isSpace(text.charCodeAt(i))) i += 1;
    return i;
  };
  /** Index after the "{...}" at `i`, or -1 when it is not closed before `limit`. */
  const closeBrace = (i: number, limit: number) => {
    let depth = 0;
    for (let k = i; k < limit; k += 1) {
      const c = text.charCodeAt(k);
      if (c === OPEN) depth += 1;
      else if (c === CLOSE && --depth === 0) return k + 1;
    }
    return -1;
  };
  /** Index of the next "," or `close` outside braces and quotes (to skip a malformed field), or -1. */
  const nextSeparator = (i: number, limit: number, close: string) => {
    let depth = 0;
    let quoted = false;
    for (let k = i; k < limit; k += 1) {
      const c = text[k];
      if (c === '{') depth += 1;
      else if (c === '}' && depth > 0) depth -= 1;
      else if (c === '"' && depth === 0) quoted = !quoted;
      else if (depth === 0 && !quoted && (c === ',' || c === close)) return k;
    }
    return -1;
  };
  /** Reads `part # part ...` at `i`; returns the raw LaTeX value and the next index, or null when malformed. */
  const readValue = (i: number, limit: number, field: string, warn: (message: string) => void): [string, number] | null => {
    let value = '';
    // The length is checked before each copy, inline: a closure that appended to `value` put it
    // in a heap context and made parsing about 45% slower.
    let part: string;
    for (;;) {
      i = skipSpace(i, limit);
      const c = text[i];
      if (c === '{') {
        const end = closeBrace(i, limit);
        if (end < 0) throw new BibSyntaxError(`Unbalanced braces in field ${field}`);
        part = text.slice(i + 1, end - 1);
        i = end;
      } else if (c === '"') {
        let depth = 0;
        let k = i + 1;
        for (; k < limit; k += 1) {
          const q = text.charCodeAt(k);
          if (q === BACKSLASH) k += 1;
          else if (q === OPEN) depth += 1;
          else if (q === CLOSE) depth -= 1;
          else if (q === QUOTE && depth === 0) break;
        }
        if (k >= limit) throw new BibSyntaxError(`Unclosed quote in field ${field}`);
        part = text.slice(i + 1, k);
        i = k + 1;
      } else {
        const token = execAt(TOKEN, text, i);
        if (!token || i >= limit) return null;
        if (/^\d+$/.test(token)) part = token;
        else {
          const name = token.toLowerCase();
          const macro = macros.get(name);
          if (refusedMacros.has(name)) throw new BibSyntaxError(`@string "${token}" was too long to read, so field ${field} cannot be`);
          if (macro === undefined) {
            warn(`@string "${token}" is not defined: field ${field} was left empty there`);
            part = '';
          } else {
            if (expanded + macro.length > BIBTEX_LIMITS.expansion)
              throw new BibSyntaxError(`The file's @string values add up to more than ${formatCount(BIBTEX_LIMITS.expansion)} characters at field ${field}`);
            expanded += macro.length;
            part = macro;
          }
        }
        i += token.length;
      }
      if (value.length + part.length > BIBTEX_LIMITS.value) throw new BibSyntaxError(`Field ${field} is longer than ${formatCount(BIBTEX_LIMITS.value)} characters`);
      value += part;
      i = skipSpace(i, limit);
      if (text[i] !== '#') return [value, i];
      i += 1;
    }
  };

  let pos = 0;
  while (pos < n) {
    const at = text.indexOf('@', pos);
    if (at < 0) break;
    const typeText = execAt(TYPE, text, at + 1);
    if (typeText === null) {
      pos = at + 1; // a stray "@" in free text (an e-mail address in a comment)
      continue;
    }
    TYPE.lastIndex = at + 1;
    const type = TYPE.exec(text)![1]!.toLowerCase();
    let i = at + 1 + typeText.length;
    const open = text[i];
    if (open !== '{' && open !== '(') {
      pos = i; // "@word" not followed by a brace is free text, as BibTeX reads it
      continue;
    }
    const close = open === '{' ? '}' : ')';
    while (h < headers.length && headers[h]! <= at) h += 1;
    const limit = h < headers.length ? headers[h]! : n;
    const line = lines.lineOf(at);
    if (type === 'comment') {
      const end = open === '{' ? closeBrace(i, limit) : text.indexOf(')', i);
      pos = end < 0 || end > limit ? limit : end;
      continue;
    }
    let key: string | undefined;
    try {
      i += 1;
      if (type === 'preamble' || type === 'string') {
        const note = (message: string) => result.notes.push({ line, message });
        let name = '';
        if (type === 'string') {
          i = skipSpace(i, limit);
          name = execAt(NAME, text, i) ?? '';
          i = skipSpace(i + name.length, limit);
          if (!name || text[i] !== '=') throw new BibSyntaxError('Expected "name = value" in @string');
          i += 1;
        }
        let read: [string, number] | null;
        try {
          read = readValue(i, limit, name || 'preamble', note);
        } catch (error) {
          // A refused @string stays refused: an entry that uses it is a problem, not an empty field.
          if (type === 'string' && error instanceof BibSyntaxError) {
            refusedMacros.add(name.toLowerCase());
            macros.delete(name.toLowerCase());
          }
          throw error;
        }
        if (!read) throw new BibSyntaxError(`The @${type} has no value`);
        if (type === 'string' && !macros.has(name.toLowerCase()) && macros.size >= BIBTEX_LIMITS.macros) {
          refusedMacros.add(name.toLowerCase());
          throw new BibSyntaxError(`The file defines more than ${formatCount(BIBTEX_LIMITS.macros)} @string values`);
        }
        if (type === 'string') {
          macros.set(name.toLowerCase(), read[0]);
          refusedMacros.delete(name.toLowerCase());
        }
        else result.preamble.push(read[0]);
        i = skipSpace(read[1], limit);
        if (text[i] !== close) throw new BibSyntaxError(`Expected "${close}" to end the @${type}`);
        pos = i + 1;
        continue;
      }
      const warnings: string[] = [];
      const warn = (message: string) => warnings.push(message);
      i = skipSpace(i, limit);
      key = execAt(KEY, text, i) ?? '';
      const afterKey = skipSpace(i + key.length, limit);
      if (text[afterKey] === '=') {
        // "@article{title = ..." : no key, the fields start at once.
        warn('The entry has no citation key');
        key = '';
      } else {
        i = afterKey;
        if (text[i] === close) throw new BibSyntaxError(`Entry ${key} has no fields`);
        if (text[i] !== ',') throw new BibSyntaxError(key ? `Expected "," after the key ${key}` : 'The entry has no citation key');
        i += 1;
      }
      const fields: Record<string, string> = {};
      for (;;) {
        while (i < limit && (isSpace(text.charCodeAt(i)) || text[i] === ',')) i += 1;
        if (i >= limit) throw new BibSyntaxError(`Entry ${key} is not closed (a brace or a quote is missing)`);
        if (text[i] === close) {
          i += 1;
          break;
        }
        const name = execAt(NAME, text, i);
        const eq = name ? skipSpace(i + name.length, limit) : i;
        const read = name && text[eq] === '=' ? readValue(eq + 1, limit, name.toLowerCase(), warn) : null;
        if (!name || !read) {
          warn(`A malformed field at "${near(text, i)}" was left out`);
          const skip = nextSeparator(i + 1, limit, close);
          if (skip < 0) throw new BibSyntaxError(`Entry ${key} is not closed (a brace or a quote is missing)`);
          i = skip;
          continue;
        }
        const lower = name.toLowerCase();
        if (lower in fields) warn(`Field ${lower} appears twice; the first value was kept`);
        else fields[lower] = read[0];
        i = skipSpace(read[1], limit);
        if (text[i] !== ',' && text[i] !== close) {
          warn(`Missing "," after field ${lower}`);
          const skip = nextSeparator(i, limit, close);
          if (skip < 0) throw new BibSyntaxError(`Entry ${key} is not closed (a brace or a quote is missing)`);
          i = skip;
        }
      }
      result.entries.push({ type, key, fields, line, warnings });
      pos = i;
    } catch (error) {
      if (!(error instanceof BibSyntaxError)) throw error;
      const message = `${error.message}; the entry was skipped.`;
      (type === 'string' || type === 'preamble' ? result.notes : result.problems).push({ line, key: key || undefined, message });
      pos = limit > at ? limit : at + 1;
    }
  }
  applyCrossrefs(result.entries);
  const defined = preambleMacros(result.preamble, BIBTEX_LIMITS.macros);
  if (defined.size > 0) for (const entry of result.entries) entry.macros = defined;
  return result;
}

/** Fields a crossref child never takes from its parent (they describe the parent itself). */
const NOT_INHERITED = new Set(['title', 'subtitle', 'titleaddon', 'shorttitle', 'sorttitle', 'indextitle', 'ids', 'crossref', 'xref', 'entryset', 'related', 'doi', 'url', 'abstract', 'file', 'eprint', 'eprinttype', 'archiveprefix', 'note', 'annote', 'pages', 'keywords']);

/** BibTeX/biblatex `crossref`: missing fields come from the parent, its title as the booktitle (or journal). */
function applyCrossrefs(entries: BibEntry[]): void {
  const byKey = new Map<string, BibEntry>();
  for (const entry of entries) if (entry.key && !byKey.has(entry.key.toLowerCase())) byKey.set(entry.key.toLowerCase(), entry);
  for (const entry of entries) {
    const seen = new Set<BibEntry>([entry]);
    let parentKey = entry.fields.crossref?.trim();
    while (parentKey) {
      const parent = byKey.get(parentKey.toLowerCase());
      if (!parent || seen.has(parent)) {
        if (!parent) entry.warnings.push(`The crossref entry "${parentKey}" is not in the file`);
        break;
      }
      seen.add(parent);
      parent.crossrefTarget = true;
      const titleAs = parent.type === 'periodical' ? 'journaltitle' : 'booktitle';
      if (parent.fields.title !== undefined && entry.fields[titleAs] === undefined && entry.fields.booktitle === undefined) entry.fields[titleAs] = parent.fields.title;
      for (const [name, value] of Object.entries(parent.fields)) {
        if (!NOT_INHERITED.has(name) && entry.fields[name] === undefined) entry.fields[name] = value;
      }
      parentKey = parent.fields.crossref?.trim();
    }
  }
}
