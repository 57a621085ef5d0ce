/**
 * The lab's postal address and e-mail addresses, from the lab profile (docs/decisions/050): the
 * contact page shows the profile's address lines, and the structured data (Organization,
 * JobPosting) reads the same lines, split into schema.org's parts here.
 */
import { labAddressLines, type LabProfile } from '../model/lab-profile';

export interface LabContact {
  email: string;
  pressEmail: string;
  address: {
    /** Lines above the street: the lab, the department, the building. */
    recipient: string[];
    streetAddress: string;
    postalCode: string;
    locality: string;
    country: string;
    /** ISO 3166-1 alpha-2, as schema.org's addressCountry expects ('' when unknown). */
    countryCode: string;
  } | null;
}

const COUNTRY_CODES: Record<string, string> = {
  norway: 'NO',
  sweden: 'SE',
  denmark: 'DK',
  finland: 'FI',
  iceland: 'IS',
  germany: 'DE',
  austria: 'AT',
  switzerland: 'CH',
  netherlands: 'NL',
  'the netherlands': 'NL',
  belgium: 'BE',
  france: 'FR',
  spain: 'ES',
  portugal: 'PT',
  italy: 'IT',
  ireland: 'IE',
  'united kingdom': 'GB',
  uk: 'GB',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  canada: 'CA',
  australia: 'AU',
  'new zealand': 'NZ',
  japan: 'JP',
  poland: 'PL',
  'czech republic': 'CZ',
  czechia: 'CZ',
  estonia: 'EE',
};

/** A country's ISO code from its English name or its code ('' when unknown). */
export function countryCodeOf(country: string): string {
  const value = country.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  return COUNTRY_CODES[value.toLowerCase()] ?? '';
}

/**
 * The profile's address lines as parts: the last line is "postal code locality, country" (or the
 * country on a line of its own), the line above it the street, the ones above that the recipient.
 */
export function labContact(profile: LabProfile): LabContact {
  const lines = labAddressLines(profile);
  const contact = { email: profile.contact.email.trim(), pressEmail: profile.contact.pressEmail.trim() };
  if (lines.length === 0) return { ...contact, address: null };
  const rest = [...lines];
  let last = rest.pop() ?? '';
  let country = '';
  const comma = last.lastIndexOf(',');
  if (comma >= 0) {
    country = last.slice(comma + 1).trim();
    last = last.slice(0, comma).trim();
  } else if (countryCodeOf(last) && rest.length > 0) {
    country = last;
    last = rest.pop() ?? '';
  }
  const codeFirst = /^(\S*\d\S*)\s+(.+)$/.exec(last);
  const codeLast = /^(.+?)\s+(\S*\d\S*)$/.exec(last);
  const [postalCode, locality] = codeFirst ? [codeFirst[1]!, codeFirst[2]!] : codeLast ? [codeLast[2]!, codeLast[1]!] : ['', last];
  const streetAddress = rest.pop() ?? '';
  return {
    ...contact,
    address: { recipient: rest, streetAddress, postalCode, locality: locality.trim(), country, countryCode: countryCodeOf(country) },
  };
}
