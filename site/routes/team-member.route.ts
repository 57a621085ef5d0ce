/** A member's page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';
import { panel as team } from './team.route';

/** The route's pattern. */
export const pattern = '/team/:id';

/** What the side panel offers on its pages. */
export const panel: PanelContext = team;

export default /* @__PURE__ */ declareRoute(pattern, () => import('./team-member'));
