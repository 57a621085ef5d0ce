/**
 * Every route's document head, by route pattern (docs/decisions/056, 082): each public route's
 * from its build module (site/routes/*.build.ts), the studio's one for all its screens. The
 * prerenderer writes it into each page's HTML. In the browser it loads only when the head must
 * change: after a navigation to another page, or in an editor's browser, whose content is its
 * own. A visitor's first page already has its head from the HTML, so its download carries none of this.
 */
import { STUDIO_PATHS } from '../../shared/ui/studio-paths';
import type { HeadFn } from '../head';
import { ROUTE_BUILDS } from '../routes/builds';
import { studioHead } from './list-heads';

export const HEADS: Readonly<Record<string, HeadFn>> = {
  ...Object.fromEntries([...ROUTE_BUILDS.values()].map((build) => [build.route.path, build.head])),
  ...Object.fromEntries(STUDIO_PATHS.map((path) => [path, studioHead])),
};

/** The head function of the route `pattern`. */
export function headOf(pattern: string): HeadFn | undefined {
  return HEADS[pattern];
}
