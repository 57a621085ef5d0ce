/** A member's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as team } from './team.route';

/** The route's pattern. */
export const pattern = '/team/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 310;

/** What the side panel offers on its pages. */
export const panel: PanelContext = team;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./team-member'));
