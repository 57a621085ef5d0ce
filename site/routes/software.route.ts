/** The software list (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/software';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 600;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'software', manage: 'Manage software', edit: 'Edit this software' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./software'));
