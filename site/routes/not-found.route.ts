/** Any path no other route claims: the not-found page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '*';

/** Where it ranks: after every other route (a fallback claims what the others leave). */
export const rank = 9100;

/** What the side panel offers on its pages. */
export const panel: PanelContext | undefined = undefined;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./not-found'));
