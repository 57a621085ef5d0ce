/** A project's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as projects } from './projects.route';

/** The route's pattern. */
export const pattern = '/projects/:id';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 210;

/** What the side panel offers on its pages. */
export const panel: PanelContext = projects;

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./project-detail'), 'Loading project details...');
