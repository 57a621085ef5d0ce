/** An event's page (site/routes/route.ts, docs/decisions/087). */
import { declareRoute, type PanelContext } from './route';
import { panel as events } from './events.route';

/** The route's pattern. */
export const pattern = '/events/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 910;

/** What the side panel offers on its pages. */
export const panel: PanelContext = events;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./event-detail'));
