/** An event's page (site/routes/route.ts, docs/decisions/087). */
import { declareRoute, type PanelContext } from './route';
import { panel as events } from './events.route';

/** The route's pattern. */
export const pattern = '/events/:id';

/** What the side panel offers on its pages. */
export const panel: PanelContext = events;

export default /* @__PURE__ */ declareRoute(pattern, () => import('./event-detail'));
