/** Small helpers the routes' slices share (site/routes/*.build.ts). Pure; no citation processor. */
import type { Content, EntityKind } from '../../shared/content/model/model';
import { candidateMembers } from '../../shared/content/read/relations';
import type { Publication, TeamMember } from '../../shared/content/model/schemas';
import type { PageData } from '../page-data';

export const byId = <T extends { id: string }>(items: readonly T[], id: string | undefined) =>
  items.filter((item) => item.id === id);

/**
 * The members an author list may link to: every member the matching could name for these
 * papers, so the page decides as the whole content does (shared/content/scholarly/author-match.ts).
 */
export function authorsOf(publications: readonly Publication[], members: readonly TeamMember[]): TeamMember[] {
  return candidateMembers(publications, members);
}

/** Members in content order, without duplicates. */
export function unionMembers(members: readonly TeamMember[], ...groups: TeamMember[][]): TeamMember[] {
  const ids = new Set(groups.flat().map((member) => member.id));
  return members.filter((member) => ids.has(member.id));
}

export function totalsOf(content: Content, kinds: readonly EntityKind[]): PageData['totals'] {
  return Object.fromEntries(kinds.map((kind) => [kind, content[kind].length]));
}
