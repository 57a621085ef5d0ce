/**
 * The document heads of the talks' pages (docs/decisions/085): the list by year and one talk,
 * which search engines read as a schema.org Event with its speakers as performers.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { labOrganization } from '../structured-data';
import { labProfileOf, type LabProfile } from '../../shared/content/model/lab-profile';
import type { Talk, TeamMember } from '../../shared/content/model/schemas';
import { safeUrl } from '../../shared/content/read/urls';
import { newestTalksFirst, speakersOf } from '../../shared/content/read/talks';
import { plainText } from '../../shared/ui/markdown-trees';
import { absoluteUrl, describe, headTextsOf, messagesOf, personId, type HeadFn, type SiteLocation } from '../head';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A talk as a schema.org Event: its day, place, the event it was part of, and its speakers as performers. */
export function talkEventLd(site: SiteLocation, talk: Talk, members: readonly TeamMember[], profile: LabProfile): Record<string, unknown> {
  const online = /^online$/i.test(talk.place.trim());
  const recording = safeUrl(talk.recordingUrl) ?? safeUrl(talk.videoUrl) ?? undefined;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: talk.title,
    description: talk.abstract.trim() ? plainText(talk.abstract) : undefined,
    startDate: ISO_DAY.test(talk.date) ? talk.date : undefined,
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url: recording } : talk.place.trim() ? { '@type': 'Place', name: talk.place.trim() } : undefined,
    superEvent: talk.event.trim() ? { '@type': 'Event', name: talk.event.trim() } : undefined,
    performer: speakersOf(members, talk).map((member) => {
      const url = absoluteUrl(site, itemPath('teamMembers', member.id));
      return { '@type': 'Person', '@id': personId(url), name: member.name, url };
    }),
    recordedIn: recording ? { '@type': 'CreativeWork', url: recording } : undefined,
    workFeatured: safeUrl(talk.slidesUrl) ? { '@type': 'PresentationDigitalDocument', url: safeUrl(talk.slidesUrl) } : undefined,
    url: absoluteUrl(site, itemPath('talks', talk.id)),
    sponsor: labOrganization(site, profile),
    inLanguage: site.language?.lang,
  };
  return Object.fromEntries(Object.entries(ld).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

export const talksHead: HeadFn = (content, _params, site) => ({
  title: headTextsOf(site).talks,
  description: describe(
    headTextsOf(site).talksDescription(
      labProfileOf(content).name,
      newestTalksFirst(content.talks)
        .slice(0, 3)
        .map((talk) => talk.title)
        .join('; '),
    ),
  ),
});

export const talkHead: HeadFn = (content, params, site) => {
  const talk = content.talks.find((t) => t.id === params.id);
  if (!talk) return { title: messagesOf(site).notFound.talk, noindex: true };
  const speakers = speakersOf(content.teamMembers, talk).map((member) => member.name);
  return {
    title: talk.title,
    description: describe(talk.abstract.trim() ? plainText(talk.abstract) : [talk.event, talk.place, speakers.join(', ')].filter(Boolean).join(' · ')),
    type: 'article',
    jsonLd: [talkEventLd(site, talk, content.teamMembers, labProfileOf(content))],
  };
};
