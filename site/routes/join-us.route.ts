/** The open positions (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/join-us';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 1000;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'jobOpenings', manage: 'Manage job openings', edit: 'Edit this job opening' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./join-us'));
