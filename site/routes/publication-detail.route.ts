/** A publication's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as publications } from './publications.route';

/** The route's pattern. */
export const pattern = '/publications/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 520;

/** What the side panel offers on its pages. */
export const panel: PanelContext = publications;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./publication-detail'));
