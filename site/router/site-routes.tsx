/**
 * The page tree every public page and studio screen renders in (docs/decisions/056): the
 * prepared page in context, the route table as `useRoutes` elements under the site's layout,
 * and error boundaries that show the router's fallback, "Unexpected Application Error!". The
 * browser puts it under `SiteRouter`; the prerenderer under a static router.
 *
 * The error page is part of the frame's code, never loaded on demand: a page fails most often
 * because code could not be fetched, and then the error page's own file would fail too
 * (docs/decisions/074). A failing page shows it inside the layout, whose header and footer stay.
 */
import { Component, useMemo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../layout/error-page';
import { PageLoading, SiteLayout } from '../layout/site-layout';
import { PageContext, usePage } from './page-context';
import { routeObjects, type Page, type PageRoute } from './pages';

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
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The current page, in the layout's place for it; a page that fails shows the error page there. */
function FramedPage() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <CurrentPage />
    </ErrorBoundary>
  );
}

function Routes({ routes }: { routes: readonly PageRoute[] }) {
  const tree = useMemo<RouteObject[]>(
    () => [{ path: '/', element: <SiteLayout />, children: routeObjects(routes, () => <FramedPage />) }],
    [routes],
  );
  return useRoutes(tree);
}

/**
 * The site's layout with `page` in it; another page starts with a fresh error boundary. The outer
 * boundary catches what fails in the layout itself, where no frame is left to keep.
 */
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
