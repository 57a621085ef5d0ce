/** The home page (site/routes/route.ts). */
import { declareRoute, type PanelContext } from './route';

/** The route's pattern. */
export const pattern = '/';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 100;

/** What the side panel offers on its pages. */
export const panel: PanelContext = {
  actions: [
    { label: 'Edit featured items', to: '/admin/featured' },
    { label: 'Edit team image', to: '/admin/team-image' },
  ],
};

export default /* @__PURE__ */ declareRoute(pattern, rank, () => import('./home'));
