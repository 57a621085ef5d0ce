/** What the build needs of the software list (site/routes/route.ts). */
import { softwareHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import { buildRoute, itsOwnPath } from './route';
import route from './software.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content) => {
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
  },
  head: softwareHead,
  lastModified: (content) => newest(content.software.map((s) => isoDate(s.lastUpdate) ?? isoDate(s.releaseDate))),
});
