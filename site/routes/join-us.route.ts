/** The open positions (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/join-us';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'jobOpenings', manage: 'Manage job openings', edit: 'Edit this job opening' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./join-us'));
