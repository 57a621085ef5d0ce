/**
 * The path the site is served under ("/" or "/lab-site/" for a GitHub Pages project site;
 * BASE_PATH at build time). Content stores site paths as "/assets/…" and "/team/…"; links go
 * through the router (which knows the basename), and every other same-site URL goes through here.
 */
const BASE = (import.meta.env?.BASE_URL as string | undefined) ?? '/';

/** The router's basename: "" for the root, "/lab-site" under a sub-path. */
export const BASENAME = BASE.replace(/\/$/, '');

/** A same-site path ("/assets/x.svg") as the browser must request it under the base path. */
export function withBase(path: string): string {
  if (!BASENAME || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === BASENAME || path.startsWith(`${BASENAME}/`)) return path;
  return `${BASENAME}${path}`;
}

/** The route path of a browser pathname (the base path removed). */
export function stripBase(pathname: string): string {
  if (!BASENAME) return pathname;
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}
