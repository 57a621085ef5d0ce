/**
 * What the pages ask of the talks (docs/decisions/085): a talk's speakers from the team, the
 * talks of a member or a project, the talks grouped by year (newest first), and whether a talk
 * that has taken place still lacks its slides.
 */
import { membersByIds } from './relations';
import type { Content } from '../model/model';
import type { Talk, TeamMember } from '../model/schemas';

/** The talks, newest first (by day, then by title for a steady order). */
export function newestTalksFirst<T extends Pick<Talk, 'date' | 'title'>>(talks: readonly T[]): T[] {
  return [...talks].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The year of a talk's day ("2025"), or null for a day not written as YYYY-MM-DD. */
export function talkYear(talk: Pick<Talk, 'date'>): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(talk.date) ? talk.date.slice(0, 4) : null;
}

/** The talks by year, newest year first and newest talk first within a year; undated talks last. */
export function talksByYear<T extends Pick<Talk, 'date' | 'title'>>(talks: readonly T[]): [string | null, T[]][] {
  const groups = new Map<string | null, T[]>();
  for (const talk of newestTalksFirst(talks)) {
    const year = talkYear(talk);
    groups.set(year, [...(groups.get(year) ?? []), talk]);
  }
  return [...groups].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b.localeCompare(a)));
}

/** A talk's speakers, in the talk's order; an id naming no member is left out. */
export function speakersOf(members: readonly TeamMember[], talk: Pick<Talk, 'speakerIds'>): TeamMember[] {
  return membersByIds(members, talk.speakerIds);
}

/** The talks a member gave, newest first. */
export function talksOfMember(content: Pick<Content, 'talks'>, member: Pick<TeamMember, 'id'>): Talk[] {
  return newestTalksFirst(content.talks.filter((talk) => talk.speakerIds.includes(member.id)));
}

/** The talks about a project, newest first. */
export function talksOfProject(content: Pick<Content, 'talks'>, project: { id: string }): Talk[] {
  return newestTalksFirst(content.talks.filter((talk) => talk.projectId === project.id));
}

/** A talk given before `today` (YYYY-MM-DD) with no slides linked. */
export function lacksSlides(talk: Pick<Talk, 'date' | 'slidesUrl'>, today: string): boolean {
  return talkYear(talk) !== null && talk.date < today && !talk.slidesUrl.trim();
}
