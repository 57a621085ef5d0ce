/**
 * The studio's routes under /admin (SPEC §2 "Admin routes"). Each route loads the editor
 * lazily, so a visitor of the public pages never downloads it.
 */
import type { RouteObject } from 'react-router-dom';
import { STUDIO_PATHS } from '../../shared/ui/studio-paths';
import { switchToStore } from '../boot/content-mode';

/** The studio's pages are not for search engines; the browser tab says where you are. */
const studioHead = () => ({ title: 'Studio', noindex: true });

const admin = (path: string): RouteObject => ({
  path,
  handle: { head: studioHead },
  // The studio works on the store: a visitor's page arriving here loads it (docs/decisions/030).
  lazy: async () => {
    const [studio] = await Promise.all([import('./studio-entry'), switchToStore()]);
    return { Component: studio.screenFor(path) };
  },
});

export const adminRoutes: RouteObject[] = STUDIO_PATHS.map(admin);

/** Studio paths without parameters: the build writes an app shell for each, so they answer 200. */
export const adminShellPaths: string[] = adminRoutes
  .map((route) => route.path ?? '')
  .filter((path) => path && !path.includes(':'));
