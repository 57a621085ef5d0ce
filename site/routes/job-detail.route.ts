/** An open position's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as joinUs } from './join-us.route';

/** The route's pattern. */
export const pattern = '/join-us/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 1010;

/** What the side panel offers on its pages. */
export const panel: PanelContext = joinUs;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./job-detail'));
