/**
 * Every route's document head, by route pattern (docs/decisions/056, 082): each public route's
 * `head` from its build module (site/routes/*.build.ts), the studio's one for all its screens.
 * The prerenderer writes it into each page's HTML. In the browser it loads only when the head
 * must change: after a navigation to another page, or in an editor's browser, whose content is
 * its own. A visitor's first page already has its head from the HTML, so its download carries
 * none of this. Only `route` and `head` are imported of each build module, so a browser gets
 * neither the routes' page data code nor their paths.
 */
import { STUDIO_PATHS } from '../../shared/ui/studio-paths';
import type { HeadFn } from '../head';
import type { RouteDeclaration } from '../routes/route';
import { studioHead } from './list-heads';

const routes = import.meta.glob<RouteDeclaration>('../routes/*.build.ts', { eager: true, import: 'route' });
const heads = import.meta.glob<HeadFn>('../routes/*.build.ts', { eager: true, import: 'head' });
const OWN: Readonly<Record<string, HeadFn>> = Object.fromEntries(
  Object.entries(routes).map(([file, route]) => [route.path, heads[file]!]),
);
// A collection's item page declared with its list page (site/routes/route.ts), whose build side
// is the list's module: that module's head serves both, telling them apart by the path's id.
const ITEM_PAGES = Object.values(routes).flatMap((route) =>
  route.item && !OWN[route.item.path] ? [[route.item.path, OWN[route.path]!] as const] : [],
);

export const HEADS: Readonly<Record<string, HeadFn>> = {
  ...OWN,
  ...Object.fromEntries(ITEM_PAGES),
  ...Object.fromEntries(STUDIO_PATHS.map((path) => [path, studioHead])),
};

/** The head function of the route `pattern`. */
export function headOf(pattern: string): HeadFn | undefined {
  return HEADS[pattern];
}
