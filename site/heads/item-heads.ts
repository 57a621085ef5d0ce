/** The document heads of one item's page: a project, a member, a news item, a position. See ./index.ts. */
import { itemShareImage } from '../../shared/content/media/alt-text';
import { isJobOpen } from '../../shared/content/read/expiry';
import { labProfileOf } from '../../shared/content/model/lab-profile';
import { describe, messagesOf, type HeadFn } from '../head';
import { plainText } from '../../shared/ui/markdown-trees';
import { notFoundHead } from './list-heads';
import { jobPostingLd, newsArticleLd, personLd, researchProjectLd } from '../structured-data';

/** The page's share image and its alt text: the item's own share image, else its image (docs/decisions/078). */
function shareOf(kind: 'projects' | 'newsItems', item: object): { image?: string; imageAlt?: string } {
  const { image, alt } = itemShareImage(kind, item);
  return { image, imageAlt: alt };
}

export const projectHead: HeadFn = (content, params, site) => {
  const project = content.projects.find((p) => p.id === params.id);
  if (!project) return { title: messagesOf(site).notFound.project, noindex: true };
  return {
    title: project.title,
    description: describe(plainText(project.description)),
    ...shareOf('projects', project),
    type: 'article',
    jsonLd: [researchProjectLd(site, project, content)],
  };
};

export const memberHead: HeadFn = (content, params, site) => {
  const member = content.teamMembers.find((m) => m.id === params.id);
  if (!member) return { title: messagesOf(site).notFound.member, noindex: true };
  return {
    title: member.name,
    description: describe(`${member.name}, ${member.role}. ${plainText(member.bio)}`),
    image: member.imageUrl,
    imageAlt: member.imageAlt,
    type: 'profile',
    jsonLd: [personLd(site, member, labProfileOf(content))],
  };
};

export const newsItemHead: HeadFn = (content, params, site) => {
  const item = content.newsItems.find((n) => n.id === params.id);
  if (!item) return { title: messagesOf(site).notFound.news, noindex: true };
  return {
    title: item.title,
    description: describe(plainText(item.content)),
    ...shareOf('newsItems', item),
    type: 'article',
    jsonLd: [newsArticleLd(site, item, labProfileOf(content))],
  };
};

/** A lab's own page: its title, a description from its body's text, its picture. */
export const labPageHead: HeadFn = (content, params, site) => {
  const page = content.pages.find((p) => p.slug === params.slug);
  if (!page) return notFoundHead(content, params, site);
  return {
    title: page.title,
    description: describe(plainText(page.body)),
    image: page.imageUrl,
    imageAlt: page.imageAlt,
  };
};

export const jobHead: HeadFn = (content, params, site, today = __BUILD_DATE__) => {
  const job = content.jobOpenings.find((j) => j.id === params.id && isJobOpen(j, today));
  if (!job) return { title: messagesOf(site).notFound.job, noindex: true };
  return {
    title: job.title,
    description: describe(plainText(job.description)),
    // The one JobPosting of this position (the list page carries none).
    jsonLd: [jobPostingLd(site, job, labProfileOf(content))],
  };
};
