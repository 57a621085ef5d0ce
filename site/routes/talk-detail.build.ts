/** What the build needs of a talk's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collection-facts';
import { speakersOf } from '../../shared/content/read/talks';
import { talkHead } from '../heads/talk-heads';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './talk-detail.route';

export const paths: RoutePaths = (content) => content.talks.map((talk) => itemPath('talks', talk.id));

export const slice: RouteSlice = (content, params) => {
  const talks = byId(content.talks, params.id);
  return {
    content: {
      talks,
      teamMembers: talks.flatMap((talk) => speakersOf(content.teamMembers, talk)),
      projects: content.projects.filter((project) => talks.some((talk) => talk.projectId === project.id)),
    },
  };
};

export const head: HeadFn = talkHead;

export const lastModified: RouteDate = (content, params) => isoDate(content.talks.find((talk) => talk.id === params.id)?.date);
