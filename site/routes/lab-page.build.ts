/** What the build needs of a lab's own pages (site/routes/route.ts, docs/decisions/077). */
import { pagePath, slugProblem } from '../../shared/content/pages';
import { labPageHead } from '../heads/item-heads';
import { buildRoute } from './route';
import route from './lab-page.route';

export default buildRoute(route, {
  // One whose address breaks the rules is refused before the build gets here.
  paths: (content) => content.pages.filter((page) => slugProblem(page.slug) === null).map(pagePath),
  // The whole page (the frame's entries of the others are added for every page).
  slice: (content, params) => ({ content: { pages: content.pages.filter((page) => page.slug === params.slug) } }),
  head: labPageHead,
});
