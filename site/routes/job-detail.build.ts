/** What the build needs of a position's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/collections';
import { openJobs } from '../../shared/content/expiry';
import { jobHead } from '../heads/item-heads';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import { buildRoute } from './route';
import route from './job-detail.route';

export default buildRoute(route, {
  // Only open positions have a page; a closed one answers with the not-found page.
  paths: (content, today) => openJobs(content.jobOpenings, today).map((job) => itemPath('jobOpenings', job.id)),
  slice: (content, params) => {
    const jobOpenings = byId(content.jobOpenings, params.id);
    return {
      content: {
        jobOpenings,
        projects: content.projects.filter((p) => jobOpenings.some((job) => job.projectId === p.id)),
      },
    };
  },
  head: jobHead,
  lastModified: (content, params) => isoDate(content.jobOpenings.find((j) => j.id === params.id)?.postedDate),
});
