/** What the build needs of the talks list (site/routes/route.ts). */
import { talksHead } from '../heads/talk-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './talks.route';

export { default as route } from './talks.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const speakers = new Set(content.talks.flatMap((talk) => talk.speakerIds));
  return { content: { talks: content.talks, teamMembers: content.teamMembers.filter((member) => speakers.has(member.id)) } };
};

export const head: HeadFn = talksHead;

export const lastModified: RouteDate = (content) => newest(content.talks.map((talk) => isoDate(talk.date)));
