/**
 * schema.org objects (JSON-LD) for the public pages: what search engines read as the
 * lab, its people, projects, software and open positions. Pure builders from content.
 */
import { itemPath } from '../shared/content/model/collection-facts';
import { itemShareImage } from '../shared/content/media/alt-text';
import { orcidUrl } from '../shared/content/scholarly/orcid-id';
import type { Content } from '../shared/content/model/model';
import type { JobOpening, NewsItem, Project, Software, TeamMember } from '../shared/content/model/schemas';
import { DEFAULT_LANGUAGE } from '../shared/content/model/languages';
import { codeHostProfileUrl, safeUrl } from '../shared/content/read/urls';
import { LICENSE_URLS } from '../shared/content/model/constants';
import { labContact } from '../shared/content/read/lab-contact';
import { labLogo, labProfileOf, nameWithInstitution, socialLinks, type LabProfile } from '../shared/content/model/lab-profile';
import { absoluteAssetUrl, absoluteContentUrl, absoluteUrl, personId, type SiteLocation } from './head';
import { escapeHtml, inlineNodes, toHtml } from '../shared/content/prose/markdown-tree';
import { markdownTreeOf, plainText } from '../shared/ui/markdown-trees';
import { LAB_LOGO, svgSharePath } from './share-image';
import { membersOfProject } from '../shared/content/read/relations';

const CONTEXT = 'https://schema.org';
export { LAB_LOGO };

/** The lab's logo as Google takes it: the profile's raster logo, else the PNG the build renders from the site's icon. */
function logoUrl(site: SiteLocation, profile: LabProfile): string | undefined {
  const logo = labLogo(profile);
  return svgSharePath(logo) ? absoluteAssetUrl(site, LAB_LOGO) : publicUrl(site, logo);
}

/** A URL from content that a crawler can fetch: http(s), or a site path made absolute. */
function publicUrl(site: SiteLocation, value: string | undefined): string | undefined {
  const url = safeUrl(value, 'image');
  if (!url || url.startsWith('asset:') || url.startsWith('data:')) return undefined;
  return url.startsWith('/') ? absoluteAssetUrl(site, url) : url;
}

/** An image for JSON-LD: with alt text an ImageObject whose caption is that text, else its URL. */
function imageLd(site: SiteLocation, value: string | undefined, alt: string | undefined): string | Record<string, unknown> | undefined {
  const url = publicUrl(site, value);
  const caption = alt?.trim();
  return url && caption ? { '@type': 'ImageObject', contentUrl: url, url, caption } : url;
}

/** An item's share image as JSON-LD: its own share image, else its image (docs/decisions/078). */
function shareImageLd(site: SiteLocation, kind: 'projects' | 'newsItems', item: object): string | Record<string, unknown> | undefined {
  const { image, alt } = itemShareImage(kind, item);
  return imageLd(site, image, alt);
}

function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

export function labOrganization(site: SiteLocation, profile: LabProfile): Record<string, unknown> {
  return compact({
    '@type': 'ResearchOrganization',
    name: profile.name,
    url: absoluteUrl(site, '/'),
    logo: logoUrl(site, profile),
    parentOrganization: profile.institution.trim()
      ? compact({ '@type': 'CollegeOrUniversity', name: profile.institution, url: safeUrl(profile.institutionUrl) ?? undefined })
      : undefined,
  });
}

/** The lab's postal address as schema.org has it (from the one place the contact page reads too). */
export function labPostalAddress(profile: LabProfile): Record<string, unknown> | undefined {
  const { address } = labContact(profile);
  if (!address) return undefined;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress || undefined,
    postalCode: address.postalCode || undefined,
    addressLocality: address.locality || undefined,
    addressCountry: address.countryCode || address.country || undefined,
  });
}

/** A licence as the URL of its text: the spec's choices map to their canonical pages; a URL stays; Custom has none. */
export function licenseUrl(license: string | undefined): string | undefined {
  const value = license?.trim();
  if (!value) return undefined;
  if (LICENSE_URLS[value]) return LICENSE_URLS[value];
  const url = safeUrl(value);
  return url && /^https?:/i.test(url) ? url : undefined;
}

export function organizationLd(site: SiteLocation, content: Content): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    ...labOrganization(site, labProfileOf(content)),
    description: labProfileOf(content).description || undefined,
    email: labContact(labProfileOf(content)).email || undefined,
    address: labPostalAddress(labProfileOf(content)),
    sameAs: socialLinks(labProfileOf(content)).map((link) => link.url),
    funder: content.fundingSources.map((source) =>
      compact({ '@type': 'Organization', name: source.name, url: safeUrl(source.url) ?? undefined }),
    ),
  });
}

/** Links that identify the person elsewhere: ORCID iD, Google Scholar profile, website, code-hosting profile. */
export function personSameAs(member: Pick<TeamMember, 'orcid' | 'scholarUrl' | 'website' | 'github'>): string[] {
  const web = (value: string | undefined) => {
    const url = safeUrl(value);
    return url && /^https?:/i.test(url) ? url : null;
  };
  return [orcidUrl(member.orcid), web(member.scholarUrl), web(member.website), codeHostProfileUrl(member.github)].filter(
    (url): url is string => Boolean(url),
  );
}

export function personLd(site: SiteLocation, member: TeamMember, profile: LabProfile): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': personId(absoluteUrl(site, itemPath('teamMembers', member.id))),
    name: member.name,
    jobTitle: member.role || undefined,
    url: absoluteUrl(site, itemPath('teamMembers', member.id)),
    image: imageLd(site, member.imageUrl, member.imageAlt),
    email: member.email ? `mailto:${member.email}` : undefined,
    affiliation: labOrganization(site, profile),
    sameAs: personSameAs(member),
  });
}

export function researchProjectLd(site: SiteLocation, project: Project, content: Content): Record<string, unknown> {
  const members = membersOfProject(content, project);
  return compact({
    '@context': CONTEXT,
    '@type': 'ResearchProject',
    name: project.title,
    description: plainText(project.description),
    url: absoluteUrl(site, itemPath('projects', project.id)),
    image: shareImageLd(site, 'projects', project),
    keywords: project.topics.join(', ') || undefined,
    foundingDate: project.startDate || undefined,
    dissolutionDate: project.status === 'completed' ? project.endDate || undefined : undefined,
    parentOrganization: labOrganization(site, labProfileOf(content)),
    member: members.map((m) => ({ '@type': 'Person', name: m.name, url: absoluteUrl(site, itemPath('teamMembers', m.id)) })),
  });
}

export function softwareLd(site: SiteLocation, item: Software): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    '@type': 'SoftwareSourceCode',
    name: item.name,
    description: plainText(item.description),
    codeRepository: safeUrl(item.repoUrl) ?? undefined,
    license: licenseUrl(item.license),
    programmingLanguage: item.technologies,
    image: imageLd(site, item.imageUrl, item.imageAlt),
    dateCreated: item.releaseDate || undefined,
    dateModified: item.lastUpdate || undefined,
    url: absoluteUrl(site, itemPath('software', item.id)),
    author: item.developers.map((name) => ({ '@type': 'Person', name })),
    // The language of the description, as this page shows it (docs/decisions/060).
    inLanguage: site.language?.lang,
  });
}

/** A news item as a NewsArticle, in the language of its page. */
export function newsArticleLd(site: SiteLocation, item: NewsItem, profile: LabProfile): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: ISO_DATE.test(item.date) ? item.date : undefined,
    author: item.author ? { '@type': 'Person', name: item.author } : undefined,
    image: shareImageLd(site, 'newsItems', item),
    keywords: item.tags.join(', ') || undefined,
    url: absoluteUrl(site, itemPath('newsItems', item.id)),
    publisher: labOrganization(site, profile),
    inLanguage: site.language?.lang ?? DEFAULT_LANGUAGE,
  });
}

/** schema.org employmentType values for the spec's position types. */
function employmentType(type: string): string {
  const key = type.trim().toLowerCase();
  if (key.includes('student') || key.includes('part')) return 'PART_TIME';
  if (key.includes('intern')) return 'INTERN';
  if (key === 'other') return 'OTHER';
  return 'FULL_TIME';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The posting's description as HTML (Google shows it formatted): its Markdown (headings from h3),
 * then the requirements as a list. `address` makes the site's own paths absolute.
 */
export function jobDescriptionHtml(
  job: Pick<JobOpening, 'description' | 'requirements' | 'location'>,
  address?: (url: string, use: 'link' | 'image') => string | null,
): string {
  const requirements = job.requirements.map((r) => r.trim()).filter(Boolean);
  return [
    toHtml(markdownTreeOf(job.description), { headingBase: 3, address }),
    job.location ? `<p>Work arrangement: ${escapeHtml(job.location)}</p>` : '',
    requirements.length
      ? `<h3>Requirements</h3><ul>${requirements.map((r) => `<li>${toHtml(inlineNodes(markdownTreeOf(r)), { address })}</li>`).join('')}</ul>`
      : '',
  ].join('');
}

/** A fully remote position (the spec's "Remote"); hybrid and on-site ones have a place of work. */
export const isRemoteJob = (job: Pick<JobOpening, 'location'>) => /^\s*remote\s*$/i.test(job.location);

export function jobPostingLd(site: SiteLocation, job: JobOpening, profile: LabProfile): Record<string, unknown> {
  const remote = isRemoteJob(job);
  const { address } = labContact(profile);
  const postal = labPostalAddress(profile);
  return compact({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, (url, use) => absoluteContentUrl(site, url, use)),
    datePosted: job.postedDate,
    validThrough: job.closingDate && ISO_DATE.test(job.closingDate) ? `${job.closingDate}T23:59:59` : undefined,
    employmentType: employmentType(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: nameWithInstitution(profile),
      sameAs: absoluteUrl(site, '/'),
      logo: logoUrl(site, profile),
    },
    // The lab's address is where the work is (on-site and hybrid); a remote position is
    // telecommuting, open to applicants in the lab's country (Google's remote-job rules).
    jobLocation: postal ? { '@type': 'Place', address: postal } : undefined,
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote && address?.country ? { '@type': 'Country', name: address.country } : undefined,
    url: absoluteUrl(site, itemPath('jobOpenings', job.id)),
    directApply: Boolean(safeUrl(job.applicationUrl)),
  });
}
