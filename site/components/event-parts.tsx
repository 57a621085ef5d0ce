/** The parts an event shows on the list and on its own page: when, where, who, and its status. */
import { MemberLinks } from './member-links';
import { languagePrefix, defaultLanguageOf } from '../../shared/content/model/languages';
import type { LabEvent, TeamMember } from '../../shared/content/model/schemas';
import { clockTime, eventSpan, isAllDay, lastDayOf, organizersOf } from '../../shared/content/read/events';
import { formatDate } from '../../shared/content/read/text';
import { withBase } from '../../shared/ui/base-path';
import { useLabProfile } from '../../shared/ui/use-lab-profile';
import { usePageLanguage } from '../i18n/language';
import type { events as eventWords } from '../i18n/en/events';

type Words = typeof eventWords;

/**
 * When the event takes place, on the wall clock of its own time zone, which is named:
 * "15 March 2027 – 16 March 2027, all day", "8 October 2026, 10:00–15:00 (Europe/Oslo time)".
 */
export function eventWhen(event: LabEvent, words: Words, locale: string): string {
  const start = formatDate(event.startDate, locale);
  const last = lastDayOf(event);
  const end = last && last !== event.startDate ? formatDate(last, locale) : '';
  // The zone as people read it: "America/New York".
  const zone = event.timeZone.trim().replace(/_/g, ' ');
  if (isAllDay(event)) return `${end ? `${start} – ${end}` : start}, ${words.allDay}`;
  const from = clockTime(event.startTime)!;
  const until = clockTime(event.endTime);
  const times = end ? `${start}, ${from} – ${end}${until ? `, ${until}` : ''}` : `${start}, ${from}${until ? `–${until}` : ''}`;
  return zone ? `${times} (${words.timeIn(zone)})` : times;
}

/** The event's day and time in one line, with a machine-readable start. */
export function EventWhen({ event, words, locale }: { event: LabEvent; words: Words; locale: string }) {
  const { start } = eventSpan(event);
  return (
    <p className="event__when">
      <span className="visually-hidden">{words.when}: </span>
      {start ? <time dateTime={start}>{eventWhen(event, words, locale)}</time> : eventWhen(event, words, locale)}
    </p>
  );
}

/** Where: the place, "Online", or both. */
export function EventWhere({ event, words }: { event: LabEvent; words: Words }) {
  const place = event.place.trim();
  const online = event.onlineUrl.trim() !== '';
  if (!place && !online) return null;
  return (
    <p className="event__where">
      <span className="visually-hidden">{words.place}: </span>
      {[place, online ? words.online : ''].filter(Boolean).join(' · ')}
    </p>
  );
}

/** The organisers and speakers from the team, each a link to their page. */
export function EventOrganizers({ event, members, words }: { event: LabEvent; members: readonly TeamMember[]; words: Words }) {
  return <MemberLinks members={organizersOf(members, event)} label={words.organizers} className="event__people" />;
}

/** "Cancelled", "Postponed": a badge for an event that will not happen as planned; nothing otherwise. */
export function EventStatus({ event, words }: { event: LabEvent; words: Words }) {
  const label = words.statuses[event.status];
  return label ? <span className="badge event__status">{label}</span> : null;
}

/** The address of the calendar feed in the page's language (/events.ics, /nb/events.ics). */
export function useCalendarHref(): string {
  const lang = usePageLanguage();
  const profile = useLabProfile();
  return withBase(`${languagePrefix(lang, defaultLanguageOf(profile))}/events.ics`);
}
