/** What the build needs of the team's list (site/routes/route.ts). */
import { teamHead } from '../heads/list-heads';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './team.route';

export { default as route } from './team.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => ({ content: { teamMembers: content.teamMembers } });

export const head: HeadFn = teamHead;

