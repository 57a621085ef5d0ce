/**
 * What the build needs of the teaching list (site/routes/route.ts): its courses and their
 * instructors, and its head, worded by the section's catalogue.
 */
import { labProfileOf } from '../../shared/content/model/lab-profile';
import { newestCoursesFirst } from '../../shared/content/read/teaching';
import { teaching as englishWords } from '../i18n/en/teaching';
import type { Messages } from '../i18n/en';
import { isoDate, newest } from '../prerender/dates';
import { describe, type HeadFn, type SiteLocation } from '../head';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import route from './teaching.route';

export { default as route } from './teaching.route';

/** The teaching section's words in the page's language. */
export function teachingWords(site: SiteLocation): Messages['teaching'] {
  return site.language?.messages.teaching ?? englishWords;
}

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const instructors = new Set(content.teaching.flatMap((course) => course.instructorIds));
  return { content: { teaching: content.teaching, teamMembers: content.teamMembers.filter((member) => instructors.has(member.id)) } };
};

export const head: HeadFn = (content, _params, site) => {
  const words = teachingWords(site);
  const titles = newestCoursesFirst(content.teaching)
    .slice(0, 3)
    .map((course) => course.title)
    .join('; ');
  return { title: words.title, description: describe(words.description(labProfileOf(content).name, titles)) };
};

export const lastModified: RouteDate = (content) => newest(content.teaching.map((course) => isoDate(course.starts)));
