/** What the build needs of the not-found page (site/routes/route.ts): never prerendered but as 404.html. */
import { notFoundHead } from '../heads/list-heads';
import { buildRoute } from './route';
import route from './not-found.route';

export default buildRoute(route, {
  // The lab's frame only (header, footer).
  slice: () => ({ content: {} }),
  head: notFoundHead,
});
