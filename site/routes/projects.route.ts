/** The research areas: the projects' list (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/projects';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 200;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'projects', manage: 'Manage projects', edit: 'Edit this project' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./projects'));
