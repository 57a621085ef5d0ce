/**
 * The studio's routes under /admin (SPEC §2 "Admin routes"). Each route loads the editor
 * lazily, so a visitor of the public pages never downloads it.
 */
import type { RouteObject } from 'react-router-dom';
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

const entity = (segment: string): RouteObject[] => [
  admin(`/admin/${segment}`),
  admin(`/admin/${segment}/new`),
  admin(`/admin/${segment}/edit/:id`),
];

export const adminRoutes: RouteObject[] = [
  admin('/admin/login'),
  admin('/admin'),
  ...entity('projects'),
  ...entity('team'),
  ...entity('news'),
  ...entity('collaborators'),
  ...entity('publications'),
  admin('/admin/publications/import'),
  admin('/admin/publications/orcid'),
  admin('/admin/publications/updates'),
  ...entity('software'),
  ...entity('jobs'),
  ...entity('funding'),
  admin('/admin/featured'),
  admin('/admin/team-image'),
  admin('/admin/topic-colors'),
  admin('/admin/lab-profile'),
  admin('/admin/publish'),
  admin('/admin/health'),
];

/** Studio paths without parameters: the build writes an app shell for each, so they answer 200. */
export const adminShellPaths: string[] = adminRoutes
  .map((route) => route.path ?? '')
  .filter((path) => path && !path.includes(':'));
