/**
 * The studio's routes under /admin (docs/product.md §2 "Admin routes"). Each route loads the editor
 * lazily, so a visitor of the public pages never downloads it.
 */
import { STUDIO_PATHS } from '../../shared/ui/studio-paths';
import { switchToStore } from '../boot/content-mode';
import type { PageRoute } from '../router/pages';

const admin = (path: string): PageRoute => ({
  path,
  pageData: false,
  // The studio works on the store: a visitor's page arriving here loads it (docs/decisions/030).
  load: async () => {
    const [studio] = await Promise.all([import('./studio-entry'), switchToStore()]);
    return { default: studio.screenFor(path) };
  },
});

export const adminRoutes: PageRoute[] = STUDIO_PATHS.map(admin);

/** Studio paths without parameters: the build writes an app shell for each, so they answer 200. */
export const adminShellPaths: string[] = adminRoutes
  .map((route) => route.path)
  .filter((path) => path && !path.includes(':'));
