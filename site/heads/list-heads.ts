/**
 * The document heads of the site's list pages and its other one-per-site pages (docs/product.md §2's
 * titles; descriptions for search results and link previews). See ./index.ts.
 */
import { openJobs, visibleNews } from '../../shared/content/read/expiry';
import { labProfileOf, siteDescription } from '../../shared/content/model/lab-profile';
import { sortNews } from '../../shared/content/read/queries';
import { describe, headTextsOf, type HeadFn } from '../head';
import { organizationLd, softwareLd } from '../structured-data';

export const homeHead: HeadFn = (content, _params, site) => ({
  title: '',
  description: describe(headTextsOf(site).homeDescription(siteDescription(labProfileOf(content)))),
  jsonLd: [organizationLd(site, content)],
});

export const projectsHead: HeadFn = (content, _params, site) => ({
  title: headTextsOf(site).researchAreas,
  description: describe(headTextsOf(site).researchDescription(labProfileOf(content).name, content.projects.map((p) => p.title).join('; '))),
});

export const teamHead: HeadFn = (content, _params, site) => ({
  title: headTextsOf(site).team,
  description: describe(headTextsOf(site).teamDescription(labProfileOf(content).name, content.teamMembers.map((m) => m.name).join(', '))),
});

export const feedHead: HeadFn = (content, _params, site, today = __BUILD_DATE__) => ({
  title: headTextsOf(site).news,
  description: describe(
    headTextsOf(site).newsDescription(
      labProfileOf(content).name,
      sortNews(visibleNews(content.newsItems, today))
        .slice(0, 3)
        .map((n) => n.title)
        .join('; '),
    ),
  ),
});

export const publicationsHead: HeadFn = (content, params, site, _today, totals) => ({
  title: params.page ? headTextsOf(site).publicationsPage(params.page) : headTextsOf(site).publications,
  description: describe(
    headTextsOf(site).publicationsDescription(totals?.publications ?? content.publications.length, labProfileOf(content).name),
  ),
});

export const softwareHead: HeadFn = (content, _params, site) => ({
  title: headTextsOf(site).software,
  description: describe(headTextsOf(site).softwareDescription(labProfileOf(content).name, content.software.map((s) => s.name).join(', '))),
  jsonLd: content.software.map((item) => softwareLd(site, item)),
});

export const joinUsHead: HeadFn = (content, _params, site, today = __BUILD_DATE__) => {
  const open = openJobs(content.jobOpenings, today);
  return {
    title: headTextsOf(site).joinUs,
    description: describe(headTextsOf(site).jobsDescription(labProfileOf(content).name, open.map((job) => job.title).join('; '))),
  };
};

export const contactHead: HeadFn = (content, _params, site) => ({
  title: headTextsOf(site).contact,
  description: describe(headTextsOf(site).contactDescription(labProfileOf(content).name, labProfileOf(content).institution)),
});

export const searchHead: HeadFn = (_content, _params, site) => ({
  title: headTextsOf(site).search,
  description: headTextsOf(site).searchDescription,
  // Result pages are not content of their own: kept out of indexes and out of the sitemap.
  noindex: true,
});

export const notFoundHead: HeadFn = (_content, _params, site) => ({ title: headTextsOf(site).notFound, noindex: true });

/** The studio's pages are not for search engines; the browser tab says where you are. */
export const studioHead: HeadFn = () => ({ title: 'Studio', noindex: true });
