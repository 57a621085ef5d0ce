/**
 * What links to what, read in one place. Links are kept on either side (a publication lists
 * its projects, a project may list its publications; software and publications name each
 * other; members and projects too), and older data has a single projectId: every reader asks
 * here instead of merging the two sides itself. Which member an author is: author-match.ts. Free of schemas and of the store (docs/decisions/030).
 */
import { authorForm } from '../scholarly/author-names';
import { authorMembers, foldName, publicationsOfMember as matchedPublicationsOfMember, type MatchMember, type MatchPublication } from '../scholarly/author-match';
import { cleanList } from '../edit/lists';
import type { Content } from '../model/model';
import type { Project, Publication, Software, TeamMember } from '../model/schemas';

/* ------------------------------------------------------------------ names */

export { authorMembers, candidateMembers, membersOfPublication, type AuthorMatch } from '../scholarly/author-match';

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

const sameName = (a: string, b: string) => a === b || foldName(a) === foldName(b);

/** Whether an author's family name is `surname` (the form's "already an author" check, docs/product.md §5). */
export function authorsIncludeSurname(authors: readonly string[], surname: string): boolean {
  return surname !== '' && authors.some((author) => sameName(authorSurname(author), surname));
}

/**
 * Publications a member authored, decided against all `members` by the one matching rule
 * (author-match.ts: the editor's choice, ORCID iD, name variants and given names, the family
 * name as the fallback). Without `members` the member is judged alone.
 */
export function publicationsOfMember<P extends MatchPublication>(
  publications: readonly P[],
  member: MatchMember,
  members: readonly MatchMember[] = [],
): P[] {
  return matchedPublicationsOfMember(publications, member, members);
}

/** The team member one author name refers to, by name alone (no paper's links known). */
export function findMemberForAuthor<M extends MatchMember>(author: string, members: readonly M[]): M | undefined {
  return authorMembers({ authors: [author] }, members)[0]?.member;
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
/** The members with these ids, in the ids' order; an id naming no member is left out. */
export function membersByIds(members: readonly TeamMember[], ids: readonly string[]): TeamMember[] {
  return ids.flatMap((id) => members.filter((member) => member.id === id));
}

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
