/**
 * What the build needs of the search page (site/routes/route.ts): every collection the site
 * search reads (site/search/engine.ts); the slicing adds their plain texts (docs/decisions/078).
 */
import { searchHead } from '../heads/list-heads';
import { buildRoute, itsOwnPath } from './route';
import route from './search.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content) => ({
    content: {
      publications: content.publications,
      newsItems: content.newsItems,
      projects: content.projects,
      teamMembers: content.teamMembers,
      software: content.software,
      pages: content.pages,
    },
  }),
  head: searchHead,
  plainTexts: true,
});
