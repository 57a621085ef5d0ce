/** The site search (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/search';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 1200;

/** What the side panel offers on its pages. */
export const panel: PanelContext | undefined = undefined;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./search'));
