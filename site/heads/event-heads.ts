/**
 * The document heads of the events' pages (docs/decisions/087): the list, which names the
 * calendar feed as an alternate, and one event, which search engines read as a schema.org Event.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { labOrganization } from '../structured-data';
import { labProfileOf, type LabProfile } from '../../shared/content/model/lab-profile';
import type { LabEvent, TeamMember } from '../../shared/content/model/schemas';
import { safeUrl } from '../../shared/content/read/urls';
import { eventSpan, organizersOf, splitEvents } from '../../shared/content/read/events';
import { plainText } from '../../shared/ui/markdown-trees';
import { calendarUrl } from '../prerender/calendar-address';
import { absoluteUrl, describe, headTextsOf, messagesOf, personId, type HeadFn, type SiteLocation } from '../head';

const SCHEMA = 'https://schema.org/';
const EVENT_STATUS: Record<string, string> = { cancelled: 'EventCancelled', postponed: 'EventPostponed' };

/**
 * An event as a schema.org Event: its start and end with their offset, how it is attended
 * (at a place, online or both), the lab as organiser, the registration as an offer, its status.
 */
export function eventLd(site: SiteLocation, event: LabEvent, members: readonly TeamMember[], profile: LabProfile): Record<string, unknown> {
  const { start, end } = eventSpan(event);
  const place = event.place.trim();
  const online = safeUrl(event.onlineUrl) ?? undefined;
  const registration = safeUrl(event.registrationUrl) ?? undefined;
  const mode = place && online ? 'MixedEventAttendanceMode' : online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode';
  const locations = [
    ...(place ? [{ '@type': 'Place', name: place, address: place }] : []),
    ...(online ? [{ '@type': 'VirtualLocation', url: online }] : []),
  ];
  const url = absoluteUrl(site, itemPath('events', event.id));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description.trim() ? plainText(event.description) : undefined,
    startDate: start ?? undefined,
    endDate: end ?? undefined,
    eventAttendanceMode: `${SCHEMA}${mode}`,
    eventStatus: `${SCHEMA}${EVENT_STATUS[event.status] ?? 'EventScheduled'}`,
    location: locations.length === 1 ? locations[0] : locations.length > 1 ? locations : undefined,
    organizer: labOrganization(site, profile),
    performer: organizersOf(members, event).map((member) => {
      const page = absoluteUrl(site, itemPath('teamMembers', member.id));
      return { '@type': 'Person', '@id': personId(page), name: member.name, url: page };
    }),
    offers: registration ? { '@type': 'Offer', url: registration } : undefined,
    url,
    inLanguage: site.language?.lang,
  };
  return Object.fromEntries(Object.entries(ld).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

/** The calendar feed as the page's alternate (a calendar app or browser offers to subscribe). */
const calendarAlternate = (site: SiteLocation, lab: string) => ({ type: 'text/calendar', title: headTextsOf(site).calendarTitle(lab), href: calendarUrl(site) });

export const eventsHead: HeadFn = (content, _params, site, today = __BUILD_DATE__) => {
  const lab = labProfileOf(content).name;
  const { upcoming, past } = splitEvents(content.events, today);
  return {
    title: headTextsOf(site).events,
    description: describe(
      headTextsOf(site).eventsDescription(
        lab,
        [...upcoming, ...past]
          .slice(0, 3)
          .map((event) => event.title)
          .join('; '),
      ),
    ),
    alternates: [calendarAlternate(site, lab)],
  };
};

export const eventHead: HeadFn = (content, params, site) => {
  const event = content.events.find((e) => e.id === params.id);
  if (!event) return { title: messagesOf(site).notFound.event, noindex: true };
  const profile = labProfileOf(content);
  return {
    title: event.title,
    description: describe(event.description.trim() ? plainText(event.description) : [event.place, event.startDate].filter(Boolean).join(' · ')),
    type: 'article',
    jsonLd: [eventLd(site, event, content.teamMembers, profile)],
    alternates: [calendarAlternate(site, profile.name)],
  };
};
