/** The talks by year and each talk's page (site/routes/route.ts, docs/decisions/085, 094). */
import { declareListRoute, type PanelContext } from './route';

/** The route's pattern; an item's page is at "/talks/:id". */
export const pattern = '/talks';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 700;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'talks', manage: 'Manage talks', edit: 'Edit this talk' };

export default /* @__PURE__ */ declareListRoute(pattern, rank, {
  list: () => import('./talks'),
  item: () => import('./talks').then((module) => ({ default: module.TalkPage })),
});
