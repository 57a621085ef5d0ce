/** What the build needs of an event's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collection-facts';
import { organizersOf } from '../../shared/content/read/events';
import { eventHead } from '../heads/event-heads';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './event-detail.route';

export const paths: RoutePaths = (content) => content.events.map((event) => itemPath('events', event.id));

export const slice: RouteSlice = (content, params) => {
  const events = byId(content.events, params.id);
  return {
    content: {
      events,
      teamMembers: events.flatMap((event) => organizersOf(content.teamMembers, event)),
      projects: content.projects.filter((project) => events.some((event) => event.projectId === project.id)),
    },
  };
};

export const head: HeadFn = eventHead;

export const lastModified: RouteDate = (content, params) => isoDate(content.events.find((event) => event.id === params.id)?.startDate);
