/**
 * What the pages ask of the teaching (docs/decisions/086): a course's term from the day its
 * teaching starts, the courses grouped by term (newest term first), and a course's instructors
 * from the team.
 */
import { membersByIds } from './relations';
import type { Course, TeamMember } from '../model/schemas';

/** The terms of a year, in the order they start. */
export const SEASONS = ['spring', 'summer', 'autumn'] as const;
export type Season = (typeof SEASONS)[number];

export interface Term {
  /** "2026-autumn": sorts as the terms follow each other. */
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

/** A course's instructors, in the course's order; an id naming no member is left out. */
export function instructorsOf(members: readonly TeamMember[], course: Pick<Course, 'instructorIds'>): TeamMember[] {
  return membersByIds(members, course.instructorIds);
}

/** A course with no description yet: its page says nothing about what it teaches. */
export function lacksDescription(course: Pick<Course, 'description'>): boolean {
  return !course.description.trim();
}
