/**
 * The spec's author form "LastName, F." built one way everywhere: from a member's name, a
 * BibTeX name, a Crossref or ORCID contributor.
 */

/** Initials of given names: "Jean-Paul Marie" -> "J.-P. M." */
export function initialsOf(given: string): string {
  return given
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
