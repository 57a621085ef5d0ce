/** The team's list (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/team';

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'teamMembers', manage: 'Manage team', edit: 'Edit this team member' };

export default /* @__PURE__ */ declareRoute(pattern, () => import('./team'));
