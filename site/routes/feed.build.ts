/** What the build needs of the news list (site/routes/route.ts). */
import { feedHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import { buildRoute, itsOwnPath } from './route';
import route from './feed.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content) => ({ content: { newsItems: content.newsItems } }),
  head: feedHead,
  lastModified: (content) => newest(content.newsItems.map((n) => isoDate(n.date))),
});
