/** What the build needs of the publications' further pages (site/routes/route.ts). */
import { publicationsHead } from '../heads/list-heads';
import { publicationList } from './publications.build';
import { pageCountOf, publicationPage, publicationPagePath } from './publication-pages';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './publications-page.route';

// /publications/page/2/… (the first is /publications itself).
export const paths: RoutePaths = (content) =>
  Array.from({ length: pageCountOf(content.publications.length) - 1 }, (_, index) => publicationPagePath(index + 2));

export const slice: RouteSlice = (content, params, tools) => publicationList(content, publicationPage(content.publications, Number(params.page)), tools);

export const head: HeadFn = publicationsHead;

