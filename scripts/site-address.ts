/**
 * Where the built site will live, from the build environment (README, "Deploying"):
 * - SITE_URL: its public address, e.g. https://lab.example.org or https://lab.github.io/lab-site/
 *   (absolute URLs in canonical links, share cards, the sitemap and the feed);
 * - BASE_PATH: the path it is served under, e.g. /lab-site/ for a GitHub Pages project site.
 *   Defaults to SITE_URL's path, so one setting usually suffices.
 * Without SITE_URL the local preview address is used (fine for trying a build, wrong for a deploy).
 */
export const PREVIEW_ORIGIN = 'http://127.0.0.1:4173';

export interface SiteAddress {
  /** scheme://host[:port], no trailing slash. */
  origin: string;
  /** Starts and ends with "/": "/" or "/lab-site/". */
  basePath: string;
}

function normalisePath(path: string): string {
  const trimmed = path.trim().replace(/\/{2,}/g, '/');
  if (!trimmed || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/|\/$/g, '')}/`;
}

export function siteAddress(env: Record<string, string | undefined>): SiteAddress {
  const raw = env.SITE_URL?.trim();
  let url: URL;
  try {
    url = new URL(raw || PREVIEW_ORIGIN);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address such as https://lab.example.org (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http:// (got "${raw}").`);
  }
  const basePath = normalisePath(env.BASE_PATH ?? url.pathname);
  return { origin: url.origin, basePath };
}
