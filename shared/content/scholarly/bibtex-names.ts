/**
 * BibTeX names to the stored author form "Family, Given Names", given names as the file writes
 * them (docs/decisions/071): "Last, First", "von Last, Jr, First",
 * "First von Last", a braced institution ("{Open Science Lab}", "{{World Health Organization}}")
 * and "and others" in any case, which marks a truncated list and is never a person.
 */
import { latexToUnicode } from './latex';
import { fullAuthorForm } from './author-names';

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

/** Splits a BibTeX author list on top-level " and " (never inside braces). */
export function splitNames(value: string): string[] {
  const names: string[] = [];
  const space = (k: number) => k < 0 || k >= value.length || /\s/.test(value[k]!);
  let depth = 0;
  let start = 0;
  for (let k = 0; k < value.length; k += 1) {
    const c = value[k];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (depth === 0 && (c === 'a' || c === 'A') && space(k - 1) && space(k + 3) && value.slice(k, k + 3).toLowerCase() === 'and') {
      names.push(value.slice(start, k));
      start = k + 3;
      k += 2;
    }
  }
  names.push(value.slice(start));
  return names.map((n) => n.trim()).filter(Boolean);
}

/** Marks a truncated author list ("and others"). */
export const ET_AL = 'et al.';


/**
 * One BibTeX name as "Family, Given Names" ("Valdez, André Calero"; initials stay initials). Reads "Last, First",
 * "von Last, Jr, First", "First von Last" and a braced institution name ("{Open Science Lab}").
 */
export function bibtexNameToAuthor(raw: string): string {
  const trimmed = raw.trim();
  if (/^(others|et\.? ?al\.?)$/i.test(trimmed)) return ET_AL;
  // A whole name in braces is an institution: keep it as written.
  if (/^\{[^{}]*\}$/.test(trimmed) || (trimmed.startsWith('{') && skipBalanced(trimmed, 0, '{', '}') === trimmed.length)) {
    return latexToUnicode(trimmed);
  }
  const parts = splitTopLevel(trimmed, ',').map((p) => latexToUnicode(p));
  if (parts.length >= 2) {
    const last = parts[0]!;
    const given = parts.length >= 3 ? parts[2]! : parts[1]!;
    return fullAuthorForm(last, given);
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
  return fullAuthorForm(last, latexToUnicode(words.slice(0, split).join(' ')));
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
