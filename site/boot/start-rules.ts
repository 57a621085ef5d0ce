/**
 * How a page starts, decided once for both the boot script (site/boot/boot.ts, built into
 * boot.js) and the page's entry (site/main.tsx), so the two never disagree
 * (docs/decisions/061, 074):
 *
 * - An *editor's* page (a studio path, or a browser holding unpublished content under one of the
 *   store's keys) works on the store: its script starts at once, and it renders the store's
 *   content rather than hydrating the published page.
 * - A page *made for this address* (its HTML was prerendered for the path it is shown at) paints
 *   first and then hydrates; any other (404.html answering an unknown address, the development
 *   server's empty page) starts at once and renders afresh.
 *
 * Nothing here imports anything: the boot script carries this module and runs before the page's
 * own code.
 */

/** The part of Web Storage read here (the browser's, or a test's). */
export interface KeyReader {
  getItem(key: string): string | null;
}

/** A path without its trailing slashes ("/team/" -> "/team"; "/" stays). */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The address's path as written and, where it decodes, as read ("/team/%C3%A6" and "/team/æ"). */
function readings(path: string): string[] {
  try {
    const decoded = decodeURI(path);
    return decoded === path ? [path] : [path, decoded];
  } catch {
    // A malformed address is compared as it is.
    return [path];
  }
}

/**
 * The studio's paths, which always work on the store: "/admin" and below, in any language
 * ("/nb/admin"). `path` is below the site's base path.
 */
export function isStudioPath(path: string, lang = ''): boolean {
  const own = lang && (path === `/${lang}` || path.startsWith(`/${lang}/`)) ? path.slice(lang.length + 1) || '/' : path;
  return own === '/admin' || own.startsWith('/admin/');
}

/** True when `storage` holds any of the store's `keys` (an editor's unpublished content). */
export function holdsLocalContent(storage: KeyReader | null, keys: readonly string[]): boolean {
  if (!storage) return false;
  try {
    return keys.some((key) => storage.getItem(key) !== null);
  } catch {
    // Storage that refuses to be read holds nothing for this page.
    return false;
  }
}

/**
 * Whether a page prerendered for `made` (its root's data-prerendered: "/team", the same in every
 * language) is the page of `path` (below the base path; "/team/" or "/nb/team/" on a page whose
 * language is "nb").
 */
export function madeForPath(made: string | null | undefined, path: string, lang: string): boolean {
  if (made === null || made === undefined) return false;
  const page = trimmed(made);
  return readings(path).some((address) => {
    const shown = trimmed(address || '/');
    return shown === page || (lang !== '' && shown === trimmed(`/${lang}${page}`));
  });
}

export interface StartFacts {
  /** The address's path below the site's base path. */
  path: string;
  /** The page's language (`<html lang>`). */
  lang: string;
  /** The path the page's HTML was made for (its root's data-prerendered), if any. */
  made: string | null | undefined;
  /** The browser's localStorage, or null where it cannot be reached. */
  storage: KeyReader | null;
  /** The store's keys (shared/content/model/kinds.ts CONTENT_KEYS). */
  keys: readonly string[];
}

export interface Start {
  /** The page works on the store (the studio, or unpublished content in this browser). */
  editing: boolean;
  /** The page's HTML was made for this address: it can be hydrated. */
  ownPage: boolean;
}

/** How the page of `facts` starts. */
export function pageStart(facts: StartFacts): Start {
  return {
    editing: isStudioPath(facts.path, facts.lang) || holdsLocalContent(facts.storage, facts.keys),
    ownPage: madeForPath(facts.made, facts.path, facts.lang),
  };
}

/**
 * Whether the page's script starts at once rather than after the first paint: an editor's page,
 * a page made for another address (rendered afresh as soon as its script runs), and a hidden page
 * (a tab opened in the background never paints).
 */
export function startsAtOnce(start: Start, hidden: boolean): boolean {
  return start.editing || !start.ownPage || hidden;
}
