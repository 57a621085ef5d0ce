/**
 * The lab's profile (docs/decisions/050): who the lab is and every text of the site that is
 * not a list item — names, institution, brand colour, the home page's hero and mission, the
 * intro line of each list page, the contact page, links, footer and share image. One content
 * record, stored under the `labProfile` key and published as shared/content/seed/labProfile.ts.
 *
 * Pure: no schema here, so visitors' pages can read the profile without zod; the schema is
 * lab-profile-schema.ts and the editor's checks, with the messages staff read, are `validateLabProfile` (profile-rules.ts).
 */
import type { CitationStyle } from '../scholarly/citation-styles';
import { COLLECTION_FACTS, type CollectionFacts } from './collection-facts';
import { DEFAULT_BRAND_COLOR } from './constants';
import type { Translations } from './languages';
import type { PublicationDisplay } from '../scholarly/publication-display';

type Facts = typeof COLLECTION_FACTS;
/** A section of the site: the `sectionKey` of a collection that has one (./collection-facts.ts). */
export type SectionKey = { [K in keyof Facts]: Facts[K] extends { sectionKey: infer S extends string } ? S : never }[keyof Facts];
/**
 * The sections every stored profile names. A section added since is absent from a profile
 * written before it ("automatic"), so such a profile exports unchanged (docs/decisions/085).
 */
export const STORED_SECTION_KEYS = ['news', 'research', 'publications', 'software', 'team', 'joinUs'] as const satisfies readonly SectionKey[];
export type StoredSectionKey = (typeof STORED_SECTION_KEYS)[number];
/** Every section: the stored ones, then those of the collections registered since, in the table's order (docs/decisions/091). */
export const SECTION_KEYS: readonly SectionKey[] = [
  ...STORED_SECTION_KEYS,
  ...Object.values(COLLECTION_FACTS).flatMap((facts: CollectionFacts) =>
    facts.sectionKey && !(STORED_SECTION_KEYS as readonly string[]).includes(facts.sectionKey) ? [facts.sectionKey as SectionKey] : [],
  ),
];
/** Each section's visibility: the stored ones always named, a later one only once chosen. */
export type SectionChoices = Record<StoredSectionKey, SectionVisibility> & { [K in SectionKey]?: SectionVisibility };
export const SECTION_VISIBILITY = ['automatic', 'always', 'hide'] as const;
export type SectionVisibility = (typeof SECTION_VISIBILITY)[number];

/** Pages with an intro line under their title. */
export const INTRO_KEYS = ['news', 'research', 'publications', 'software', 'team', 'joinUs', 'contact'] as const;
export type IntroKey = (typeof INTRO_KEYS)[number];

/** What the home page's hero may count. */
export const HERO_FIGURES = ['projects', 'publications', 'teamMembers', 'software', 'newsItems', 'openPositions'] as const;
export type HeroFigure = (typeof HERO_FIGURES)[number];

export const SOCIAL_KEYS = ['github', 'gitlab', 'mastodon', 'bluesky', 'x', 'linkedin', 'youtube', 'orcid'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export const SOCIAL_LABELS: Record<SocialKey, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  orcid: 'ORCID',
};

export interface LabButton {
  label: string;
  target: string;
}
export interface ContactSection {
  heading: string;
  text: string;
}
export interface LabMap {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface LabProfile {
  name: string;
  shortName: string;
  institution: string;
  department: string;
  institutionUrl: string;
  description: string;
  logo: string;
  /** Alt text of the logo where it stands alone (docs/decisions/046: absent = not written, '' = decorative). */
  logoAlt?: string;
  favicon: string;
  brandColor: string;
  /** The site's languages as BCP 47 tags, the default first (docs/decisions/060); absent = English only. */
  languages?: string[];
  /** The citation style of the site's reference texts (docs/decisions/073); absent = APA. */
  citationStyle?: CitationStyle;
  /**
   * The lab's Zotero library ("groups/123456" or "users/123") that `npm run sync:publications`
   * reads, and the library version it read last (docs/decisions/073); absent = none.
   */
  zotero?: { library: string; version?: number };
  /**
   * How the /publications list groups its papers and which filters it offers
   * (docs/decisions/079); absent = by year, every filter.
   */
  publicationDisplay?: PublicationDisplay;
  home: {
    kicker: string;
    title: string;
    lead: string;
    primaryButton: LabButton;
    secondaryButton: LabButton;
    figures: HeroFigure[];
    missionHeading: string;
    mission: string;
    peopleText: string;
    workWithUs: string;
    /** Alt text of the home page's team image (the image itself is the teamImage setting). */
    teamImageAlt?: string;
  };
  intros: Record<IntroKey, string>;
  contact: {
    collaborations: ContactSection;
    jobs: ContactSection;
    press: ContactSection;
    address: string;
    email: string;
    pressEmail: string;
    phone: string;
    map: LabMap | null;
  };
  links: Record<SocialKey, string>;
  footerText: string;
  shareImage: string;
  /** Alt text of the share image, for link previews (og:image:alt). */
  shareImageAlt?: string;
  sections: SectionChoices;
  /** The profile's texts in the other languages, by path ("home.title"). */
  translations?: Translations;
}

const none = <K extends string>(keys: readonly K[], value: string) => Object.fromEntries(keys.map((key) => [key, value])) as Record<K, string>;

/** A profile with nothing but a name: what a new site starts from. */
export function emptyLabProfile(name = '', institution = ''): LabProfile {
  return {
    name,
    shortName: '',
    institution,
    department: '',
    institutionUrl: '',
    description: '',
    logo: '',
    favicon: '',
    brandColor: DEFAULT_BRAND_COLOR,
    home: {
      kicker: institution,
      title: name,
      lead: '',
      primaryButton: { label: 'Explore our research', target: '/projects' },
      secondaryButton: { label: 'Open positions', target: '/join-us' },
      figures: ['projects', 'publications', 'teamMembers', 'software'],
      missionHeading: 'Our mission',
      mission: '',
      peopleText: '',
      workWithUs: '',
    },
    intros: none(INTRO_KEYS, ''),
    contact: {
      collaborations: { heading: 'Collaborations', text: '' },
      jobs: { heading: 'Job Openings', text: '' },
      press: { heading: 'Press Inquiries', text: '' },
      address: '',
      email: '',
      pressEmail: '',
      phone: '',
      map: null,
    },
    links: none(SOCIAL_KEYS, ''),
    footerText: '',
    shareImage: '',
    sections: none(SECTION_KEYS, 'automatic') as Record<SectionKey, SectionVisibility>,
  };
}

/** The profile of some content (older stored content may have none). */
export function labProfileOf(content: { labProfile?: LabProfile }): LabProfile {
  return content.labProfile ?? emptyLabProfile();
}

/** "Team · {name}"; the home page is "{name} · {institution}" (just the name without one). */
export function pageTitle(profile: LabProfile, title: string): string {
  const name = profile.name.trim() || 'Lab';
  if (title && title !== name) return `${title} · ${name}`;
  return profile.institution.trim() ? `${name} · ${profile.institution.trim()}` : name;
}

/** "Vision Lab, Example University", or just the name. */
export function nameWithInstitution(profile: LabProfile): string {
  return [profile.name.trim(), profile.institution.trim()].filter(Boolean).join(', ');
}

/** The image that stands for the lab: its logo, else its favicon, else the site's icon. */
export function labLogo(profile: LabProfile): string {
  return profile.logo.trim() || profile.favicon.trim() || '/favicon.svg';
}

/** The postal address as lines (the contact page, print header, JobPosting). */
export function labAddressLines(profile: LabProfile): string[] {
  return profile.contact.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const SOCIAL_PREFIX: Partial<Record<SocialKey, string>> = {
  github: 'https://github.com/',
  gitlab: 'https://gitlab.com/',
  bluesky: 'https://bsky.app/profile/',
  x: 'https://x.com/',
  orcid: 'https://orcid.org/',
};

/** The social and code-hosting links as absolute URLs (a bare name gets its service's address). */
export function socialLinks(profile: LabProfile): { key: SocialKey; label: string; url: string }[] {
  return SOCIAL_KEYS.flatMap((key) => {
    const value = profile.links[key].trim();
    if (!value) return [];
    const url = /^https?:\/\//i.test(value) ? value : SOCIAL_PREFIX[key] ? `${SOCIAL_PREFIX[key]}${value.replace(/^@/, '')}` : null;
    return url ? [{ key, label: SOCIAL_LABELS[key], url }] : [];
  });
}

/** The site's default meta description: the profile's own, or one made from the names. */
export function siteDescription(profile: LabProfile): string {
  if (profile.description.trim()) return profile.description.trim();
  return profile.institution.trim() ? `${profile.name} at ${profile.institution}.` : `${profile.name}.`;
}

/** The profile's texts, as paths into it ("home.title"); names of places and links stay single. */
export const PROFILE_TRANSLATABLE = [
  'name',
  'shortName',
  'institution',
  'department',
  'description',
  'logoAlt',
  'home.kicker',
  'home.title',
  'home.lead',
  'home.primaryButton.label',
  'home.secondaryButton.label',
  'home.missionHeading',
  'home.mission',
  'home.peopleText',
  'home.workWithUs',
  'home.teamImageAlt',
  'intros.news',
  'intros.research',
  'intros.publications',
  'intros.software',
  'intros.team',
  'intros.joinUs',
  'intros.contact',
  'contact.collaborations.heading',
  'contact.collaborations.text',
  'contact.jobs.heading',
  'contact.jobs.text',
  'contact.press.heading',
  'contact.press.text',
  'contact.address',
  'footerText',
  'shareImageAlt',
] as const;
export type ProfilePath = (typeof PROFILE_TRANSLATABLE)[number];
