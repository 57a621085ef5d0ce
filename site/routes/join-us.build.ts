/** What the build needs of the open positions' list (site/routes/route.ts). */
import { joinUsHead } from '../heads/list-heads';
import { openJobs } from '../../shared/content/expiry';
import { isoDate, newest } from '../prerender/dates';
import { buildRoute, itsOwnPath } from './route';
import route from './join-us.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content) => ({
    content: {
      jobOpenings: content.jobOpenings,
      projects: content.projects.filter((p) => content.jobOpenings.some((job) => job.projectId === p.id)),
    },
  }),
  head: joinUsHead,
  lastModified: (content, _params, today) => newest(openJobs(content.jobOpenings, today).map((j) => isoDate(j.postedDate))),
});
