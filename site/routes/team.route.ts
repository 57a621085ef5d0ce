/** The team's list (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/team';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 300;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'teamMembers', manage: 'Manage team', edit: 'Edit this team member' };

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./team'));
