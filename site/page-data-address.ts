/**
 * Where a page's data lives (docs/decisions/030, 062): page-data.json in the page's folder,
 * under the site's base path and the page's language prefix. The prerenderer writes the file
 * there, the browser fetches it from there and the development server answers it there, all
 * through these two functions. Pure: no browser, no content.
 */

/** The file beside each prerendered page's index.html. */
export const PAGE_DATA_FILE = 'page-data.json';

/**
 * The address of a route path's data: ("/lab/", "/nb", "/team/a") -> "/lab/nb/team/a/page-data.json".
 * The base path and the prefix may be "" or "/"; the route path's trailing slash does not count.
 */
export function pageDataAddress(basePath: string, prefix: string, path: string): string {
  const segments = `${basePath}/${prefix}/${path}`.split('/').filter(Boolean);
  return `/${[...segments, PAGE_DATA_FILE].join('/')}`;
}

/**
 * The reverse: the path below the base path of the page whose data `pathname` asks for
 * ("/lab/nb/team/a/page-data.json" under "/lab/" -> "/nb/team/a"; the root's -> "/"), with its
 * language prefix still on; null when `pathname` is no page-data address under `basePath`.
 */
export function pageOfDataAddress(basePath: string, pathname: string): string | null {
  const base = `/${basePath.split('/').filter(Boolean).join('/')}`.replace(/^\/$/, '');
  const suffix = `/${PAGE_DATA_FILE}`;
  if (!pathname.endsWith(suffix)) return null;
  if (base && !pathname.startsWith(`${base}/`)) return null;
  const page = pathname.slice(base.length, -suffix.length);
  if (page.includes('//')) return null;
  return page || '/';
}
