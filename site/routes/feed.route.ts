/** The news list (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/feed';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 400;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'newsItems', manage: 'Manage news', edit: 'Edit this news item' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./feed'));
