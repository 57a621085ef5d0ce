/** The contact page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/contact';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 1100;

/** What the side panel offers on its pages. */
export const panel: PanelContext | undefined = undefined;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./contact'));
