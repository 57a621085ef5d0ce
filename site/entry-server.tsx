/**
 * The prerenderer's entry (docs/decisions/010): renders one public route to HTML from the
 * published content, with its head tags. scripts/prerender.mjs calls it for every page and
 * writes the files a static host serves as they are.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { labProfileOf } from '../shared/content/lab-profile';
import type { Content } from '../shared/content/model';
import { memoryStorage } from '../shared/store/persistence';
import { createContentStore } from '../shared/store/store';
import { ContentProvider } from '../shared/ui/content-context';
import { routes, type RouteHandle } from './app';
import type { SiteLocation } from './head';
import { headTags, headTagsHtml } from './head-tags';
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
}

const basename = (site: SiteLocation) => site.basePath.replace(/\/$/, '') || undefined;

export async function renderPage(
  path: string,
  site: SiteLocation,
  content: Content = publishedContent(),
): Promise<RenderedPage> {
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

  const store = createContentStore({ storage: memoryStorage(), seed: () => structuredClone(content), log: () => {} });
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <ContentProvider store={store} published={content}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ContentProvider>
    </StrictMode>,
  );
  const head = headFn ? headTagsHtml(headTags(headFn(content, params, site), site, path, labProfileOf(content))) : '';
  return { status, body, head };
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
    ...each('/publications', content.publications),
    '/software',
    '/join-us',
    '/contact',
    '/search',
  ];
}
