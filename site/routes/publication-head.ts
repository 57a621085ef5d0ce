/**
 * The document head of a publication page: Google Scholar's citation_* meta tags (per its
 * inclusion guidelines) and schema.org ScholarlyArticle JSON-LD. Pure; the build's site
 * location (SITE_URL, BASE_PATH) makes the URLs absolute, as Scholar needs.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { Content } from '../../shared/content/model/model';
import { authorMembers, findMemberForAuthor } from '../../shared/content/read/relations';
import { fullAuthorName, type MatchMember } from '../../shared/content/scholarly/author-match';
import type { Publication } from '../../shared/content/model/schemas';
import { bareDoi, doiUrl, safeUrl } from '../../shared/content/read/urls';
import { excerpt } from '../../shared/content/read/text';
import { isPdfUrl } from '../../shared/content/scholarly/citation';
import { absoluteAssetUrl, absoluteUrl, describe, personId, messagesOf, type HeadMeta, type PageHead, type SiteLocation } from '../head';
import type { Params } from 'react-router-dom';

/** Types Google Scholar reads as conference papers (citation_conference_title). */
const CONFERENCE_TYPES = new Set(['conference proceeding', 'workshop contribution']);

/** First and last page of "133–158" ("133--158", "133-158"); a single page or article number is the first page only. */
export function pageRange(pages: string | undefined): [string | undefined, string | undefined] {
  const text = pages?.trim();
  if (!text) return [undefined, undefined];
  const range = /^(\S+?)\s*[-‐‑–—]+\s*(\S+)$/.exec(text);
  return range ? [range[1], range[2]] : [text, undefined];
}

/** The venue of a journal article as schema.org nests it: Periodical > PublicationVolume > PublicationIssue. */
function periodicalOf(pub: Publication): Record<string, unknown> {
  let container: Record<string, unknown> = { '@type': 'Periodical', name: pub.journal };
  if (pub.volume?.trim()) container = { '@type': 'PublicationVolume', volumeNumber: pub.volume.trim(), isPartOf: container };
  if (pub.issue?.trim()) container = { '@type': 'PublicationIssue', issueNumber: pub.issue.trim(), isPartOf: container };
  return container;
}

/**
 * The full text of a merged preprint for Scholar's citation_pdf_url, when the paper's own URL is
 * no PDF: a preprint link that is a PDF, or an arXiv abstract page's PDF (docs/decisions/039).
 */
export function preprintPdfUrl(pub: Pick<Publication, 'preprintUrls'>): string | null {
  for (const link of pub.preprintUrls ?? []) {
    const url = safeUrl(link);
    if (!url || !/^https:/i.test(url)) continue;
    if (isPdfUrl(url)) return url;
    const arxiv = /^https:\/\/(?:www\.)?arxiv\.org\/abs\/([^?#]+)$/i.exec(url);
    if (arxiv) return `https://arxiv.org/pdf/${arxiv[1]}`;
  }
  return null;
}

/**
 * An author as Google Scholar's guidelines show them: "Last, First" with the full given names
 * when the lab knows them (the paper's own, or a member's when the paper gives initials), the
 * name as written otherwise ("Last, F." for people outside the lab).
 */
export function scholarAuthorName(author: string, members: readonly MatchMember[]): string {
  return fullAuthorName(author, findMemberForAuthor(author, members));
}

/** The paper's own PDF (a link or a file in the site's assets) as an absolute address, if it has one. */
export function ownPdfUrl(pub: Pick<Publication, 'pdfUrl'>, site: SiteLocation): string | null {
  const url = safeUrl(pub.pdfUrl);
  if (!url) return null;
  if (/^https?:/i.test(url)) return url;
  return url.startsWith('/') ? absoluteAssetUrl(site, url) : null;
}

/** Google Scholar's citation_* tags for one publication, in the order its guidelines list them. */
export function scholarMeta(
  pub: Publication,
  site: SiteLocation,
  members: readonly MatchMember[] = [],
): HeadMeta[] {
  const meta: HeadMeta[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value && value.trim()) meta.push({ name, content: value.trim() });
  };
  add('citation_title', pub.title);
  const matches = authorMembers(pub, members);
  pub.authors.forEach((author, index) => add('citation_author', fullAuthorName(author, matches[index]?.member)));
  if (Number.isFinite(pub.year)) add('citation_publication_date', pub.month ? `${pub.year}/${String(pub.month).padStart(2, '0')}` : String(pub.year));
  if (CONFERENCE_TYPES.has(pub.type)) add('citation_conference_title', pub.journal);
  else if (pub.type === 'thesis') add('citation_dissertation_institution', pub.journal);
  else if (pub.type === 'book' || pub.type === 'book chapter') {
    if (pub.type === 'book chapter') add('citation_inbook_title', pub.journal);
    else add('citation_publisher', pub.journal);
  } else add('citation_journal_title', pub.journal);
  add('citation_volume', pub.volume);
  add('citation_issue', pub.issue);
  const [firstPage, lastPage] = pageRange(pub.pages);
  add('citation_firstpage', firstPage);
  add('citation_lastpage', lastPage);
  if (doiUrl(pub.doi)) add('citation_doi', bareDoi(pub.doi!));
  const url = safeUrl(pub.url);
  const pdf = ownPdfUrl(pub, site) ?? (url && /^https?:/i.test(url) && isPdfUrl(url) ? url : preprintPdfUrl(pub));
  if (pdf) add('citation_pdf_url', pdf);
  add('citation_abstract_html_url', absoluteUrl(site, itemPath('publications', pub.id)));
  for (const keyword of pub.keywords) add('citation_keywords', keyword);
  return meta;
}

/** The schema.org type of a publication: theses and books are works of their own, the rest articles. */
function workType(type: string): string {
  if (type === 'thesis') return 'Thesis';
  if (type === 'book') return 'Book';
  return 'ScholarlyArticle';
}

/**
 * Where a publication appeared, as schema.org wants it: a book's publisher and a thesis's
 * university are organisations; a chapter is part of a Book, a journal article of a Periodical,
 * and a conference paper of the proceedings (a CreativeWork, not the Event itself).
 */
function venueOf(pub: Publication): Record<string, unknown> {
  if (pub.type === 'book') return { publisher: { '@type': 'Organization', name: pub.journal } };
  if (pub.type === 'thesis') return { sourceOrganization: { '@type': 'CollegeOrUniversity', name: pub.journal } };
  if (pub.type === 'book chapter') return { isPartOf: { '@type': 'Book', name: pub.journal } };
  if (CONFERENCE_TYPES.has(pub.type)) return { isPartOf: { '@type': 'CreativeWork', name: pub.journal } };
  return { isPartOf: periodicalOf(pub) };
}

/** schema.org ScholarlyArticle (Thesis, Book) of a publication; lab authors link to their profile pages. */
export function scholarlyArticleJsonLd(content: Pick<Content, 'teamMembers'>, pub: Publication, site: SiteLocation): Record<string, unknown> {
  const pageUrl = absoluteUrl(site, itemPath('publications', pub.id));
  const doi = doiUrl(pub.doi);
  const paper = safeUrl(pub.url);
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': workType(pub.type),
    '@id': pageUrl,
    url: pageUrl,
    headline: excerpt(pub.title, 110).replace(/\.\.\.$/, '…'),
    name: pub.title,
    author: authorMembers(pub, content.teamMembers).map((match, index) => {
      const name = pub.authors[index]!;
      if (!match) return { '@type': 'Person', name };
      const url = absoluteUrl(site, itemPath('teamMembers', match.member.id));
      return { '@type': 'Person', '@id': personId(url), name: match.member.name, url };
    }),
  };
  if (Number.isFinite(pub.year)) article.datePublished = pub.month ? `${pub.year}-${String(pub.month).padStart(2, '0')}` : String(pub.year);
  if (pub.journal) Object.assign(article, venueOf(pub));
  // schema.org defines pagination on Article (and issues, volumes, chapters), not on Thesis or Book.
  if (pub.pages?.trim() && article['@type'] === 'ScholarlyArticle') article.pagination = pub.pages.trim();
  if (pub.abstract) article.abstract = pub.abstract;
  if (pub.keywords.length) article.keywords = pub.keywords.join(', ');
  if (pub.type) article.genre = pub.type;
  if (doi) article.identifier = { '@type': 'PropertyValue', propertyID: 'DOI', value: bareDoi(pub.doi!) };
  // The DOI and every preprint version of the paper name the same work.
  const sameAs = [doi, ...(pub.preprintUrls ?? []).map((link) => safeUrl(link))].filter((link): link is string => Boolean(link && /^https?:/i.test(link)));
  if (sameAs.length) article.sameAs = sameAs.length === 1 ? sameAs[0] : sameAs;
  if (paper && /^https?:/i.test(paper) && paper !== doi) article.mainEntityOfPage = paper;
  return article;
}

/** The head of /publications/{id}. */
export function publicationHead(content: Content, params: Params, site: SiteLocation): PageHead {
  const pub = content.publications.find((p) => p.id === params.id);
  if (!pub) return { title: messagesOf(site).notFound.publication, noindex: true };
  const venue = [pub.journal, Number.isFinite(pub.year) ? String(pub.year) : ''].filter(Boolean).join(', ');
  return {
    title: pub.title,
    description: describe(pub.abstract?.trim() || [pub.authors.join(', '), venue].filter(Boolean).join(' · ')),
    type: 'article',
    meta: scholarMeta(pub, site, content.teamMembers),
    jsonLd: [scholarlyArticleJsonLd(content, pub, site)],
  };
}
