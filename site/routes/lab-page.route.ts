/**
 * A lab's own pages (docs/decisions/077): every other first segment; a built-in route outranks
 * it (site/routes/route.ts).
 */
import { LAB_PAGE_ROUTE } from '../../shared/content/read/pages';
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = LAB_PAGE_ROUTE;

/** Where it ranks: after every other route (a fallback claims what the others leave). */
export const rank = 9000;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { labPage: true };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./lab-page'));
