/**
 * The route table: the map of the product. Every page loads its code lazily, and the studio's
 * /admin routes come from site/admin/routes.tsx (lazy too), so a visitor's page never
 * downloads the editor. Admin pages sit inside the same layout as the site. The same table
 * renders in the browser (site/router) and in the prerenderer (entry-server); a public page
 * renders from its own data only (docs/decisions/030, 056).
 */
import { adminRoutes } from './admin/routes';
import type { PageModule, PageRoute } from './router/pages';

/** A lazily loaded public page; `loadingText` shows while its code arrives on a first visit. */
function page(path: string, load: () => Promise<PageModule>, loadingText?: string): PageRoute {
  return { path, load, loadingText };
}

export const routes: readonly PageRoute[] = [
  page('/', () => import('./routes/home')),
  page('/projects', () => import('./routes/projects')),
  page('/projects/:id', () => import('./routes/project-detail'), 'Loading project details...'),
  page('/team', () => import('./routes/team')),
  page('/team/:id', () => import('./routes/team-member')),
  page('/feed', () => import('./routes/feed')),
  page('/news/:id', () => import('./routes/news-item')),
  page('/publications', () => import('./routes/publications')),
  page('/publications/page/:page', () => import('./routes/publications')),
  page('/publications/:id', () => import('./routes/publication-detail')),
  page('/software', () => import('./routes/software')),
  page('/join-us', () => import('./routes/join-us')),
  page('/join-us/:id', () => import('./routes/job-detail')),
  page('/contact', () => import('./routes/contact')),
  page('/search', () => import('./routes/search')),
  ...adminRoutes,
  // A lab's own pages (docs/decisions/077): every other first segment; a built-in route outranks it.
  page('/:slug', () => import('./routes/lab-page')),
  page('*', () => import('./routes/not-found')),
];
