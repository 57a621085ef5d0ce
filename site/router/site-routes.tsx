/**
 * The page tree every public page and studio screen renders in (docs/decisions/056): the
 * prepared page in context, the route table as `useRoutes` elements under the site's layout,
 * and an error boundary that shows the spec's fallback. The browser puts it under
 * `SiteRouter`; the prerenderer under a static router.
 */
import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoading, SiteLayout } from '../layout/site-layout';
import { PageContext, usePage } from './page-context';
import { routeObjects, type Page, type PageRoute } from './pages';

// Rarely shown: its code (and the messages it names) loads only when a page fails.
const LazyErrorPage = lazy(() => import('../layout/error-page').then((module) => ({ default: module.ErrorPage })));


function CurrentPage() {
  const page = usePage();
  if (page.error !== undefined) throw page.error;
  if (!page.Component) return <PageLoading text={page.route.loadingText} />;
  return <page.Component />;
}

/** Catches a page that fails; another address (`resetKey`) tries again. The layout never remounts. */
class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; failed: boolean; key: string }> {
  override state = { error: undefined as unknown, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <LazyErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

function Routes({ routes }: { routes: readonly PageRoute[] }) {
  const tree = useMemo<RouteObject[]>(
    () => [{ path: '/', element: <SiteLayout />, children: routeObjects(routes, () => <CurrentPage />) }],
    [routes],
  );
  return useRoutes(tree);
}

/** The site's layout with `page` in it; another page starts with a fresh error boundary. */
export function SitePage({ page, routes }: { page: Page; routes: readonly PageRoute[] }) {
  const { pathname } = useLocation();
  return (
    <PageContext.Provider value={page}>
      <ErrorBoundary resetKey={pathname}>
        <Routes routes={routes} />
      </ErrorBoundary>
    </PageContext.Provider>
  );
}
