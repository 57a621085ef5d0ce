/**
 * What the pages, the calendar feed and the health check ask of the events (docs/decisions/087):
 * when an event starts and ends (a day, and a time of day in the event's own time zone, or a
 * whole day), whether it is still to come on a given day, the upcoming ones soonest first and
 * the past ones newest first, its organisers from the team, and the events of a member or a
 * project.
 *
 * Upcoming or past follows the calendar, as expiring job openings do (./expiry.ts): an event is
 * past once the last day it takes is over, judged by the build's day while prerendering and by
 * the browser's once a page has hydrated.
 */
import { membersByIds } from './relations';
import type { Content } from '../model/model';
import type { LabEvent, TeamMember } from '../model/schemas';
import { isoDay } from './expiry';

type Timed = Pick<LabEvent, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timeZone'>;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" when `value` is a 24-hour time of day, else null. */
export function clockTime(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return TIME.test(text) ? text : null;
}

/** Whether `zone` is a time zone the runtime knows (an IANA name such as Europe/Oslo, or UTC). */
export function isTimeZone(zone: string | undefined): boolean {
  const name = zone?.trim() ?? '';
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An event without a start time lasts whole days. */
export function isAllDay(event: Pick<LabEvent, 'startTime'>): boolean {
  return clockTime(event.startTime) === null;
}

/** The last day the event takes: its end date when given and not before the start, else its start date. */
export function lastDayOf(event: Pick<LabEvent, 'startDate' | 'endDate'>): string | null {
  const start = isoDay(event.startDate);
  const end = isoDay(event.endDate);
  if (!start) return null;
  return end && end >= start ? end : start;
}

/** Still to come, or taking place, on `today` (YYYY-MM-DD): its last day is not over. An undated event counts as upcoming. */
export function isUpcoming(event: Pick<LabEvent, 'startDate' | 'endDate'>, today: string): boolean {
  const last = lastDayOf(event);
  return last === null || last >= today;
}

/** The sort key of an event's start: day and time ("2027-03-15T09:00"), an all-day event at its day's start. */
const startKey = (event: Pick<LabEvent, 'startDate' | 'startTime'>) => `${event.startDate}T${clockTime(event.startTime) ?? '00:00'}`;

/** The upcoming events, soonest first, and the past ones, newest first, on `today`. */
export function splitEvents<T extends Pick<LabEvent, 'startDate' | 'startTime' | 'endDate' | 'title'>>(events: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => isUpcoming(event, today));
  const past = events.filter((event) => !isUpcoming(event, today));
  upcoming.sort((a, b) => startKey(a).localeCompare(startKey(b)) || a.title.localeCompare(b.title));
  past.sort((a, b) => startKey(b).localeCompare(startKey(a)) || a.title.localeCompare(b.title));
  return { upcoming, past };
}

/** The minutes `zone` is ahead of UTC at the instant `utcMs`. */
export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time in `zone` names, in milliseconds since 1970 (UTC); null when the
 * day, time or zone cannot be read. A time skipped by a clock change reads as the hour after.
 */
export function zonedInstant(day: string, time: string, zone: string): number | null {
  const d = isoDay(day);
  const t = clockTime(time);
  if (!d || !t || !isTimeZone(zone)) return null;
  const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
  const [hh, mm] = t.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, dd, hh, mm);
  const name = zone.trim();
  // The offset at the wall time read as UTC, then at the instant that gives: two steps settle it
  // unless the wall time falls in a clock change's gap, where neither offset gives it back.
  const first = wall - zoneOffsetMinutes(name, wall) * 60_000;
  const offset = zoneOffsetMinutes(name, first);
  const second = wall - offset * 60_000;
  return zoneOffsetMinutes(name, second) === offset ? second : Math.max(first, second);
}

/** "+01:00", "-04:00", "Z" for an offset in minutes. */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A start or end as ISO 8601 with the zone's offset then ("2027-03-15T09:00:00+01:00"); a bare day for an all-day event; null when unreadable. */
export function isoWithOffset(day: string, time: string, zone: string): string | null {
  const d = isoDay(day);
  if (!d) return null;
  if (!clockTime(time)) return d;
  const instant = zonedInstant(d, time, zone);
  if (instant === null) return null;
  return `${d}T${clockTime(time)}:00${offsetText(zoneOffsetMinutes(zone.trim(), instant))}`;
}

/** The event's start and end as ISO 8601 (see isoWithOffset); the end of a timed event on its start day when only a time is given. */
export function eventSpan(event: Timed): { start: string | null; end: string | null } {
  const start = isoWithOffset(event.startDate, event.startTime, event.timeZone);
  const endDay = isoDay(event.endDate) ?? (clockTime(event.endTime) ? isoDay(event.startDate) : null);
  const end = endDay ? isoWithOffset(endDay, isAllDay(event) ? '' : event.endTime, event.timeZone) : null;
  return { start, end };
}

/** An event's organisers and speakers from the team, in the event's order; an id naming no member is left out. */
export function organizersOf(members: readonly TeamMember[], event: Pick<LabEvent, 'organizerIds'>): TeamMember[] {
  return membersByIds(members, event.organizerIds);
}

/** The events a member organises or speaks at: upcoming soonest first, then past newest first. */
export function eventsOfMember(content: Pick<Content, 'events'>, member: Pick<TeamMember, 'id'>, today: string): LabEvent[] {
  const { upcoming, past } = splitEvents(content.events.filter((event) => event.organizerIds.includes(member.id)), today);
  return [...upcoming, ...past];
}

/** The events of a project: upcoming soonest first, then past newest first. */
export function eventsOfProject(content: Pick<Content, 'events'>, project: { id: string }, today: string): LabEvent[] {
  const { upcoming, past } = splitEvents(content.events.filter((event) => event.projectId === project.id), today);
  return [...upcoming, ...past];
}

/** An event that is over on `today` while its editor still marks it upcoming (or one to come marked past). */
export function statusOutOfDate(event: Pick<LabEvent, 'startDate' | 'endDate' | 'status'>, today: string): 'still-upcoming' | 'not-yet-past' | null {
  if (lastDayOf(event) === null) return null;
  const upcoming = isUpcoming(event, today);
  if (!upcoming && event.status === 'upcoming') return 'still-upcoming';
  if (upcoming && event.status === 'past') return 'not-yet-past';
  return null;
}
