/** The teaching by term (site/routes/route.ts, docs/decisions/086). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/teaching';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'teaching', manage: 'Manage teaching', edit: 'Edit this course' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./teaching'));
