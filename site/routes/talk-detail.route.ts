/** A talk's page (site/routes/route.ts, docs/decisions/085). */
import { declareRoute, type PanelContext } from './route';
import { panel as talks } from './talks.route';

/** The route's pattern. */
export const pattern = '/talks/:id';

/** What the side panel offers on its pages. */
export const panel: PanelContext = talks;

export default /* @__PURE__ */ declareRoute(pattern, () => import('./talk-detail'));
