/** ORCID iDs: checksum, normal form and link (no schema; the public pages use orcidUrl). The works API: orcid.ts. */

/** The ISO 7064 MOD 11-2 check character of the first 15 digits of an ORCID iD. */
export function orcidCheckCharacter(digits15: string): string {
  let total = 0;
  for (const digit of digits15) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** "0000-0002-1825-0097" from an iD or its orcid.org URL; null when the form or checksum is wrong. */
export function normalizeOrcid(value: string): string | null {
  const bare = value
    .trim()
    .replace(/^https?:\/\/(www\.)?orcid\.org\//i, '')
    .toUpperCase();
  const match = /^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/.exec(bare);
  if (!match) return null;
  const digits = match.slice(1).join('');
  if (orcidCheckCharacter(digits.slice(0, 15)) !== digits[15]) return null;
  return `${match[1]}-${match[2]}-${match[3]}-${match[4]}`;
}

export const ORCID_MESSAGE =
  'Please enter a valid ORCID iD (16 digits such as 0000-0000-0000-0000, last digit may be X)';

export function orcidUrl(value: string | undefined): string | null {
  const id = value ? normalizeOrcid(value) : null;
  return id ? `https://orcid.org/${id}` : null;
}
