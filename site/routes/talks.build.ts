/** What the build needs of the talks list and its items' pages (site/routes/route.ts): the item page's as `detail`. */
import { talksHead, talkHead } from '../heads/talk-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteBuild, RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './talks.route';
import { itemPath } from '../../shared/content/model/collection-facts';
import { speakersOf } from '../../shared/content/read/talks';
import { byId } from '../prerender/slice-kit';

export { default as route } from './talks.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const speakers = new Set(content.talks.flatMap((talk) => talk.speakerIds));
  return {
    content: { talks: content.talks, teamMembers: content.teamMembers.filter((member) => speakers.has(member.id)) },
  };
};

/** The list's head; an item's page, whose path has its id, has the item's. */
export const head: HeadFn = (content, params, site) =>
  (params.id !== undefined ? talkHead : talksHead)(content, params, site);

export const lastModified: RouteDate = (content) => newest(content.talks.map((talk) => isoDate(talk.date)));

// Its item page's build side (site/routes/route.ts).
const detailPaths: RoutePaths = (content) => content.talks.map((talk) => itemPath('talks', talk.id));

const detailSlice: RouteSlice = (content, params) => {
  const talks = byId(content.talks, params.id);
  return {
    content: {
      talks,
      teamMembers: talks.flatMap((talk) => speakersOf(content.teamMembers, talk)),
      projects: content.projects.filter((project) => talks.some((talk) => talk.projectId === project.id)),
    },
  };
};

const detailLastModified: RouteDate = (content, params) =>
  isoDate(content.talks.find((talk) => talk.id === params.id)?.date);

export const detail: RouteBuild = {
  route: route.item,
  paths: detailPaths,
  slice: detailSlice,
  head: talkHead,
  lastModified: detailLastModified,
};
