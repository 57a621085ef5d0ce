/** What the build needs of the contact page (site/routes/route.ts). */
import { contactHead } from '../heads/list-heads';
import { buildRoute, itsOwnPath } from './route';
import route from './contact.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: () => ({ content: {} }),
  head: contactHead,
});
