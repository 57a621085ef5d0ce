/** What the build needs of the not-found page (site/routes/route.ts): never prerendered but as 404.html. */
import { notFoundHead } from '../heads/list-heads';
import type { RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './not-found.route';

// The lab's frame only (header, footer).
export const slice: RouteSlice = () => ({ content: {} });

export const head: HeadFn = notFoundHead;

