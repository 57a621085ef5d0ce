/** A course's page (site/routes/route.ts, docs/decisions/086). */
import { declareRoute, type PanelContext } from './route';
import { panel as teaching } from './teaching.route';

/** The route's pattern. */
export const pattern = '/teaching/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 810;

/** What the side panel offers on its pages. */
export const panel: PanelContext = teaching;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./teaching').then((module) => ({ default: module.CoursePage })));
