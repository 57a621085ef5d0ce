/** What the build needs of the publications' further pages (site/routes/route.ts). */
import { publicationsHead } from '../heads/list-heads';
import { publicationList } from './publications.build';
import { pageCountOf, publicationPage, publicationPagePath } from './publication-pages';
import { buildRoute } from './route';
import route from './publications-page.route';

export default buildRoute(route, {
  // /publications/page/2/… (the first is /publications itself).
  paths: (content) =>
    Array.from({ length: pageCountOf(content.publications.length) - 1 }, (_, index) => publicationPagePath(index + 2)),
  slice: (content, params, tools) => publicationList(content, publicationPage(content.publications, Number(params.page)), tools),
  head: publicationsHead,
});
