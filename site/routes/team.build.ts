/** What the build needs of the team's list (site/routes/route.ts). */
import { teamHead } from '../heads/list-heads';
import { buildRoute, itsOwnPath } from './route';
import route from './team.route';

export default buildRoute(route, {
  paths: itsOwnPath(route),
  slice: (content) => ({ content: { teamMembers: content.teamMembers } }),
  head: teamHead,
});
