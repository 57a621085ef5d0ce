/** What the build needs of a lab's own pages (site/routes/route.ts, docs/decisions/077). */
import { pagePath, slugProblem } from '../../shared/content/read/pages';
import { labPageHead } from '../heads/item-heads';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './lab-page.route';

// One whose address breaks the rules is refused before the build gets here.
export const paths: RoutePaths = (content) => content.pages.filter((page) => slugProblem(page.slug) === null).map(pagePath);

// The whole page (the frame's entries of the others are added for every page).
export const slice: RouteSlice = (content, params) => ({ content: { pages: content.pages.filter((page) => page.slug === params.slug) } });

export const head: HeadFn = labPageHead;

