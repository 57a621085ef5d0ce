/** What the build needs of the events list and its items' pages (site/routes/route.ts): the item page's as `detail`. */
import { eventsHead, eventHead } from '../heads/event-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteBuild, RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './events.route';
import { itemPath } from '../../shared/content/model/collection-facts';
import { organizersOf } from '../../shared/content/read/events';
import { byId } from '../prerender/slice-kit';

export { default as route } from './events.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const people = new Set(content.events.flatMap((event) => event.organizerIds));
  return {
    content: { events: content.events, teamMembers: content.teamMembers.filter((member) => people.has(member.id)) },
  };
};

/** The list's head; an item's page, whose path has its id, has the item's. */
export const head: HeadFn = (content, params, site) =>
  (params.id !== undefined ? eventHead : eventsHead)(content, params, site);

// The list changes when an event is added, and on the day an event moves from upcoming to past.
export const lastModified: RouteDate = (content) => newest(content.events.map((event) => isoDate(event.startDate)));

// Its item page's build side (site/routes/route.ts).
const detailPaths: RoutePaths = (content) => content.events.map((event) => itemPath('events', event.id));

const detailSlice: RouteSlice = (content, params) => {
  const events = byId(content.events, params.id);
  return {
    content: {
      events,
      teamMembers: events.flatMap((event) => organizersOf(content.teamMembers, event)),
      projects: content.projects.filter((project) => events.some((event) => event.projectId === project.id)),
    },
  };
};

const detailLastModified: RouteDate = (content, params) =>
  isoDate(content.events.find((event) => event.id === params.id)?.startDate);

export const detail: RouteBuild = {
  route: route.item,
  paths: detailPaths,
  slice: detailSlice,
  head: eventHead,
  lastModified: detailLastModified,
};
