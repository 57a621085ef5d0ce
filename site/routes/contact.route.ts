/** The contact page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/contact';

/** What the side panel offers on its pages. */
export const panel: PanelContext | undefined = undefined;

export default /* @__PURE__ */ declareRoute(pattern, () => import('./contact'));
