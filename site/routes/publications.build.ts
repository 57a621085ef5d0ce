/** What the build needs of the publications' first page (site/routes/route.ts). */
import type { Content } from '../../shared/content/model/model';
import { publicationsHead } from '../heads/list-heads';
import type { PageData } from '../page-data';
import { authorsOf } from '../prerender/slice-kit';
import { publicationFacets, publicationPage, type PublicationPage } from './publication-pages';
import type { RoutePaths, RouteSlice, SliceTools } from './route';
import type { HeadFn } from '../head';
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

export { default as route } from './publications.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content, _params, tools) => publicationList(content, publicationPage(content.publications, 1), tools);

export const head: HeadFn = publicationsHead;

