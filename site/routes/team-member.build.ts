/** What the build needs of a member's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/model/collections';
import { projectsOfMember, publicationsOfMember, softwareOfMember } from '../../shared/content/read/relations';
import { memberHead } from '../heads/item-heads';
import { talksOfMember } from '../../shared/content/read/talks';
import { authorsOf, unionMembers } from '../prerender/slice-kit';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';

export { default as route } from './team-member.route';

export const paths: RoutePaths = (content) => content.teamMembers.map((item) => itemPath('teamMembers', item.id));

export const slice: RouteSlice = (content, params, tools) => {
  const member = content.teamMembers.find((m) => m.id === params.id);
  if (!member) return { content: {} };
  const publications = publicationsOfMember(content.publications, member, content.teamMembers);
  return {
    content: {
      teamMembers: unionMembers(content.teamMembers, [member], authorsOf(publications, content.teamMembers)),
      projects: projectsOfMember(content, member),
      software: softwareOfMember(content, member),
      talks: talksOfMember(content, member),
      events: content.events.filter((event) => event.organizerIds.includes(member.id)),
      publications,
    },
    references: tools.references(publications),
  };
};

export const head: HeadFn = memberHead;

