/**
 * The document head of a team member's page with schema.org Person JSON-LD: name, jobTitle,
 * affiliation, image, email and sameAs (ORCID, Google Scholar, website, code-hosting profile).
 * Pure; `siteOrigin` makes the URLs absolute (site paths without it).
 */
import type { Params } from 'react-router-dom';
import { orcidUrl } from '../../shared/content/citation';
import type { Content } from '../../shared/content/model';
import type { TeamMember } from '../../shared/content/schemas';
import { excerpt } from '../../shared/content/text';
import { codeHostProfileUrl, safeUrl } from '../../shared/content/urls';
import { LAB_NAME, UNIVERSITY_NAME, type PageHead } from '../head';

/** The member's profiles elsewhere, for links and `sameAs`: ORCID, Google Scholar, website, code host. */
export function memberSameAs(member: Pick<TeamMember, 'orcid' | 'scholarUrl' | 'website' | 'github'>): string[] {
  const web = (value: string | undefined) => {
    const url = safeUrl(value);
    return url && /^https?:/i.test(url) ? url : null;
  };
  return [orcidUrl(member.orcid), web(member.scholarUrl), web(member.website), codeHostProfileUrl(member.github)].filter((url): url is string => Boolean(url));
}

const absolute = (origin: string, path: string) => (/^https?:/i.test(path) ? path : `${origin.replace(/\/+$/, '')}${path}`);

/** schema.org Person of a team member. */
export function personJsonLd(member: TeamMember, siteOrigin: string): Record<string, unknown> {
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': absolute(siteOrigin, `/team/${encodeURIComponent(member.id)}`),
    url: absolute(siteOrigin, `/team/${encodeURIComponent(member.id)}`),
    name: member.name,
    affiliation: { '@type': 'Organization', name: `${LAB_NAME}, ${UNIVERSITY_NAME}` },
  };
  if (member.role) person.jobTitle = member.role;
  // Uploaded images ("asset:...") and embedded data live only in the studio: no public URL.
  const image = safeUrl(member.imageUrl);
  if (image && !image.startsWith('data:')) person.image = absolute(siteOrigin, image);
  if (member.email?.trim()) person.email = member.email.trim();
  const orcid = orcidUrl(member.orcid);
  if (orcid) person.identifier = { '@type': 'PropertyValue', propertyID: 'ORCID', value: orcid };
  const sameAs = memberSameAs(member);
  if (sameAs.length) person.sameAs = sameAs;
  return person;
}

export function teamMemberHead(content: Content, params: Params, siteOrigin = ''): PageHead {
  const member = content.teamMembers.find((m) => m.id === params.id);
  if (!member) return { title: 'Team member not found', noindex: true };
  const image = safeUrl(member.imageUrl);
  return {
    title: member.name,
    description: excerpt(member.bio.trim() || `${member.role} at ${LAB_NAME}`, 160),
    image: image && !image.startsWith('data:') ? image : undefined,
    type: 'profile',
    jsonLd: [personJsonLd(member, siteOrigin)],
  };
}
