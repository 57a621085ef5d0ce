/** What the build needs of the events list (site/routes/route.ts). */
import { eventsHead } from '../heads/event-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './events.route';

export { default as route } from './events.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const people = new Set(content.events.flatMap((event) => event.organizerIds));
  return { content: { events: content.events, teamMembers: content.teamMembers.filter((member) => people.has(member.id)) } };
};

export const head: HeadFn = eventsHead;

// The list changes when an event is added, and on the day an event moves from upcoming to past.
export const lastModified: RouteDate = (content) => newest(content.events.map((event) => isoDate(event.startDate)));
