/** The talks by year (site/routes/route.ts, docs/decisions/085). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/talks';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'talks', manage: 'Manage talks', edit: 'Edit this talk' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./talks'));
