/**
 * The build side of every route (site/routes/route.ts): each `<name>.build.ts` beside its
 * declaration, found here by file name, so the route list stays the one place that names the
 * routes. Read by the prerenderer (node) and, after a navigation, by the browser's head runtime;
 * never by the app a visitor's first page loads.
 */
import type { RouteBuild } from './route';

const modules = import.meta.glob<RouteBuild>('./*.build.ts', { eager: true, import: 'default' });

/** Every route's build side, by route pattern. */
export const ROUTE_BUILDS: ReadonlyMap<string, RouteBuild> = new Map(
  Object.values(modules).map((build) => [build.route.path, build]),
);

/** The build side of the route `pattern`, if it has one (the studio's routes have none). */
export function buildOf(pattern: string): RouteBuild | undefined {
  return ROUTE_BUILDS.get(pattern);
}
