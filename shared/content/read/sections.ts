/**
 * Navigation that fits the content (docs/decisions/052): a public section with nothing in it
 * is left out of the navigation, the home page, the sitemap and search, unless the profile
 * says "always show"; "hide" leaves it out even with content. The page itself still answers.
 */
import type { LabProfile, SectionKey } from '../model/lab-profile';
import { openJobs } from './expiry';
import type { Content } from '../model/model';

/** Each section's page. */
export const SECTION_PATHS: Record<SectionKey, string> = {
  news: '/feed',
  research: '/projects',
  publications: '/publications',
  software: '/software',
  team: '/team',
  joinUs: '/join-us',
};

export const SECTION_LABELS: Record<SectionKey, string> = {
  news: 'News',
  research: 'Research',
  publications: 'Publications',
  software: 'Software',
  team: 'Team',
  joinUs: 'Join Us',
};

type Counted = Pick<Content, 'newsItems' | 'projects' | 'publications' | 'software' | 'teamMembers' | 'jobOpenings'>;
export type SectionCounts = Record<SectionKey, number>;

/** The collection each section lists. */
export const SECTION_COLLECTIONS = {
  news: 'newsItems',
  research: 'projects',
  publications: 'publications',
  software: 'software',
  team: 'teamMembers',
  joinUs: 'jobOpenings',
} as const satisfies Record<SectionKey, keyof Counted>;

/**
 * How many public items each section shows (open positions only, for Join Us: by `today`'s
 * expiry rule when given, else by the open flag alone).
 */
export function sectionCounts(content: Counted, today?: string): SectionCounts {
  return {
    news: content.newsItems.length,
    research: content.projects.length,
    publications: content.publications.length,
    software: content.software.length,
    team: content.teamMembers.length,
    joinUs: today ? openJobs(content.jobOpenings, today).length : content.jobOpenings.filter((job) => job.isOpen).length,
  };
}

const countsOf = (source: Counted | SectionCounts, today?: string): SectionCounts =>
  'newsItems' in source ? sectionCounts(source, today) : source;

/** Whether a section is listed (navigation, home page, sitemap, search), from the content or its sizes. */
export function isSectionShown(profile: Pick<LabProfile, 'sections'>, source: Counted | SectionCounts, key: SectionKey, today?: string): boolean {
  const choice = profile.sections[key] ?? 'automatic';
  if (choice === 'always') return true;
  if (choice === 'hide') return false;
  return countsOf(source, today)[key] > 0;
}

/** The sections that are listed. */
export function shownSections(profile: Pick<LabProfile, 'sections'>, source: Counted | SectionCounts, today?: string): Set<SectionKey> {
  const counts = countsOf(source, today);
  return new Set((Object.keys(SECTION_PATHS) as SectionKey[]).filter((key) => isSectionShown(profile, counts, key)));
}

/** The section a site path belongs to ("/projects/x" -> research), or null. */
export function sectionOfPath(path: string): SectionKey | null {
  const first = `/${path.split('/').filter(Boolean)[0] ?? ''}`;
  if (first === '/news') return 'news';
  for (const [key, sectionPath] of Object.entries(SECTION_PATHS)) if (sectionPath === first) return key as SectionKey;
  return null;
}
