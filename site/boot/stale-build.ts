/**
 * A page left open across a redeploy asks for code the site no longer has: the new build's files
 * have new names, and the old ones are gone. Such a page loads the address again, once, at the
 * new build (docs/decisions/074). A mark in the tab's session storage, per build, keeps it from
 * reloading in a loop: when the code is still missing after the reload, the page shows the error
 * page inside the site's frame instead.
 */
import { webStorage } from '../../shared/store/web-storage';

const MARK = 'siteReloadedForBuild';

/**
 * This build's name: the address of the file that holds this module, which the bundler names
 * after its contents (and which names every page's file in turn).
 */
const BUILD = import.meta.url;

/** The errors browsers give for a module script that could not be fetched (Chromium, Firefox, Safari). */
const MISSING_MODULE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** True when `error` says a module of the site's code could not be fetched. */
export function isMissingCode(error: unknown): boolean {
  return error instanceof TypeError && MISSING_MODULE.test(error.message);
}

/**
 * When `error` is missing code and this build has not reloaded yet in this tab, loads `href`
 * afresh and returns true (the caller then leaves the page as it is until the browser navigates).
 * Without session storage that lasts across the reload, it never reloads: a loop could not be told apart.
 */
export function reloadForMissingCode(
  error: unknown,
  href: string,
  target: Pick<Location, 'assign'> = window.location,
): boolean {
  if (!isMissingCode(error)) return false;
  const { storage, persistent } = webStorage('session');
  if (!persistent) return false;
  try {
    if (storage.getItem(MARK) === BUILD) return false;
    storage.setItem(MARK, BUILD);
  } catch {
    return false;
  }
  target.assign(href);
  return true;
}
