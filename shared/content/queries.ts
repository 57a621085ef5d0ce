/**
 * Read-only lookups over the content: who wrote what, what is featured, which members work on
 * a project. Free of schemas and of the store, so the public pages use them without loading
 * either (docs/decisions/030); shared/content/operations.ts re-exports them.
 */
import type { Content } from './model';
import { cleanList } from './lists';
import type { NewsItem, Project, Publication, TeamMember } from './schemas';

/* ------------------------------------------------------------------ names */

/** The surname of a team member ("Ada Lovelace" -> "Lovelace"). */
export function memberSurname(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/** The surname of an author written "LastName, F." (or "F. LastName"). */
export function authorSurname(author: string): string {
  const trimmed = author.trim();
  if (trimmed.includes(',')) return trimmed.split(',')[0]!.trim();
  return memberSurname(trimmed);
}

// One collator for all comparisons: localeCompare with options builds a new one per call,
// which made every publication save cost milliseconds.
const nameCollator = new Intl.Collator(undefined, { sensitivity: 'accent' });
const sameName = (a: string, b: string) => nameCollator.compare(a, b) === 0;

export function authorsIncludeSurname(authors: readonly string[], surname: string): boolean {
  return surname !== '' && authors.some((author) => sameName(authorSurname(author), surname));
}

/** Publications a member authored: their last name compared with the author names (SPEC §2). */
export function publicationsOfMember(
  publications: readonly Publication[],
  member: Pick<TeamMember, 'name'>,
): Publication[] {
  const surname = memberSurname(member.name);
  return publications.filter((pub) => authorsIncludeSurname(pub.authors, surname));
}

/** The team member an author name refers to, matched by surname as publicationsOfMember matches (SPEC §2). */
export function findMemberForAuthor<M extends Pick<TeamMember, 'name'>>(
  author: string,
  members: readonly M[],
): M | undefined {
  const surname = authorSurname(author);
  return surname ? members.find((member) => sameName(memberSurname(member.name), surname)) : undefined;
}

/** "Ada Lovelace" -> "Lovelace, A." */
export function authorNameOf(member: Pick<TeamMember, 'name'>): string {
  const words = member.name.trim().split(/\s+/);
  const surname = words.pop() ?? '';
  const initials = words.map((word) => `${word[0]!.toUpperCase()}.`).join(' ');
  return initials ? `${surname}, ${initials}` : surname;
}

/* --------------------------------------------------------------- projects */

export function projectIdsOf(pub: Pick<Publication, 'projectId' | 'projectIds'>): string[] {
  if (pub.projectIds.length > 0) return cleanList(pub.projectIds);
  return pub.projectId ? [pub.projectId] : [];
}

/** Maps the legacy job types of SPEC §4 to the current ones. */
export function mapLegacyJobType(type: string): string {
  const legacy: Record<string, string> = {
    'full-time': 'Other',
    'part-time': 'Other',
    postdoc: 'Postdoctoral Researcher',
    phd: 'Doctoral Researcher',
    internship: 'Intern',
  };
  return legacy[type.trim().toLowerCase()] ?? type;
}

/** Display label of a job type, including legacy ones (SPEC §4). */
export function jobTypeLabel(type: string): string {
  const legacy: Record<string, string> = {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    internship: 'Internship',
    phd: 'PhD Position',
    postdoc: 'Postdoctoral Position',
  };
  const known = legacy[type.trim().toLowerCase()];
  if (known) return known;
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}

export interface FeaturedResolved {
  project: Project | undefined;
  newsItem: NewsItem | undefined;
  publication: Publication | undefined;
}

/** Featured items; a missing or unknown id falls back to the first item of the list. */
export function resolveFeatured(
  content: Pick<Content, 'featuredItems' | 'projects' | 'newsItems' | 'publications'>,
): FeaturedResolved {
  const { featuredItems: f } = content;
  const pick = <T extends { id: string }>(list: readonly T[], id: string | null | undefined) =>
    (id ? list.find((item) => item.id === id) : undefined) ?? list[0];
  return {
    project: pick(content.projects, f.projectId),
    newsItem: pick(content.newsItems, f.newsItemId),
    publication: pick(content.publications, f.publicationId),
  };
}

/** Ids of team members whose name appears in a project's team list. */
export function membersOfProject(
  content: Pick<Content, 'teamMembers'>,
  project: Pick<Project, 'id' | 'team'>,
): TeamMember[] {
  return content.teamMembers.filter((m) => project.team.includes(m.name) || m.projects.includes(project.id));
}
