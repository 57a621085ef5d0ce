/**
 * Per-page data (docs/decisions/030): a page renders from the part of the content it shows,
 * not from the whole content. The prerenderer computes it (site/prerender/page-slices.ts) and
 * writes it beside the page as page-data.json, which the page's HTML preloads; the browser
 * hydrates from that file and fetches the next page's on client navigation (cached). An
 * editor's browser reads its store instead and fetches nothing.
 *
 * Browser-light on purpose: no schema, no store, no seed.
 */
import { emptyContent } from '../shared/content/model/empty-content';
import type { Params } from 'react-router-dom';
import type { Content, EntityKind } from '../shared/content/model/model';
import { emptyLabProfile } from '../shared/content/model/lab-profile';
import type { CiteTexts } from './components/cite-figures';
import type { MarkdownTrees } from '../shared/content/prose/markdown-tree';
import type { ReferenceNode } from '../shared/content/scholarly/reference-nodes';
import { routerBasename } from '../shared/ui/base-path';
import { pageDataAddress } from './page-data-address';
import type { ImageVariantMap } from '../shared/content/media/image-variants';
import { addImageVariants } from '../shared/ui/responsive-image';

export interface PageData {
  /** The content the page renders: only the collections and items it shows. */
  content: Partial<Content>;
  /** Sizes of whole collections the page states but does not list ("42 publications"). */
  totals?: Partial<Record<EntityKind, number>>;
  /** The filter options of a paginated list, which the page's own items may not all show. */
  facets?: Record<string, string[]>;
  /** A publication's page: its Cite block's texts, so a visitor never loads the BibTeX writer. */
  cite?: CiteTexts;
  /** The Markdown trees of the texts the page shows (text -> tree), so a visitor never loads the parser. */
  markdown?: MarkdownTrees;
  /** The search page: plain texts of the Markdown texts it searches whose words differ from the text as written, by textKey. */
  plain?: Record<string, string>;
  /** The AVIF and WebP variants the build made of the pictures the page shows (docs/decisions/075). */
  images?: ImageVariantMap;
  /** The list entries of the papers the page lists, in the lab's citation style, by id (docs/decisions/073). */
  references?: Record<string, ReferenceNode[]>;
}

export const EMPTY_PAGE: PageData = { content: {} };

/** Page data as a whole Content: collections the page does not show are empty. */
export function fillContent(partial: Partial<Content>): Content {
  return { ...emptyContent(emptyLabProfile()), featuredItems: {}, teamImagePosition: '', ...partial };
}

/** Where a route path's data comes from: computed (prerender), fetched (visitor) or none (editor). */
export type PageDataSource = (
  pattern: string,
  path: string,
  params: Params,
) => PageData | Promise<PageData>;

let source: PageDataSource = () => EMPTY_PAGE;

export function setPageDataSource(next: PageDataSource): void {
  source = next;
}

/** The data of the page at route path `path`, claimed by the public route `pattern` (its path pattern, parameters as ":id"). */
export function loadPageData(pattern: string, path: string, params: Params): PageData | Promise<PageData> {
  return source(pattern, path, params);
}

/** The URL of a route path's page-data.json ("/team/member-1" -> "/team/member-1/page-data.json"). */
export function pageDataUrl(path: string): string {
  return pageDataAddress(routerBasename(), '', path);
}

const cache = new Map<string, Promise<PageData>>();
const key = (path: string) => path.replace(/\/+$/, '') || '/';

/** Fetches (once per path) a page's data; a path without a file (not prerendered) has none. */
export function fetchPageData(path: string): Promise<PageData> {
  const found = cache.get(key(path));
  if (found) return found;
  const loading = fetch(pageDataUrl(key(path)), { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (response.ok) {
        const data = (await response.json()) as PageData;
        // Known before the page renders from it, so its pictures render as the prerenderer's did.
        addImageVariants(data.images);
        return data;
      }
      // A path with no page of its own (the not-found page) still shows the lab's frame: the
      // profile and section sizes every page carries, taken from the home page's data.
      return key(path) === '/' ? EMPTY_PAGE : frameOf(await fetchPageData('/'));
    })
    .catch(() => {
      cache.delete(key(path));
      return EMPTY_PAGE;
    });
  cache.set(key(path), loading);
  return loading;
}

/** What every page shares: the lab's profile and the sizes of the collections. */
function frameOf(data: PageData): PageData {
  return data.content.labProfile ? { content: { labProfile: data.content.labProfile }, totals: data.totals } : EMPTY_PAGE;
}
