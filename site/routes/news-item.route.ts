/** A news item's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as feed } from './feed.route';

/** The route's pattern. */
export const pattern = '/news/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 410;

/** What the side panel offers on its pages. */
export const panel: PanelContext = feed;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./news-item'));
