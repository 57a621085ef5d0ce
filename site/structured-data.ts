/**
 * schema.org objects (JSON-LD) for the public pages: what search engines read as the
 * lab, its people, projects, software and open positions. Pure builders from content.
 */
import { orcidUrl } from '../shared/content/citation';
import type { Content } from '../shared/content/model';
import type { JobOpening, Project, Software, TeamMember } from '../shared/content/schemas';
import { codeHostProfileUrl, safeUrl } from '../shared/content/urls';
import { labLogo, labProfileOf, nameWithInstitution, socialLinks, type LabProfile } from '../shared/content/lab-profile';
import { absoluteAssetUrl, absoluteUrl, type SiteLocation } from './head';

const CONTEXT = 'https://schema.org';

/** A URL from content that a crawler can fetch: http(s), or a site path made absolute. */
function publicUrl(site: SiteLocation, value: string | undefined): string | undefined {
  const url = safeUrl(value, 'image');
  if (!url || url.startsWith('asset:') || url.startsWith('data:')) return undefined;
  return url.startsWith('/') ? absoluteAssetUrl(site, url) : url;
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
    logo: publicUrl(site, labLogo(profile)),
    parentOrganization: profile.institution.trim()
      ? compact({ '@type': 'CollegeOrUniversity', name: profile.institution, url: safeUrl(profile.institutionUrl) ?? undefined })
      : undefined,
  });
}

export function organizationLd(site: SiteLocation, content: Content): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    ...labOrganization(site, labProfileOf(content)),
    description: labProfileOf(content).description || undefined,
    email: labProfileOf(content).contact.email || undefined,
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
    name: member.name,
    jobTitle: member.role || undefined,
    url: absoluteUrl(site, `/team/${member.id}`),
    image: publicUrl(site, member.imageUrl),
    email: member.email ? `mailto:${member.email}` : undefined,
    affiliation: labOrganization(site, profile),
    sameAs: personSameAs(member),
  });
}

export function researchProjectLd(site: SiteLocation, project: Project, content: Content): Record<string, unknown> {
  const members = content.teamMembers.filter((m) => m.projects.includes(project.id) || project.team.includes(m.name));
  return compact({
    '@context': CONTEXT,
    '@type': 'ResearchProject',
    name: project.title,
    description: project.description.replace(/\s+/g, ' ').trim(),
    url: absoluteUrl(site, `/projects/${project.id}`),
    image: publicUrl(site, project.image),
    keywords: project.topics.join(', ') || undefined,
    foundingDate: project.startDate || undefined,
    dissolutionDate: project.status === 'completed' ? project.endDate || undefined : undefined,
    parentOrganization: labOrganization(site, labProfileOf(content)),
    member: members.map((m) => ({ '@type': 'Person', name: m.name, url: absoluteUrl(site, `/team/${m.id}`) })),
  });
}

export function softwareLd(site: SiteLocation, item: Software): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    '@type': 'SoftwareSourceCode',
    name: item.name,
    description: item.description.replace(/\s+/g, ' ').trim(),
    codeRepository: safeUrl(item.repoUrl) ?? undefined,
    license: item.license || undefined,
    programmingLanguage: item.technologies,
    image: publicUrl(site, item.imageUrl),
    dateCreated: item.releaseDate || undefined,
    dateModified: item.lastUpdate || undefined,
    url: absoluteUrl(site, `/software#${item.id}`),
    author: item.developers.map((name) => ({ '@type': 'Person', name })),
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

export function jobPostingLd(site: SiteLocation, job: JobOpening, profile: LabProfile): Record<string, unknown> {
  return compact({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.requirements.map((r) => `• ${r}`)].join('\n'),
    datePosted: job.postedDate,
    validThrough: job.closingDate && ISO_DATE.test(job.closingDate) ? `${job.closingDate}T23:59:59` : undefined,
    employmentType: employmentType(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: nameWithInstitution(profile),
      sameAs: absoluteUrl(site, '/'),
      logo: publicUrl(site, labLogo(profile)),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, name: job.location },
    },
    url: absoluteUrl(site, `/join-us#${job.id}`),
    directApply: Boolean(safeUrl(job.applicationUrl)),
  });
}
