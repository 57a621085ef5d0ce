/**
 * The prerenderer's entry (docs/decisions/010): renders one public route to HTML from the
 * published content, with its head tags. scripts/prerender.mjs calls it for every page and
 * writes the files a static host serves as they are.
 */
import { openJobs } from '../shared/content/expiry';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { labProfileOf } from '../shared/content/lab-profile';
import type { Content } from '../shared/content/model';
import { ContentProvider } from '../shared/ui/content-context';
import { routes, type RouteHandle } from './app';
import { fillContent, setPageDataSource, type PageData } from './page-data';
import { slicePage } from './prerender/page-slices';
import { ALL_PUBLICATIONS_PATH, pageCountOf, publicationPagePath } from './routes/publication-pages';
import type { SiteLocation } from './head';
import { headTags, headTagsHtml } from './head-tags';
import { svgSharePath } from './share-image';
export { LAB_LOGO, LAB_LOGO_SIZE, LAB_LOGO_SOURCE, labLogoSource, rasterSharePath, SHARE_IMAGE_SIZE, TOUCH_ICON, TOUCH_ICON_SIZE } from './share-image';
export { headTags, headTagsHtml };
import { publishedContent } from './published';

export { atomFeed, robotsTxt, sitemapXml } from './prerender/machine-files';
export { publishedContent };
export { labProfileOf };
export { siteAddress } from '../scripts/site-address';
export { adminShellPaths } from './admin/routes';

export interface RenderedPage {
  /** 200, or 404 for the not-found page (and any path no route claims). */
  status: number;
  /** The app's markup, for inside #root. */
  body: string;
  /** Head tags (title, description, canonical, share cards, JSON-LD). */
  head: string;
  /** False for pages kept out of search indexes (noindex): they stay out of the sitemap. */
  indexable: boolean;
  /** The site SVG the page shares, which the build renders to a PNG (site/share-image.ts). */
  shareSvg?: string;
  /** What the page rendered from: its page data (page-data.json). */
  data: PageData;
}

export interface RenderOptions {
  /** Render from the whole content instead of the page's data (the test that the two agree). */
  whole?: boolean;
}

const basename = (site: SiteLocation) => site.basePath.replace(/\/$/, '') || undefined;

export async function renderPage(
  path: string,
  site: SiteLocation,
  content: Content = publishedContent(),
  options: RenderOptions = {},
): Promise<RenderedPage> {
  // The routes' loaders cut each page's data from the content (site/prerender/page-slices.ts).
  setPageDataSource((pattern, _path, params) => (options.whole ? { content } : slicePage(pattern, content, params)));
  const handler = createStaticHandler(routes, { basename: basename(site) });
  const url = new URL(`${site.basePath.replace(/\/$/, '')}${path}`, site.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${path} answered with a redirect; prerendered pages cannot redirect.`);

  const leaf = context.matches.at(-1);
  const status = !leaf || leaf.route.path === '*' ? 404 : 200;
  let headFn: RouteHandle['head'];
  let params = leaf?.params ?? {};
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) {
      headFn = handle.head;
      params = match.params;
      break;
    }
  }

  const data = ((leaf && context.loaderData[leaf.route.id]) as PageData | undefined) ?? { content: {} };
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <ContentProvider store={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ContentProvider>
    </StrictMode>,
  );
  const pageContent = fillContent(data.content);
  const pageHead = headFn?.(pageContent, params, site, __BUILD_DATE__, data.totals);
  const head = pageHead ? headTagsHtml(headTags(pageHead, site, path, labProfileOf(pageContent))) : '';
  return { status, body, head, data, indexable: status === 200 && !pageHead?.noindex, shareSvg: svgSharePath(pageHead?.image) ?? svgSharePath(labProfileOf(pageContent).shareImage) };
}

/** Data files without a page of their own: the whole publication list, for search and filters. */
export function dataOnlyPaths(): Record<string, (content: Content) => PageData> {
  return { [ALL_PUBLICATIONS_PATH]: (content) => slicePage(ALL_PUBLICATIONS_PATH, content, {}) };
}

/** Every public page of the site, from the content: lists, and one page per item. */
export function prerenderPaths(content: Content = publishedContent()): string[] {
  const each = (prefix: string, items: readonly { id: string }[]) =>
    items.map((item) => `${prefix}/${encodeURIComponent(item.id)}`);
  return [
    '/',
    '/projects',
    ...each('/projects', content.projects),
    '/team',
    ...each('/team', content.teamMembers),
    '/feed',
    ...each('/news', content.newsItems),
    '/publications',
    ...Array.from({ length: pageCountOf(content.publications.length) - 1 }, (_, index) => publicationPagePath(index + 2)),
    ...each('/publications', content.publications),
    '/software',
    '/join-us',
    ...each('/join-us', openJobs(content.jobOpenings, __BUILD_DATE__)),
    '/contact',
    '/search',
  ];
}
