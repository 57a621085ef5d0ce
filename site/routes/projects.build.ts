/** What the build needs of the projects' list (site/routes/route.ts). */
import { projectsHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import { buildRoute, itsOwnPath } from './route';
import route from './projects.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content) => ({ content: { projects: content.projects, topicColorRegistry: content.topicColorRegistry } }),
  head: projectsHead,
  lastModified: (content) => newest(content.projects.map((p) => isoDate(p._lastUpdated))),
});
