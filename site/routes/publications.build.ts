/** What the build needs of the publications' first page (site/routes/route.ts). */
import type { Content } from '../../shared/content/model';
import { publicationsHead } from '../heads/list-heads';
import type { PageData } from '../page-data';
import { authorsOf } from '../prerender/slice-kit';
import { publicationFacets, publicationPage, type PublicationPage } from './publication-pages';
import { buildRoute, itsOwnPath, type SliceTools } from './route';
import route from './publications.route';

/** A list of publications: its papers, the members its authors link to, the filters' options. */
export function publicationList(content: Content, page: PublicationPage, tools: SliceTools): PageData {
  return {
    content: {
      publications: page.publications,
      projects: content.projects,
      software: content.software,
      teamMembers: authorsOf(page.publications, content.teamMembers),
    },
    totals: { publications: content.publications.length },
    facets: publicationFacets(content.publications),
    references: tools.references(page.publications),
  };
}

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content, _params, tools) => publicationList(content, publicationPage(content.publications, 1), tools),
  head: publicationsHead,
});
