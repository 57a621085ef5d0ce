/**
 * The route table: the map of the product. Every page loads its code lazily, and the studio's
 * /admin routes come from site/admin/routes.tsx (lazy too), so a visitor's page never
 * downloads the editor. Admin pages sit inside the same layout as the site. The same table
 * renders in the browser (site/router) and in the prerenderer (entry-server); a public page
 * renders from its own data only (docs/decisions/030, 056). Each public route is a module of
 * its own (site/routes/route.ts, docs/decisions/082); site/routes/route-list.ts orders them.
 */
import { adminRoutes } from './admin/routes';
import type { PageRoute } from './router/pages';
import { FALLBACK_ROUTES, PUBLIC_ROUTES } from './routes/route-list';

export const routes: readonly PageRoute[] = [...PUBLIC_ROUTES, ...adminRoutes, ...FALLBACK_ROUTES];
