/**
 * The studio's routes under /admin (SPEC §2 "Admin routes"). Each route loads the editor
 * lazily, so a visitor of the public pages never downloads it.
 */
import type { RouteObject } from 'react-router-dom';

const admin = (path: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./studio-entry')).screenFor(path) }),
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
  ...entity('software'),
  ...entity('jobs'),
  ...entity('funding'),
  admin('/admin/featured'),
  admin('/admin/team-image'),
  admin('/admin/topic-colors'),
];
