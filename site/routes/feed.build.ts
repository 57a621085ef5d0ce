/** What the build needs of the news list (site/routes/route.ts). */
import { feedHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './feed.route';

export { default as route } from './feed.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => ({ content: { newsItems: content.newsItems } });

export const head: HeadFn = feedHead;

export const lastModified: RouteDate = (content) => newest(content.newsItems.map((n) => isoDate(n.date)));

