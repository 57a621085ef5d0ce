/** The events, upcoming then past, and each event's page (site/routes/route.ts, docs/decisions/087, 094). */
import { declareListRoute, type PanelContext } from './route';

/** The route's pattern; an item's page is at "/events/:id". */
export const pattern = '/events';

/** Where it ranks among the site's routes: the order the build writes pages and the sitemap lists them. */
export const rank = 900;

/** What the side panel offers on its pages. */
export const panel: PanelContext = { kind: 'events', manage: 'Manage events', edit: 'Edit this event' };

export default /* @__PURE__ */ declareListRoute(pattern, rank, {
  list: () => import('./events'),
  item: () => import('./events').then((module) => ({ default: module.EventPage })),
});
