/** A course's page (site/routes/route.ts, docs/decisions/086). */
import { declareRoute, type PanelContext } from './route';
import { panel as teaching } from './teaching.route';

/** The route's pattern. */
export const pattern = '/teaching/:id';

/** What the side panel offers on its pages. */
export const panel: PanelContext = teaching;

export default /* @__PURE__ */ declareRoute(pattern, () => import('./course-detail'));
