/** What the build needs of a member's page (site/routes/route.ts). */
import { itemPath } from '../../shared/content/collections';
import { projectsOfMember, publicationsOfMember, softwareOfMember } from '../../shared/content/relations';
import { memberHead } from '../heads/item-heads';
import { authorsOf, unionMembers } from '../prerender/slice-kit';
import { buildRoute } from './route';
import route from './team-member.route';

export default buildRoute(route, {
  paths: (content) => content.teamMembers.map((item) => itemPath('teamMembers', item.id)),
  slice: (content, params, tools) => {
    const member = content.teamMembers.find((m) => m.id === params.id);
    if (!member) return { content: {} };
    const publications = publicationsOfMember(content.publications, member, content.teamMembers);
    return {
      content: {
        teamMembers: unionMembers(content.teamMembers, [member], authorsOf(publications, content.teamMembers)),
        projects: projectsOfMember(content, member),
        software: softwareOfMember(content, member),
        publications,
      },
      references: tools.references(publications),
    };
  },
  head: memberHead,
});
