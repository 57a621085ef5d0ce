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

let languagePrefix = '';

/**
 * The page's language prefix ("/nb" on a Norwegian page, "" in the default language), set once
 * at start (docs/decisions/060). Route paths and links are the same in every language; the
 * router's basename carries the prefix, so every link stays in the page's language.
 */
export function setLanguagePrefix(prefix: string): void {
  languagePrefix = prefix;
}

/** The router's basename: the base path and the page's language prefix. */
export function routerBasename(): string {
  return `${BASENAME}${languagePrefix}`;
}

const strip = (pathname: string, prefix: string) => {
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
};

/** The route path of a browser pathname (the base path and language prefix removed). */
export function stripBase(pathname: string): string {
  return strip(strip(pathname, BASENAME), languagePrefix);
}
