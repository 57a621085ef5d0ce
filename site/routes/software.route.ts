/** The software list (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/software';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'software', manage: 'Manage software', edit: 'Edit this software' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./software'));
