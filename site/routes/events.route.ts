/** The events, upcoming then past (site/routes/route.ts, docs/decisions/087). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/events';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'events', manage: 'Manage events', edit: 'Edit this event' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./events'));
