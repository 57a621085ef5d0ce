/**
 * The events as an iCalendar feed (RFC 5545), /events.ics (docs/decisions/087): one VEVENT per
 * event, written by the build beside feed.xml, in each of the site's languages.
 *
 * A timed event's start and end are written in UTC ("…Z"), converted from the event's own time
 * zone, so the file needs no VTIMEZONE; an all-day event is written as days (VALUE=DATE, the end
 * the day after its last). Lines end in CRLF and are folded at 75 octets without splitting a
 * UTF-8 character; text values escape backslash, semicolon, comma and line breaks.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { Content } from '../../shared/content/model/model';
import type { LabEvent } from '../../shared/content/model/schemas';
import { labProfileOf, nameWithInstitution } from '../../shared/content/model/lab-profile';
import { isoDay } from '../../shared/content/read/expiry';
import { clockTime, isAllDay, lastDayOf, splitEvents, zonedInstant } from '../../shared/content/read/events';
import { safeUrl } from '../../shared/content/read/urls';
import { markdownTree } from '../../shared/content/prose/markdown';
import { treeText, type MarkdownNode } from '../../shared/content/prose/markdown-tree';
import { absoluteUrl, headTextsOf, type SiteLocation } from '../head';

export { CALENDAR_FILE, calendarUrl } from './calendar-address';

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n, other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * A content line folded (RFC 5545 §3.1): no line longer than 75 octets, each continuation
 * starting with one space; a character (or surrogate pair) is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    // The first line holds 75 octets; each later one 74 after its leading space.
    const limit = lines.length === 0 ? 75 : 74;
    if (size + width > limit) {
      lines.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** A Markdown description as plain text: its paragraphs apart, a list's items each on a line after a dash. */
export function descriptionText(markdown: string): string {
  const block = (node: MarkdownNode): string => {
    if (typeof node !== 'string' && (node.tag === 'ul' || node.tag === 'ol'))
      return (node.children ?? []).map((item) => `- ${treeText([item])}`).join('\n');
    return treeText([node]);
  };
  return markdownTree(markdown).map(block).filter(Boolean).join('\n\n');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a UTC DATE-TIME ("20270315T080000Z"). */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

const dayValue = (day: string) => day.replace(/-/g, '');

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** DTSTART and DTEND of an event, or null when its start cannot be read. */
function eventTimes(event: LabEvent): string[] | null {
  const start = isoDay(event.startDate);
  if (!start) return null;
  if (isAllDay(event)) {
    // DTEND of an all-day event is exclusive: the day after its last.
    return [`DTSTART;VALUE=DATE:${dayValue(start)}`, `DTEND;VALUE=DATE:${dayValue(nextDay(lastDayOf(event) ?? start))}`];
  }
  const from = zonedInstant(start, event.startTime, event.timeZone);
  if (from === null) return null;
  const endDay = isoDay(event.endDate) ?? start;
  const until = clockTime(event.endTime) ? zonedInstant(endDay, event.endTime, event.timeZone) : null;
  return [`DTSTART:${utcStamp(from)}`, ...(until !== null && until > from ? [`DTEND:${utcStamp(until)}`] : [])];
}

const STATUS: Record<string, string> = { cancelled: 'CANCELLED' };

/** The feed's host for UIDs: the site's host name ("lab.example.org"). */
function hostOf(site: SiteLocation): string {
  try {
    return new URL(site.origin).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * The calendar of every event of `content` (its words in the language of `site`), stamped
 * `builtAt`. Upcoming events first, soonest first, then the past ones, newest first.
 */
export function eventsCalendar(site: SiteLocation, content: Content, builtAt: Date, today: string = __BUILD_DATE__): string {
  const profile = labProfileOf(content);
  const t = headTextsOf(site);
  const host = hostOf(site);
  const { upcoming, past } = splitEvents(content.events, today);
  const stamp = utcStamp(builtAt.getTime());
  const vevents = [...upcoming, ...past].flatMap((event) => {
    const times = eventTimes(event);
    if (!times) return [];
    const url = absoluteUrl(site, itemPath('events', event.id));
    const online = safeUrl(event.onlineUrl);
    const registration = safeUrl(event.registrationUrl);
    const description = [
      descriptionText(event.description),
      online ? `${t.eventOnline}: ${online}` : '',
      registration ? `${t.eventRegistration}: ${registration}` : '',
    ].filter(Boolean);
    return [
      'BEGIN:VEVENT',
      // The same id on every build and in every language: a calendar updates the event it holds.
      `UID:${event.id}@${host}`,
      `DTSTAMP:${stamp}`,
      ...times,
      `SUMMARY:${escapeText(event.title)}`,
      ...(description.length ? [`DESCRIPTION:${escapeText(description.join('\n\n'))}`] : []),
      ...(event.place.trim() ? [`LOCATION:${escapeText(event.place.trim())}`] : online ? [`LOCATION:${escapeText(online)}`] : []),
      `URL:${url}`,
      ...(STATUS[event.status] ? [`STATUS:${STATUS[event.status]}`] : []),
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(profile.name || 'Lab')}//Lab Site Studio//${(site.language?.lang ?? 'en').toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(t.calendarTitle(nameWithInstitution(profile)))}`,
    ...vevents,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
