/** What the build needs of the projects' list (site/routes/route.ts). */
import { projectsHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './projects.route';

export { default as route } from './projects.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => ({ content: { projects: content.projects, topicColorRegistry: content.topicColorRegistry } });

export const head: HeadFn = projectsHead;

export const lastModified: RouteDate = (content) => newest(content.projects.map((p) => isoDate(p._lastUpdated)));

