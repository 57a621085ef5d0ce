/**
 * What each public route prerenders (docs/decisions/056): its own paths from the content, in
 * the route table's order. The prerenderer writes a page for each, and the sitemap lists the
 * indexable ones. A route of site/app.tsx with no entry here is never prerendered (the studio,
 * whose app shells scripts/prerender.mjs writes; "*", which becomes 404.html);
 * tests/unit/site-prerender.test.ts fails when a public route has none.
 */
import { itemPath } from '../../shared/content/collections';
import { openJobs } from '../../shared/content/expiry';
import { pagePath, slugProblem } from '../../shared/content/pages';
import type { Content } from '../../shared/content/model';
import { pageCountOf, publicationPagePath } from '../routes/publication-pages';

type RoutePaths = (content: Content, today: string) => string[];

const one =
  (path: string): RoutePaths =>
  () => [path];

export const ROUTE_PATHS: Readonly<Record<string, RoutePaths>> = {
  '/': one('/'),
  '/projects': one('/projects'),
  '/projects/:id': (content) => content.projects.map((item) => itemPath('projects', item.id)),
  '/team': one('/team'),
  '/team/:id': (content) => content.teamMembers.map((item) => itemPath('teamMembers', item.id)),
  '/feed': one('/feed'),
  '/news/:id': (content) => content.newsItems.map((item) => itemPath('newsItems', item.id)),
  '/publications': one('/publications'),
  // The list's further pages: /publications/page/2/… (the first is /publications itself).
  '/publications/page/:page': (content) =>
    Array.from({ length: pageCountOf(content.publications.length) - 1 }, (_, index) => publicationPagePath(index + 2)),
  '/publications/:id': (content) => content.publications.map((item) => itemPath('publications', item.id)),
  '/software': one('/software'),
  '/join-us': one('/join-us'),
  // Only open positions have a page; a closed one answers with the not-found page.
  '/join-us/:id': (content, today) => openJobs(content.jobOpenings, today).map((job) => itemPath('jobOpenings', job.id)),
  '/contact': one('/contact'),
  '/search': one('/search'),
  // A lab's own pages; one whose address breaks the rules is refused before the build gets here.
  '/:slug': (content) => content.pages.filter((page) => slugProblem(page.slug) === null).map(pagePath),
};

/** Every prerendered path, route by route in `patterns` order. */
export function routePaths(patterns: readonly string[], content: Content, today: string): string[] {
  return patterns.flatMap((pattern) => ROUTE_PATHS[pattern]?.(content, today) ?? []);
}
