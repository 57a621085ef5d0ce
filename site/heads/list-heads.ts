/**
 * The document heads of the site's list pages and its other one-per-site pages (SPEC §2's
 * titles; descriptions for search results and link previews). See ./index.ts.
 */
import { openJobs, visibleNews } from '../../shared/content/expiry';
import { labProfileOf, siteDescription } from '../../shared/content/lab-profile';
import { sortNews } from '../../shared/content/queries';
import { describe, type HeadFn } from '../head';
import { organizationLd, softwareLd } from '../structured-data';

export const homeHead: HeadFn = (content, _params, site) => ({
  title: '',
  description: describe(`${siteDescription(labProfileOf(content))} News, research areas, publications, software and the team.`),
  jsonLd: [organizationLd(site, content)],
});

export const projectsHead: HeadFn = (content) => ({
  title: 'Research Areas',
  description: describe(
    `Research areas of the ${labProfileOf(content).name}: ${content.projects.map((p) => p.title).join('; ')}.`,
  ),
});

export const teamHead: HeadFn = (content) => ({
  title: 'Team',
  description: describe(
    `The people of the ${labProfileOf(content).name}: ${content.teamMembers.map((m) => m.name).join(', ')}.`,
  ),
});

export const feedHead: HeadFn = (content, _params, _site, today = __BUILD_DATE__) => ({
  title: 'News',
  description: describe(
    `Latest news from the ${labProfileOf(content).name}: ${sortNews(visibleNews(content.newsItems, today))
      .slice(0, 3)
      .map((n) => n.title)
      .join('; ')}.`,
  ),
});

export const publicationsHead: HeadFn = (content, params, _site, _today, totals) => ({
  title: params.page ? `Publications, page ${params.page}` : 'Publications',
  description: describe(
    `${totals?.publications ?? content.publications.length} journal articles, conference papers, preprints and theses from the ${labProfileOf(content).name}.`,
  ),
});

export const softwareHead: HeadFn = (content, _params, site) => ({
  title: 'Scientific Software',
  description: describe(
    `Open scientific software from the ${labProfileOf(content).name}: ${content.software.map((s) => s.name).join(', ')}.`,
  ),
  jsonLd: content.software.map((item) => softwareLd(site, item)),
});

export const joinUsHead: HeadFn = (content, _params, _site, today = __BUILD_DATE__) => {
  const open = openJobs(content.jobOpenings, today);
  return {
    title: 'Join Us',
    description: describe(
      open.length > 0
        ? `Open positions at the ${labProfileOf(content).name}: ${open.map((job) => job.title).join('; ')}.`
        : `Open positions at the ${labProfileOf(content).name}.`,
    ),
  };
};

export const contactHead: HeadFn = (content) => ({
  title: 'Contact',
  description: describe(
    `Contact the ${labProfileOf(content).name}${labProfileOf(content).institution ? ` at ${labProfileOf(content).institution}` : ''}: collaborations, job openings, press inquiries and how to find us.`,
  ),
});

export const searchHead: HeadFn = () => ({
  title: 'Search',
  description: 'Search the publications, news, research areas, people and software of the lab.',
  // Result pages are not content of their own: kept out of indexes and out of the sitemap.
  noindex: true,
});

export const notFoundHead: HeadFn = () => ({ title: 'Page not found', noindex: true });

/** The studio's pages are not for search engines; the browser tab says where you are. */
export const studioHead: HeadFn = () => ({ title: 'Studio', noindex: true });
