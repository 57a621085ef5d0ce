/** What the build needs of a publication's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collection-facts';
import { relatedOfPublication } from '../../shared/content/read/relations';
import { authorsOf } from '../prerender/slice-kit';
import { publicationHead } from './publication-head';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './publication-detail.route';

export const paths: RoutePaths = (content) => content.publications.map((item) => itemPath('publications', item.id));

export const slice: RouteSlice = (content, params, tools) => {
  const pub = content.publications.find((p) => p.id === params.id);
  if (!pub) return { content: {} };
  const { projects, software } = relatedOfPublication(content, pub);
  return {
    content: { publications: [pub], projects, software, teamMembers: authorsOf([pub], content.teamMembers) },
    cite: tools.cite(pub),
  };
};

export const head: HeadFn = publicationHead;

