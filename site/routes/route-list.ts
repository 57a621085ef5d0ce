/**
 * The site's routes, in one place (docs/decisions/082, 093): the app mounts them, the prerenderer
 * writes their pages, the sitemap and the search page list what they prerender, and the side
 * panel reads what each offers. Each route is its own module (site/routes/route.ts), found here by
 * file name and ordered by the rank it exports: the public pages, then (in site/app.tsx) the
 * studio's, then the routes ranked from FALLBACK_RANK on (the lab's own pages and the not-found
 * page), which claim what the others leave. Only each module's declaration is read; a
 * collection's list page brings its item page (its `item`, site/routes/route.ts).
 */
import { FALLBACK_RANK, type RouteDeclaration } from './route';

const RANKED = Object.values(import.meta.glob<RouteDeclaration>('./*.route.ts', { eager: true, import: 'default' }))
  .flatMap((route) => (route.item ? [route, route.item] : [route]))
  .sort((a, b) => a.rank - b.rank);

for (const route of RANKED) if (!Number.isFinite(route.rank)) throw new Error(`The route ${route.path} has no rank.`);

/** The site's own pages, in the order the build writes them and the sitemap lists them. */
export const PUBLIC_ROUTES: readonly RouteDeclaration[] = RANKED.filter((route) => route.rank < FALLBACK_RANK);

/** After the studio's routes: a lab's own pages (/{slug}), then any other path. */
export const FALLBACK_ROUTES: readonly RouteDeclaration[] = RANKED.filter((route) => route.rank >= FALLBACK_RANK);
