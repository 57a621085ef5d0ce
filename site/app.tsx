/**
 * The route table: the map of the product. Public pages other than Home load lazily, and
 * the studio's /admin routes come from site/admin/routes.tsx (lazy too), so a visitor's
 * page never downloads the editor. Admin pages sit inside the same layout as the site.
 * The same table renders in the browser (entry-client) and in the prerenderer (entry-server).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin/routes';
import type { HeadFn } from './head';
import { ErrorPage } from './layout/error-page';
import { PageLoading, SiteLayout } from './layout/site-layout';
import Home, { head as homeHead } from './routes/home';

type PageModule = { default: ComponentType; head?: HeadFn };

/** What a route carries for the document head (see site/head.ts). */
export interface RouteHandle {
  head?: HeadFn;
}

/** A lazily loaded page; `loadingText` shows while its code arrives on a first visit. */
function page(path: string, load: () => Promise<PageModule>, loadingText?: string): RouteObject {
  return {
    path,
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
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Home />, handle: { head: homeHead } satisfies RouteHandle },
      page('/projects', () => import('./routes/projects')),
      page('/projects/:id', () => import('./routes/project-detail'), 'Loading project details...'),
      page('/team', () => import('./routes/team')),
      page('/team/:id', () => import('./routes/team-member')),
      page('/feed', () => import('./routes/feed')),
      page('/news/:id', () => import('./routes/news-item')),
      page('/publications', () => import('./routes/publications')),
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
