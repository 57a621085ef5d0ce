/**
 * The build side of every route (site/routes/route.ts): each `<name>.build.ts` beside its
 * declaration (a collection's list and item pages share one, the item page's as its `detail`),
 * found here by file name, so the route list stays the one place that names the
 * routes. Read by the prerenderer, the sitemap and the page data (node); a browser reads only
 * the heads, through site/heads.
 */
import type { BuildModule, RouteBuild } from './route';

const modules = import.meta.glob<BuildModule>('./*.build.ts', { eager: true });

/** Every route's build side, by route pattern: each module's own, and its item page's where it has one. */
export const ROUTE_BUILDS: ReadonlyMap<string, RouteBuild> = new Map(
  Object.values(modules)
    .flatMap((build) => (build.detail ? [build, build.detail] : [build]))
    .map((build) => [build.route.path, build]),
);

/** The build side of the route `pattern`, if it has one (the studio's routes have none). */
export function buildOf(pattern: string): RouteBuild | undefined {
  return ROUTE_BUILDS.get(pattern);
}
