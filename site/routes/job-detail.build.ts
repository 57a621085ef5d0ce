/** What the build needs of a position's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collection-facts';
import { openJobs } from '../../shared/content/read/expiry';
import { jobHead } from '../heads/item-heads';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './job-detail.route';

// Only open positions have a page; a closed one answers with the not-found page.
export const paths: RoutePaths = (content, today) => openJobs(content.jobOpenings, today).map((job) => itemPath('jobOpenings', job.id));

export const slice: RouteSlice = (content, params) => {
  const jobOpenings = byId(content.jobOpenings, params.id);
  return {
    content: {
      jobOpenings,
      projects: content.projects.filter((p) => jobOpenings.some((job) => job.projectId === p.id)),
    },
  };
};

export const head: HeadFn = jobHead;

export const lastModified: RouteDate = (content, params) => isoDate(content.jobOpenings.find((j) => j.id === params.id)?.postedDate);

