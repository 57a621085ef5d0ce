/** The events, upcoming then past (site/routes/route.ts, docs/decisions/087). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/events';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 900;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'events', manage: 'Manage events', edit: 'Edit this event' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./events'));
