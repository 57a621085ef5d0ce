/**
 * The document head of a publication page: Google Scholar's citation_* meta tags (per its
 * inclusion guidelines) and schema.org ScholarlyArticle JSON-LD. Pure; the build's site
 * location (SITE_URL, BASE_PATH) makes the URLs absolute, as Scholar needs.
 */
import type { Content } from '../../shared/content/model';
import { findMemberForAuthor, projectIdsOf } from '../../shared/content/queries';
import type { Project, Publication, Software } from '../../shared/content/schemas';
import { bareDoi, doiUrl, safeUrl } from '../../shared/content/urls';
import { excerpt } from '../../shared/content/text';
import { isPdfUrl } from '../../shared/content/citation';
import { absoluteUrl, describe, type HeadMeta, type PageHead, type SiteLocation } from '../head';
import type { Params } from 'react-router-dom';

/** Types Google Scholar reads as conference papers (citation_conference_title). */
const CONFERENCE_TYPES = new Set(['conference proceeding', 'workshop contribution']);

/** The research areas and software linked to a publication, from either side of the link. */
export function relatedOfPublication(content: Pick<Content, 'projects' | 'software'>, pub: Publication): { projects: Project[]; software: Software[] } {
  const projectIds = projectIdsOf(pub);
  return {
    projects: content.projects.filter((p) => projectIds.includes(p.id) || p.publications.includes(pub.id)),
    software: content.software.filter((s) => pub.softwareIds.includes(s.id) || s.publicationIds.includes(pub.id)),
  };
}

/** Google Scholar's citation_* tags for one publication, in the order its guidelines list them. */
export function scholarMeta(pub: Publication, site: SiteLocation): HeadMeta[] {
  const meta: HeadMeta[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value && value.trim()) meta.push({ name, content: value.trim() });
  };
  add('citation_title', pub.title);
  for (const author of pub.authors) add('citation_author', author);
  if (Number.isFinite(pub.year)) add('citation_publication_date', String(pub.year));
  if (CONFERENCE_TYPES.has(pub.type)) add('citation_conference_title', pub.journal);
  else if (pub.type === 'thesis') add('citation_dissertation_institution', pub.journal);
  else if (pub.type === 'book' || pub.type === 'book chapter') {
    if (pub.type === 'book chapter') add('citation_inbook_title', pub.journal);
    else add('citation_publisher', pub.journal);
  } else add('citation_journal_title', pub.journal);
  if (doiUrl(pub.doi)) add('citation_doi', bareDoi(pub.doi!));
  const url = safeUrl(pub.url);
  if (url && /^https?:/i.test(url) && isPdfUrl(url)) add('citation_pdf_url', url);
  add('citation_abstract_html_url', absoluteUrl(site, `/publications/${encodeURIComponent(pub.id)}`));
  for (const keyword of pub.keywords) add('citation_keywords', keyword);
  return meta;
}

/** schema.org ScholarlyArticle of a publication; lab authors link to their profile pages. */
export function scholarlyArticleJsonLd(content: Pick<Content, 'teamMembers'>, pub: Publication, site: SiteLocation): Record<string, unknown> {
  const pageUrl = absoluteUrl(site, `/publications/${encodeURIComponent(pub.id)}`);
  const doi = doiUrl(pub.doi);
  const paper = safeUrl(pub.url);
  const venueType = CONFERENCE_TYPES.has(pub.type) ? 'Event' : pub.type === 'book chapter' || pub.type === 'book' ? 'Book' : 'Periodical';
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': pageUrl,
    url: pageUrl,
    headline: excerpt(pub.title, 110).replace(/\.\.\.$/, '…'),
    name: pub.title,
    author: pub.authors.map((name) => {
      const member = findMemberForAuthor(name, content.teamMembers);
      return member
        ? { '@type': 'Person', name: member.name, url: absoluteUrl(site, `/team/${encodeURIComponent(member.id)}`) }
        : { '@type': 'Person', name };
    }),
  };
  if (Number.isFinite(pub.year)) article.datePublished = String(pub.year);
  if (pub.journal) article[pub.type === 'book' ? 'publisher' : 'isPartOf'] = { '@type': pub.type === 'book' ? 'Organization' : venueType, name: pub.journal };
  if (pub.abstract) article.abstract = pub.abstract;
  if (pub.keywords.length) article.keywords = pub.keywords.join(', ');
  if (pub.type) article.genre = pub.type;
  if (doi) {
    article.identifier = { '@type': 'PropertyValue', propertyID: 'DOI', value: bareDoi(pub.doi!) };
    article.sameAs = doi;
  }
  if (paper && /^https?:/i.test(paper) && paper !== doi) article.mainEntityOfPage = paper;
  return article;
}

/** The head of /publications/{id}. */
export function publicationHead(content: Content, params: Params, site: SiteLocation): PageHead {
  const pub = content.publications.find((p) => p.id === params.id);
  if (!pub) return { title: 'Publication not found', noindex: true };
  const venue = [pub.journal, Number.isFinite(pub.year) ? String(pub.year) : ''].filter(Boolean).join(', ');
  return {
    title: pub.title,
    description: describe(pub.abstract?.trim() || [pub.authors.join(', '), venue].filter(Boolean).join(' · ')),
    type: 'article',
    meta: scholarMeta(pub, site),
    jsonLd: [scholarlyArticleJsonLd(content, pub, site)],
  };
}
