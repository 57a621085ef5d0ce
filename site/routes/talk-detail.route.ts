/** A talk's page (site/routes/route.ts, docs/decisions/085). */
import { declareRoute, type PanelContext } from './route';
import { panel as talks } from './talks.route';

/** The route's pattern. */
export const pattern = '/talks/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 710;

/** What the side panel offers on its pages. */
export const panel: PanelContext = talks;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./talk-detail'));
