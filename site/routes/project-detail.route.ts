/** A project's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as projects } from './projects.route';

/** The route's pattern. */
export const pattern = '/projects/:id';

/** What the side panel offers on its pages. */
export const panel: PanelContext = projects;

export default /* @__PURE__ */ declareRoute(pattern, () => import('./project-detail'), 'Loading project details...');
