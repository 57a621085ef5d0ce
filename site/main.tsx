/**
 * The browser entry (docs/decisions/010, 030). A prerendered page is hydrated from its own page
 * data (page-data.json beside it, preloaded by the HTML): a visitor runs React, the router,
 * the page's code and that data, nothing more. A browser holding unpublished edits, and the
 * studio, load the store first; such a page is rendered afresh from the store's content,
 * synchronously, so the published markup never lingers (or hydrated, when the store says
 * exactly what was published). A page whose HTML was made for another path (404.html
 * answering /admin/…, say) is rendered afresh too.
 */
import { StrictMode, useMemo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { BASENAME, stripBase } from '../shared/ui/base-path';
import { ContentProvider, isPublishedContent } from '../shared/ui/content-context';
import { routes } from './app';
import { rememberEarlyInput } from './boot/early-input';
import { hasLocalContent, isStudioPath, loadStoreOnEdit, switchToStore, useEditorContent } from './boot/content-mode';
import { EMPTY_PAGE, fetchPageData, fillContent, setPageDataSource, type PageData } from './page-data';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/scholarly.css';
import './styles/print.css';

/** Loads the code of the routes matching `pathname`, so the first render is the page, not a fallback. */
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

/** The loader data of the matched routes, so the router starts with the page instead of loading it. */
function initialLoaderData(pathname: string, data: PageData): Record<string, PageData> {
  const loaderData: Record<string, PageData> = {};
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    if (route.loader && route.id) loaderData[route.id] = data;
  return loaderData;
}

/** The store's content once an editor's store is loaded; the page's own data until then. */
function ContentRoot({ serverSnapshot, children }: { serverSnapshot?: PageData; children: ReactNode }) {
  const editor = useEditorContent();
  const server = useMemo(() => (serverSnapshot ? fillContent(serverSnapshot.content) : undefined), [serverSnapshot]);
  return (
    <ContentProvider store={editor?.store ?? null} published={editor?.published} serverSnapshot={server}>
      {children}
    </ContentProvider>
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const pathname = stripBase(window.location.pathname);
  const prerendered = container.dataset.prerendered;
  const samePage = prerendered !== undefined && samePath(prerendered, pathname);
  const editing = isStudioPath(pathname) || hasLocalContent();
  // Everything the first render needs starts loading at once, side by side.
  const storeReady = editing ? switchToStore() : null;
  const dataReady = samePage ? fetchPageData(pathname) : null;
  const codeReady = () =>
    resolveLazyRoutes(routes, pathname).then(
      () => true,
      (error: unknown) => {
        // The page's code could not load: render in the browser, where the router shows its error page.
        console.error(error);
        return false;
      },
    );

  let hydrate = false;
  let pageData: PageData | null = null;
  let giveBackInput: (() => void) | null = null;
  if (storeReady) {
    giveBackInput = rememberEarlyInput(container);
    const editor = await storeReady;
    // On a prerendered page, the page's code first, so the fresh render shows the page itself
    // and the early input has its controls back; elsewhere the router shows the page's loading
    // text while its code arrives.
    const code = samePage && (await codeReady());
    // Hydrate only when the store says exactly what was published; otherwise render its content
    // at once. The router then starts initialised: the pages read the store, not loader data.
    if (samePage && dataReady && isPublishedContent(editor.store.getSnapshot(), editor.published))
      hydrate = code && (await dataReady) !== EMPTY_PAGE;
    if (code) pageData = EMPTY_PAGE;
  } else {
    setPageDataSource((_pattern, path) => fetchPageData(path));
    loadStoreOnEdit(window);
    if (samePage && dataReady) {
      const [data, code] = await Promise.all([dataReady, codeReady()]);
      // The page's data could not be fetched (offline, say): the prerendered page stays as it
      // is, fully readable, as without script.
      if (data === EMPTY_PAGE) return;
      hydrate = code;
      pageData = data;
    }
  }
  const serverSnapshot = hydrate && dataReady ? await dataReady : undefined;

  const router = createBrowserRouter(routes, {
    basename: BASENAME || undefined,
    hydrationData: pageData ? { loaderData: initialLoaderData(pathname, pageData) } : undefined,
  });
  const app = (
    <StrictMode>
      <ContentRoot serverSnapshot={serverSnapshot}>
        <RouterProvider router={router} />
      </ContentRoot>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    const root = createRoot(container);
    flushSync(() => root.render(app));
  }
  giveBackInput?.();
  // Says the page now shows this browser's own (unpublished) content, not the published page.
  if (storeReady) container.dataset.content = 'local';
}

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

void start();
