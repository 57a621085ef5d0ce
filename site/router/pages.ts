/**
 * A path's page (docs/decisions/056): which route of the table claims it, with its parameters,
 * and once prepared, the route's code and the page's data. The browser prepares a page before
 * showing it; the prerenderer prepares each page before rendering it. Heads are in site/heads.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { EMPTY_PAGE, loadPageData, type PageData } from '../page-data';

export interface PageModule {
  default: ComponentType;
}

export interface PageRoute {
  /** The route pattern (parameters as ":id"; "/" for home, "*" for any other path). */
  path: string;
  load: () => Promise<PageModule>;
  /** Shown while the page's code arrives, when nothing was prerendered for the address. */
  loadingText?: string;
  /** False for studio screens, which read the editor's store rather than page data. */
  pageData?: boolean;
}

export interface Page {
  /** The route path of the page (base path removed). */
  pathname: string;
  route: PageRoute;
  params: Params;
  /** The route's component once its code is here. */
  Component?: ComponentType;
  data: PageData;
  /** The page could not be prepared (its code failed to load): the error page shows it. */
  error?: unknown;
}

/** The route objects `useRoutes` and `matchRoutes` share, each with its pattern as id. */
export function routeObjects(routes: readonly PageRoute[], element?: (route: PageRoute) => RouteObject['element']): RouteObject[] {
  return routes.map((route) =>
    route.path === '/'
      ? { id: route.path, index: true, element: element?.(route) }
      : { id: route.path, path: route.path, element: element?.(route) },
  );
}

const modules = new Map<PageRoute, PageModule>();

/** The route that claims `pathname` and its parameters (the "*" route claims what no other does). */
export function matchPage(routes: readonly PageRoute[], pathname: string): { route: PageRoute; params: Params } {
  const tree: RouteObject[] = [{ path: '/', children: routeObjects(routes) }];
  const leaf = matchRoutes(tree, pathname)?.at(-1);
  const route = routes.find((candidate) => candidate.path === leaf?.route.id) ?? routes.find((candidate) => candidate.path === '*');
  if (!route) throw new Error(`No route for ${pathname}`);
  return { route, params: leaf?.params ?? {} };
}

/** The page of `pathname` with whatever is already at hand: its code if loaded, no data yet. */
export function pageNow(routes: readonly PageRoute[], pathname: string): Page {
  const { route, params } = matchPage(routes, pathname);
  const module = modules.get(route);
  return { pathname, route, params, Component: module?.default, data: EMPTY_PAGE };
}

/** Loads the page's code and data, side by side; a failure to load the code becomes the page's error. */
export async function preparePage(routes: readonly PageRoute[], pathname: string): Promise<Page> {
  const page = pageNow(routes, pathname);
  const { route, params } = page;
  const code = modules.get(route) ?? route.load().then((module) => (modules.set(route, module), module));
  const data = route.pageData === false ? EMPTY_PAGE : loadPageData(route.path, pathname, params);
  try {
    const [module, pageData] = await Promise.all([code, data]);
    return { ...page, Component: module.default, data: pageData };
  } catch (error) {
    return { ...page, error };
  }
}
