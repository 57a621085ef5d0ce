/**
 * Author names, stored as the source writes them: "Family, Given Names" ("Valdez, André Calero"),
 * or "Family, G." where the source gives initials only (docs/decisions/071). Built one way
 * everywhere (a member's name, a BibTeX name, a Crossref, DataCite or ORCID contributor) and
 * shown in full or as initials by `formatAuthorName`.
 */

/** A given-name word that is a run of capitals without periods: initials, as some exports write them ("Taub, AH"). */
const INITIALS_RUN = /^\p{Lu}{2,3}$/u;

/** Given names with each run of initials written out: "AH" -> "A. H.", "Jean AH" -> "Jean A. H.". */
export function spelledInitials(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (INITIALS_RUN.test(word) ? [...word].map((letter) => `${letter}.`).join(' ') : word))
    .join(' ');
}

/** Initials of given names: "Jean-Paul Marie" -> "J.-P. M.", "AH" -> "A. H." */
export function initialsOf(given: string): string {
  return spelledInitials(given)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => `${[...part][0]!.toUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

/** "Lovelace, A." from a surname and given names; the surname alone without given names. */
export function authorForm(surname: string, given = ''): string {
  const initials = initialsOf(given);
  const last = surname.trim();
  return initials ? `${last}, ${initials}` : last;
}

/** "Lovelace, Ada King" from a surname and given names as written; the surname alone without given names. */
export function fullAuthorForm(surname: string, given = ''): string {
  const last = surname.replace(/\s+/g, ' ').trim();
  const first = given.replace(/\s+/g, ' ').trim();
  return first ? `${last}, ${first}` : last;
}

export interface AuthorNameParts {
  family: string;
  /** Given names as written (full or initials); '' when the source gives none. */
  given: string;
}

/**
 * The parts of a stored author name: "Family, Given" (a third part, "Family, Jr, Given", keeps the
 * given names); without a comma "Given Family" by its last word, and a single word is a family name.
 */
export function authorNameParts(author: string): AuthorNameParts {
  const text = author.replace(/\s+/g, ' ').trim();
  if (text.includes(',')) {
    const parts = text.split(',').map((part) => part.trim());
    return { family: parts[0]!, given: (parts.length >= 3 ? parts[2]! : parts[1]!) ?? '' };
  }
  const words = text.split(' ');
  const family = words.pop() ?? '';
  return { family, given: words.join(' ') };
}

export type AuthorNameForm = 'full' | 'initials';

/**
 * An author as a page or a citation style shows it: "full" as stored ("Valdez, André Calero"),
 * "initials" with the given names shortened ("Valdez, A. C."). A name written without a comma
 * (an institution, "et al.") is shown as written in either form.
 */
export function formatAuthorName(author: string, form: AuthorNameForm): string {
  if (form === 'full') return author.replace(/\s+/g, ' ').trim();
  // A library names the same people again and again (a 3,000-entry import shortens each name
  // once rather than once per paper); bounded, so a long session's memory stays small.
  let short = initialsOfName.get(author);
  if (short === undefined) {
    const text = author.replace(/\s+/g, ' ').trim();
    if (text.includes(',')) {
      const { family, given } = authorNameParts(text);
      short = authorForm(family, given);
    } else short = text;
    if (initialsOfName.size >= INITIALS_MEMO_LIMIT) initialsOfName.clear();
    initialsOfName.set(author, short);
  }
  return short;
}
const INITIALS_MEMO_LIMIT = 5000;
const initialsOfName = new Map<string, string>();
