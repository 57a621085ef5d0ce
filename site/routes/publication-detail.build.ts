/** What the build needs of a publication's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/collections';
import { relatedOfPublication } from '../../shared/content/relations';
import { authorsOf } from '../prerender/slice-kit';
import { publicationHead } from './publication-head';
import { buildRoute } from './route';
import route from './publication-detail.route';

export default buildRoute(route, {
  paths: (content) => content.publications.map((item) => itemPath('publications', item.id)),
  slice: (content, params, tools) => {
    const pub = content.publications.find((p) => p.id === params.id);
    if (!pub) return { content: {} };
    const { projects, software } = relatedOfPublication(content, pub);
    return {
      content: { publications: [pub], projects, software, teamMembers: authorsOf([pub], content.teamMembers) },
      cite: tools.cite(pub),
    };
  },
  head: publicationHead,
});
