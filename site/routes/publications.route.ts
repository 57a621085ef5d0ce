/** The publications' list, its first page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/publications';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'publications', manage: 'Manage publications', edit: 'Edit this publication' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./publications'));
