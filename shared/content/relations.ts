/**
 * What links to what, read in one place. Links are kept on either side (a publication lists
 * its projects, a project may list its publications; software and publications name each
 * other; members and projects too), and older data has a single projectId: every reader asks
 * here instead of merging the two sides itself. Authors are matched to members by surname
 * (SPEC §2). Free of schemas and of the store (docs/decisions/030).
 */
import { authorForm } from './author-names';
import { cleanList } from './lists';
import type { Content } from './model';
import type { Project, Publication, Software, TeamMember } from './schemas';

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

// Names match whatever their case and Unicode composition, but not across accents ("Müller" is
// not "Muller"). Folded by hand rather than with an Intl.Collator: building one takes a phone
// tens of milliseconds while a visitor's page starts, and it would follow the browser's locale.
// A page compares every author with every member: each name is folded once.
const folded = new Map<string, string>();
function foldName(name: string): string {
  let fold = folded.get(name);
  if (fold === undefined) folded.set(name, (fold = name.normalize('NFC').toLowerCase().replace(/ß/g, 'ss')));
  return fold;
}
const sameName = (a: string, b: string) => a === b || foldName(a) === foldName(b);

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
  return authorForm(surname, words.join(' '));
}

/* ------------------------------------------------------------ either side */

/** A publication's or software's projects: the list, or the older single projectId. */
export function projectIdsOf(item: { projectId?: string; projectIds: readonly string[] }): string[] {
  return cleanList(item.projectIds.length > 0 ? item.projectIds : item.projectId ? [item.projectId] : []);
}

/** The item with these projects, and the older single projectId kept as the first (or absent). */
export function withProjectIds<T extends { projectId?: string; projectIds: string[] }>(item: T, projectIds: string[]): T {
  const next: T = { ...item, projectIds };
  if (projectIds[0]) next.projectId = projectIds[0];
  else delete next.projectId;
  return next;
}

/** Members working on a project: named in its team list, or listing the project themselves. */
export function membersOfProject(content: Pick<Content, 'teamMembers'>, project: Pick<Project, 'id' | 'team'>): TeamMember[] {
  return content.teamMembers.filter((m) => project.team.includes(m.name) || m.projects.includes(project.id));
}

/** Projects a member works on (the same link, read from the member's side). */
export function projectsOfMember(content: Pick<Content, 'projects'>, member: Pick<TeamMember, 'name' | 'projects'>): Project[] {
  return content.projects.filter((p) => member.projects.includes(p.id) || p.team.includes(member.name));
}

/** Software a member develops (named among its developers). */
export function softwareOfMember(content: Pick<Content, 'software'>, member: Pick<TeamMember, 'name'>): Software[] {
  return content.software.filter((s) => s.developers.includes(member.name));
}

/** Publications of a project: they name the project, or the project lists them. */
export function publicationsOfProject(content: Pick<Content, 'publications'>, project: Pick<Project, 'id' | 'publications'>): Publication[] {
  return content.publications.filter((pub) => projectIdsOf(pub).includes(project.id) || project.publications.includes(pub.id));
}

/** Software of a project (software names its projects). */
export function softwareOfProject(content: Pick<Content, 'software'>, project: Pick<Project, 'id'>): Software[] {
  return content.software.filter((s) => projectIdsOf(s).includes(project.id));
}

/** Projects a software belongs to. */
export function projectsOfSoftware(content: Pick<Content, 'projects'>, item: Pick<Software, 'projectId' | 'projectIds'>): Project[] {
  const ids = projectIdsOf(item);
  return content.projects.filter((p) => ids.includes(p.id));
}

/** Publications of a software: it lists them, or they list it. */
export function publicationsOfSoftware(content: Pick<Content, 'publications'>, item: Pick<Software, 'id' | 'publicationIds'>): Publication[] {
  return content.publications.filter((p) => item.publicationIds.includes(p.id) || p.softwareIds.includes(item.id));
}

/** Ids of a publication's software, from either side. */
export function softwareIdsOfPublication(content: Pick<Content, 'software'>, pub: Pick<Publication, 'id' | 'softwareIds'>): string[] {
  return [...new Set([...pub.softwareIds, ...content.software.filter((s) => s.publicationIds.includes(pub.id)).map((s) => s.id)])];
}

/** The research areas and software linked to a publication, from either side of the link. */
export function relatedOfPublication(content: Pick<Content, 'projects' | 'software'>, pub: Publication): { projects: Project[]; software: Software[] } {
  const projectIds = projectIdsOf(pub);
  return {
    projects: content.projects.filter((p) => projectIds.includes(p.id) || p.publications.includes(pub.id)),
    software: content.software.filter((s) => pub.softwareIds.includes(s.id) || s.publicationIds.includes(pub.id)),
  };
}
