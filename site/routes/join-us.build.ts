/** What the build needs of the open positions' list (site/routes/route.ts). */
import { joinUsHead } from '../heads/list-heads';
import { openJobs } from '../../shared/content/read/expiry';
import { isoDate, newest } from '../prerender/dates';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './join-us.route';

export { default as route } from './join-us.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => ({
  content: {
    jobOpenings: content.jobOpenings,
    projects: content.projects.filter((p) => content.jobOpenings.some((job) => job.projectId === p.id)),
  },
});

export const head: HeadFn = joinUsHead;

export const lastModified: RouteDate = (content, _params, today) => newest(openJobs(content.jobOpenings, today).map((j) => isoDate(j.postedDate)));

