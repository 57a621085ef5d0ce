/** What the build needs of the contact page (site/routes/route.ts). */
import { contactHead } from '../heads/list-heads';
import type { RoutePaths, RouteSlice } from './route';
import type { HeadFn } from '../head';
import route from './contact.route';

export { default as route } from './contact.route';

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = () => ({ content: {} });

export const head: HeadFn = contactHead;

