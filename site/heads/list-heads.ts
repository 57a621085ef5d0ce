/**
 * The document heads of the site's list pages and its other one-per-site pages (SPEC §2's
 * titles; descriptions for search results and link previews). See ./index.ts.
 */
import { openJobs, visibleNews } from '../../shared/content/expiry';
import { labProfileOf, siteDescription } from '../../shared/content/lab-profile';
import { sortNews } from '../../shared/content/queries';
import { describe, messagesOf, type HeadFn } from '../head';
import { organizationLd, softwareLd } from '../structured-data';

export const homeHead: HeadFn = (content, _params, site) => ({
  title: '',
  description: describe(messagesOf(site).heads.homeDescription(siteDescription(labProfileOf(content)))),
  jsonLd: [organizationLd(site, content)],
});

export const projectsHead: HeadFn = (content, _params, site) => ({
  title: messagesOf(site).heads.researchAreas,
  description: describe(messagesOf(site).heads.researchDescription(labProfileOf(content).name, content.projects.map((p) => p.title).join('; '))),
});

export const teamHead: HeadFn = (content, _params, site) => ({
  title: messagesOf(site).heads.team,
  description: describe(messagesOf(site).heads.teamDescription(labProfileOf(content).name, content.teamMembers.map((m) => m.name).join(', '))),
});

export const feedHead: HeadFn = (content, _params, site, today = __BUILD_DATE__) => ({
  title: messagesOf(site).heads.news,
  description: describe(
    messagesOf(site).heads.newsDescription(
      labProfileOf(content).name,
      sortNews(visibleNews(content.newsItems, today))
        .slice(0, 3)
        .map((n) => n.title)
        .join('; '),
    ),
  ),
});

export const publicationsHead: HeadFn = (content, params, site, _today, totals) => ({
  title: params.page ? messagesOf(site).heads.publicationsPage(params.page) : messagesOf(site).heads.publications,
  description: describe(
    messagesOf(site).heads.publicationsDescription(totals?.publications ?? content.publications.length, labProfileOf(content).name),
  ),
});

export const softwareHead: HeadFn = (content, _params, site) => ({
  title: messagesOf(site).heads.software,
  description: describe(messagesOf(site).heads.softwareDescription(labProfileOf(content).name, content.software.map((s) => s.name).join(', '))),
  jsonLd: content.software.map((item) => softwareLd(site, item)),
});

export const joinUsHead: HeadFn = (content, _params, site, today = __BUILD_DATE__) => {
  const open = openJobs(content.jobOpenings, today);
  return {
    title: messagesOf(site).heads.joinUs,
    description: describe(messagesOf(site).heads.jobsDescription(labProfileOf(content).name, open.map((job) => job.title).join('; '))),
  };
};

export const contactHead: HeadFn = (content, _params, site) => ({
  title: messagesOf(site).heads.contact,
  description: describe(messagesOf(site).heads.contactDescription(labProfileOf(content).name, labProfileOf(content).institution)),
});

export const searchHead: HeadFn = (_content, _params, site) => ({
  title: messagesOf(site).heads.search,
  description: messagesOf(site).heads.searchDescription,
  // Result pages are not content of their own: kept out of indexes and out of the sitemap.
  noindex: true,
});

export const notFoundHead: HeadFn = (_content, _params, site) => ({ title: messagesOf(site).heads.notFound, noindex: true });

/** The studio's pages are not for search engines; the browser tab says where you are. */
export const studioHead: HeadFn = () => ({ title: 'Studio', noindex: true });
