/** What the build needs of a news item's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collection-facts';
import { newsItemHead } from '../heads/item-heads';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './news-item.route';

export const paths: RoutePaths = (content) => content.newsItems.map((item) => itemPath('newsItems', item.id));

export const slice: RouteSlice = (content, params) => ({ content: { newsItems: byId(content.newsItems, params.id) } });

export const head: HeadFn = newsItemHead;

export const lastModified: RouteDate = (content, params) => isoDate(content.newsItems.find((n) => n.id === params.id)?.date);

