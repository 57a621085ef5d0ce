/** What the build needs of the software list (site/routes/route.ts). */
import { softwareHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './software.route';

export { default as route } from './software.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const ids = new Set(content.software.map((s) => s.id));
  const linked = new Set(content.software.flatMap((s) => s.publicationIds));
  const developers = new Set(content.software.flatMap((s) => s.developers));
  return {
    content: {
      software: content.software,
      projects: content.projects.filter((p) =>
        content.software.some((s) => s.projectIds.includes(p.id) || s.projectId === p.id),
      ),
      publications: content.publications.filter((p) => linked.has(p.id) || p.softwareIds.some((id) => ids.has(id))),
      teamMembers: content.teamMembers.filter((m) => developers.has(m.name)),
    },
  };
};

export const head: HeadFn = softwareHead;

export const lastModified: RouteDate = (content) => newest(content.software.map((s) => isoDate(s.lastUpdate) ?? isoDate(s.releaseDate)));

