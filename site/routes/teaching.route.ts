/**
 * The teaching by term and each course's page (site/routes/route.ts, docs/decisions/086, 094),
 * and what the pages and their build read of the courses: their terms and order.
 */
import type { Course } from '../../shared/content/model/declarations/teaching';
import { declareListRoute, type PanelContext } from './route';

/** The route's pattern; a course's page is at "/teaching/:id". */
export const pattern = '/teaching';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 800;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'teaching', manage: 'Manage teaching', edit: 'Edit this course' };

export default /* @__PURE__ */ declareListRoute(pattern, rank, {
  list: () => import('./teaching'),
  item: () => import('./teaching').then((module) => ({ default: module.CoursePage })),
});

/** The terms of a year, in the order they start. */
export const SEASONS = ['spring', 'summer', 'autumn'] as const;
export type Season = (typeof SEASONS)[number];

export interface Term {
  /** "2026-2-autumn": sorts as the terms follow each other. */
  key: string;
  year: string;
  season: Season;
}

/**
 * The term a course starting on `starts` (YYYY-MM-DD) belongs to: January to May spring, June
 * and July summer, August to December autumn; null for a day not written so.
 */
export function termOf(starts: string): Term | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(starts);
  if (!match) return null;
  const month = Number(match[2]);
  const season: Season = month <= 5 ? 'spring' : month <= 7 ? 'summer' : 'autumn';
  return { key: `${match[1]}-${SEASONS.indexOf(season)}-${season}`, year: match[1]!, season };
}

/** The courses, newest start first, then by title for a steady order. */
export function newestCoursesFirst<T extends Pick<Course, 'starts' | 'title'>>(courses: readonly T[]): T[] {
  return [...courses].sort((a, b) => b.starts.localeCompare(a.starts) || a.title.localeCompare(b.title));
}

/** The courses by term, newest term first and the latest start first within one; courses without a term last. */
export function coursesByTerm<T extends Pick<Course, 'starts' | 'title'>>(courses: readonly T[]): [Term | null, T[]][] {
  const groups = new Map<string, [Term | null, T[]]>();
  for (const course of newestCoursesFirst(courses)) {
    const term = termOf(course.starts);
    const key = term?.key ?? '';
    const group = groups.get(key) ?? [term, []];
    group[1].push(course);
    groups.set(key, group);
  }
  const dated = [...groups.values()].filter(([term]) => term !== null).sort(([a], [b]) => b!.key.localeCompare(a!.key));
  return [...dated, ...(groups.has('') ? [groups.get('')!] : [])];
}
