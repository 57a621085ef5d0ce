/** The talks by year (site/routes/route.ts, docs/decisions/085). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/talks';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 700;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'talks', manage: 'Manage talks', edit: 'Edit this talk' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./talks'));
