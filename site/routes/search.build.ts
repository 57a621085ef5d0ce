/**
 * What the build needs of the search page (site/routes/route.ts): every collection the site
 * search reads (site/search/engine.ts); the slicing adds their plain texts (docs/decisions/078).
 */
import { searchHead } from '../heads/list-heads';
import { SEARCHED_KINDS } from '../../shared/content/model/collections';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './search.route';

export { default as route } from './search.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => ({
  content: {
    publications: content.publications,
    newsItems: content.newsItems,
    projects: content.projects,
    teamMembers: content.teamMembers,
    software: content.software,
    pages: content.pages,
    ...Object.fromEntries(SEARCHED_KINDS.map((kind) => [kind, content[kind]])),
  },
});

export const head: HeadFn = searchHead;

export const plainTexts = true;

