/** What the build needs of the home page (site/routes/route.ts). */
import { visibleNews } from '../../shared/content/read/expiry';
import { resolveFeatured } from '../../shared/content/read/queries';
import { homeHead } from '../heads/list-heads';
import { isoDate, newest } from '../prerender/dates';
import { authorsOf, totalsOf } from '../prerender/slice-kit';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './home.route';

export { default as route } from './home.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content, _params, tools) => {
  // Expired news is never featured (shared/content/read/expiry.ts), judged on the build's day.
  const featured = resolveFeatured({ ...content, newsItems: visibleNews(content.newsItems, __BUILD_DATE__) });
  // The selected papers (shown in their own section) beside the featured one, and the members their authors link to.
  const selected = content.publications.filter((pub) => pub.selected === true);
  const publications = content.publications.filter((pub) => pub === featured.publication || pub.selected === true);
  return {
    content: {
      projects: featured.project ? [featured.project] : [],
      newsItems: featured.newsItem ? [featured.newsItem] : [],
      publications,
      teamMembers: authorsOf(selected, content.teamMembers),
      featuredItems: content.featuredItems,
      topicColorRegistry: content.topicColorRegistry,
      teamImage: content.teamImage,
      teamImagePosition: content.teamImagePosition,
      collaborators: content.collaborators,
      fundingSources: content.fundingSources,
    },
    // The selected papers' entries, made here, so a visitor's home page loads no citation processor.
    references: tools.references(publications),
    totals: totalsOf(content, ['projects', 'publications', 'teamMembers', 'software']),
  };
};

export const head: HeadFn = homeHead;

export const lastModified: RouteDate = (content) => newest(content.newsItems.map((n) => isoDate(n.date)));

