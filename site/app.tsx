/**
 * The route table: the map of the product. Public pages other than Home load lazily, and
 * the studio's /admin routes come from site/admin/routes.tsx (lazy too), so a visitor's
 * page never downloads the editor. Admin pages sit inside the same layout as the site.
 * The same table renders in the browser (entry-client) and in the prerenderer (entry-server).
 * Each public route's loader supplies that page's data only (docs/decisions/030).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin/routes';
import type { HeadFn } from './head';
import { PageLoading, SiteLayout } from './layout/site-layout';
import { pageLoader } from './page-data';

// Rarely shown: its code (and the messages it names) loads only when a page fails.
const LazyErrorPage = lazy(() => import('./layout/error-page').then((module) => ({ default: module.ErrorPage })));

type PageModule = { default: ComponentType; head?: HeadFn };

/** What a route carries for the document head (see site/head.ts). */
export interface RouteHandle {
  head?: HeadFn;
}

/**
 * A lazily loaded public page; `loadingText` shows while its code arrives on a first visit.
 * Its loader brings the page's data (site/page-data.ts); the route's id is its path.
 */
function page(path: string, load: () => Promise<PageModule>, loadingText?: string): RouteObject {
  return {
    id: path,
    ...(path === '/' ? { index: true } : { path }),
    loader: pageLoader(path),
    lazy: async () => {
      const module = await load();
      return { Component: module.default, handle: { head: module.head } satisfies RouteHandle };
    },
    hydrateFallbackElement: <PageLoading text={loadingText} />,
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <LazyErrorPage />
      </Suspense>
    ),
    hydrateFallbackElement: <PageLoading />,
    children: [
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
      page('*', () => import('./routes/not-found')),
    ],
  },
];
