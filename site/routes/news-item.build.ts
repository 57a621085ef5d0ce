/** What the build needs of a news item's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/collections';
import { newsItemHead } from '../heads/item-heads';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import { buildRoute } from './route';
import route from './news-item.route';

export default buildRoute(route, {
  paths: (content) => content.newsItems.map((item) => itemPath('newsItems', item.id)),
  slice: (content, params) => ({ content: { newsItems: byId(content.newsItems, params.id) } }),
  head: newsItemHead,
  lastModified: (content, params) => isoDate(content.newsItems.find((n) => n.id === params.id)?.date),
});
