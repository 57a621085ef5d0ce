/**
 * What each public route prerenders (docs/decisions/056, 082): its own paths from the content,
 * declared by the route's build module (site/routes/*.build.ts). The prerenderer writes a page
 * for each, and the sitemap lists the indexable ones. A route with no paths is never
 * prerendered (the studio, whose app shells scripts/prerender.mjs writes; "*", which becomes
 * 404.html); tests/unit/site-prerender.test.ts fails when a public route has none.
 */
import type { Content } from '../../shared/content/model/model';
import { buildOf, ROUTE_BUILDS } from '../routes/builds';
import type { RoutePaths } from '../routes/route';

/** The routes' paths by route pattern. */
export const ROUTE_PATHS: Readonly<Record<string, RoutePaths>> = Object.fromEntries(
  [...ROUTE_BUILDS.values()].flatMap((build) => (build.paths ? [[build.route.path, build.paths]] : [])),
);

/** Every prerendered path, route by route in `patterns` order. */
export function routePaths(patterns: readonly string[], content: Content, today: string): string[] {
  return patterns.flatMap((pattern) => buildOf(pattern)?.paths?.(content, today) ?? []);
}
