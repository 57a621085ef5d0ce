/**
 * The browser entry. A prerendered page (docs/decisions/010) is hydrated: the route's code is
 * loaded first, and the first render uses the published content the HTML was made from, so
 * it matches exactly; the editor's own local content (if any) is applied right after. A page
 * whose HTML was made for another path (404.html answering /admin/…, say), or a browser holding
 * unpublished edits, is rendered afresh, synchronously, so the published markup never lingers.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { getBrowserStore } from '../shared/store/browser';
import { BASENAME, stripBase } from '../shared/ui/base-path';
import { ContentProvider, isPublishedContent } from '../shared/ui/content-context';
import { routes } from './app';
import { publishedContent } from './published';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/scholarly.css';
import './styles/print.css';

/** Loads the code of the routes matching `pathname`, so hydration renders the page, not a fallback. */
async function resolveLazyRoutes(tree: RouteObject[], pathname: string) {
  const matches = matchRoutes(tree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const pathname = stripBase(window.location.pathname);
  const prerendered = container.dataset.prerendered;
  const store = getBrowserStore();
  const published = publishedContent();
  // An editor's browser with unpublished content renders that content at once, in this task,
  // rather than hydrating the published page and swapping it (docs/decisions/010).
  let hydrate =
    prerendered !== undefined && samePath(prerendered, pathname) && isPublishedContent(store.getSnapshot(), published);
  if (hydrate) {
    try {
      await resolveLazyRoutes(routes, pathname);
    } catch (error) {
      // The page's code could not load: render in the browser, where the router shows its error page.
      console.error(error);
      hydrate = false;
    }
  }

  const router = createBrowserRouter(routes, { basename: BASENAME || undefined });
  const app = (
    <StrictMode>
      <ContentProvider store={store} published={published}>
        <RouterProvider router={router} />
      </ContentProvider>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    const root = createRoot(container);
    flushSync(() => root.render(app));
  }
}

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

void start();
