/**
 * What a route of the site is (docs/decisions/082): one pair of modules per route.
 *
 * - `<name>.route.ts`, the declaration the visitor's browser loads with the app: the route's
 *   pattern (written there and nowhere else), its lazily loaded component, the text shown while
 *   that arrives, and what the extension's side panel offers on its pages (`panel`).
 * - `<name>.build.ts`, beside it, what only the build needs: the paths it prerenders from the
 *   content, the page data each path renders from (its slice), its document head and its
 *   sitemap date. The prerenderer, the sitemap and the search page's data read it; a browser
 *   reads only its `route` and `head`, in the head runtime after a navigation
 *   (docs/decisions/056), so a visitor's first page carries none of it.
 *
 * A declaration's call is marked pure, so a bundle that reads only a route's `pattern` and `panel`
 * (the extension's side panel) leaves the route's component out, its chunks too.
 *
 * Each declaration also exports its `rank`: site/routes/route-list.ts finds the declarations by
 * file name and orders them by it, site/routes/builds.ts finds each declaration's build module.
 * A new collection's list and item pages are three modules (docs/decisions/094): one route
 * module declaring both (declareListRoute: the list's declaration carries the item page's as
 * its `item`), one build module for both (its `detail` export is the item page's build side;
 * BuildModule) and one component module (the item page a named export).
 */
import type { Params } from 'react-router-dom';
import type { Content, EntityKind } from '../../shared/content/model/model';
import type { Publication } from '../../shared/content/model/schemas';
import type { ReferenceNode } from '../../shared/content/scholarly/reference-nodes';
import type { CiteTexts } from '../components/cite-figures';
import type { HeadFn } from '../head';
import type { PageData } from '../page-data';
import type { PageModule, PageRoute } from '../router/pages';

/**
 * What the side panel offers on a route's pages: for a page of one collection, "Manage …" on its
 * list and "Edit this …" for the item the path (/projects/{id}) or the hash (#news-3) names; for
 * the lab's own pages, editing the page the slug names; or a fixed set of actions.
 */
export type PanelContext =
  | { kind: EntityKind; manage: string; edit: string }
  | { labPage: true }
  | { actions: readonly { label: string; to: string }[] };

/** Routes ranked from here on come after the studio's: they claim what the others leave. */
export const FALLBACK_RANK = 9000;

/** A route's declaration: everything about it the visitor's browser needs. */
export interface RouteDeclaration extends PageRoute {
  /** The route pattern (parameters as ":id"); "/" for home, "*" for any path no route claims. */
  readonly path: string;
  /** Where it ranks among the routes (site/routes/route-list.ts). */
  readonly rank: number;
  /** A collection's list page: its item page, declared with it (declareListRoute). */
  readonly item?: RouteDeclaration;
}

/** A route: its pattern, its rank, its component (loaded lazily) and the text shown while it loads. */
export function declareRoute(
  path: string,
  rank: number,
  load: () => Promise<PageModule>,
  loadingText?: string,
): RouteDeclaration {
  return { path, rank, load, loadingText };
}

/**
 * A collection's list page at `path` and its item page at "{path}/:id", ranked right after it:
 * one declaration for both pages, each loading its component lazily (most often two exports of
 * one component module). The item page offers in the side panel what its list declares.
 */
export function declareListRoute(
  path: string,
  rank: number,
  load: { list: () => Promise<PageModule>; item: () => Promise<PageModule> },
): RouteDeclaration & { readonly item: RouteDeclaration } {
  return { ...declareRoute(path, rank, load.list), item: declareRoute(`${path}/:id`, rank + 0.5, load.item) };
}

/** What the slicing gives a route's slice: the texts the build makes with the citation processor. */
export interface SliceTools {
  /** The list entries of these papers in the lab's citation style, by id (docs/decisions/073). */
  references(publications: readonly Publication[]): Record<string, ReferenceNode[]>;
  /** A paper's Cite block texts (docs/decisions/056). */
  cite(publication: Publication): CiteTexts;
}

/** A route's page data, cut from the whole content for the path's parameters (docs/decisions/030). */
export type RouteSlice = (content: Content, params: Params, tools: SliceTools) => PageData;

/** The paths a route prerenders from the content, judged on the build's day `today`. */
export type RoutePaths = (content: Content, today: string) => string[];

/** When a page of a route last changed, where the content knows (the sitemap's lastmod). */
export type RouteDate = (content: Content, params: Params, today: string) => string | undefined;

/**
 * What only the build needs of a route: the named exports of its build module. Named, so that a
 * browser's head runtime, which imports only `route` and `head` of each, leaves the rest (and
 * what it alone uses) out of the visitor's code.
 */
export interface RouteBuild {
  /** The route's declaration (its pattern); an item page's is its list's `item`. */
  readonly route: RouteDeclaration;
  /** The paths it prerenders; none for a route the build never writes a page of ("*"). */
  readonly paths?: RoutePaths;
  /** Its page data; the whole content when absent. */
  readonly slice?: RouteSlice;
  /** Its document head. */
  readonly head: HeadFn;
  /** When a page of it last changed, where the content knows (the sitemap's lastmod). */
  readonly lastModified?: RouteDate;
  /**
   * Its page data also carries the plain texts of the Markdown texts it shows whose words differ
   * from the text as written (the search page, docs/decisions/078).
   */
  readonly plainTexts?: boolean;
}

/**
 * A build module's exports: its route's build side, and, for a collection's list page, its item
 * page's as `detail` (whose pattern is the list's followed by "/:id"). Such a module's `head`
 * serves both pages, by whether the path has an id: the head runtime, which imports only the
 * `route` and `head` of each build module, finds an item page's head by its list's (site/heads).
 */
export interface BuildModule extends RouteBuild {
  readonly detail?: RouteBuild;
}
