/** The publications' list, its first page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/publications';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 500;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'publications', manage: 'Manage publications', edit: 'Edit this publication' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./publications'));
