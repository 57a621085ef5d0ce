/** The publications' list, its further pages: /publications/page/2/… (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as publications } from './publications.route';

/** The route's pattern. */
export const pattern = '/publications/page/:page';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 510;

/** What the side panel offers on its pages. */
export const panel: PanelContext = publications;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./publications'));
