/**
 * What the build needs of the teaching's pages (site/routes/route.ts): the list's courses and
 * their instructors and its head; each course's page (its `detail`) with the course, its
 * instructors and research area, and a head search engines read as a schema.org Course
 * (docs/decisions/086, 093). The list's `head` serves a course's page too, as the head runtime
 * finds an item page's head by its list's (site/heads). Worded by the section's catalogue.
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import type { Course } from '../../shared/content/model/declarations/teaching';
import { labProfileOf, type LabProfile } from '../../shared/content/model/lab-profile';
import type { TeamMember } from '../../shared/content/model/schemas';
import { membersByIds } from '../../shared/content/read/relations';
import { safeUrl } from '../../shared/content/read/urls';
import { plainText } from '../../shared/ui/markdown-trees';
import { teaching as englishWords } from '../i18n/en/teaching';
import type { Messages } from '../i18n/en';
import { absoluteUrl, describe, personId, type HeadFn, type SiteLocation } from '../head';
import { isoDate, newest } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import { labOrganization } from '../structured-data';
import type { RouteBuild, RouteDate, RoutePaths, RouteSlice } from './route';
import route, { newestCoursesFirst, termOf } from './teaching.route';

export { default as route } from './teaching.route';

/** The teaching section's words in the page's language. */
export function teachingWords(site: SiteLocation): Messages['teaching'] {
  return site.language?.messages.teaching ?? englishWords;
}

export const paths: RoutePaths = () => [route.path];

export const slice: RouteSlice = (content) => {
  const instructors = new Set(content.teaching.flatMap((course) => course.instructorIds));
  return {
    content: {
      teaching: content.teaching,
      teamMembers: content.teamMembers.filter((member) => instructors.has(member.id)),
    },
  };
};

/** The list's head; a course's page, whose path has its id, has the course's (`detailHead`). */
export const head: HeadFn = (content, params, site) => {
  if (params.id !== undefined) return detailHead(content, params, site);
  const words = teachingWords(site);
  const titles = newestCoursesFirst(content.teaching)
    .slice(0, 3)
    .map((course) => course.title)
    .join('; ');
  return { title: words.title, description: describe(words.description(labProfileOf(content).name, titles)) };
};

export const lastModified: RouteDate = (content) => newest(content.teaching.map((course) => isoDate(course.starts)));

/**
 * A course as a schema.org Course: its code and description, the lab's organisation as provider,
 * each instructor as a Person with the member page's @id, and the term as its course instance.
 */
export function courseLd(
  site: SiteLocation,
  course: Course,
  members: readonly TeamMember[],
  profile: LabProfile,
): Record<string, unknown> {
  const term = termOf(course.starts);
  const instructors = membersByIds(members, course.instructorIds).map((member) => {
    const url = absoluteUrl(site, itemPath('teamMembers', member.id));
    return { '@type': 'Person', '@id': personId(url), name: member.name, url };
  });
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    courseCode: course.code.trim() || undefined,
    description: course.description.trim() ? plainText(course.description) : undefined,
    educationalLevel: course.level || undefined,
    provider: labOrganization(site, profile),
    instructor: instructors,
    hasCourseInstance: term
      ? {
          '@type': 'CourseInstance',
          name: teachingWords(site).term(term.season, term.year),
          startDate: course.starts,
          instructor: instructors,
        }
      : undefined,
    url: absoluteUrl(site, itemPath('teaching', course.id)),
    sameAs: safeUrl(course.syllabusUrl) ?? undefined,
    inLanguage: site.language?.lang,
  };
  return Object.fromEntries(
    Object.entries(ld).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
}

/** A course's page: its head. */
const detailHead: HeadFn = (content, params, site) => {
  const course = content.teaching.find((item) => item.id === params.id);
  if (!course) return { title: teachingWords(site).notFound, noindex: true };
  const instructors = membersByIds(content.teamMembers, course.instructorIds).map((member) => member.name);
  return {
    title: course.title,
    description: describe(
      course.description.trim()
        ? plainText(course.description)
        : [course.code, instructors.join(', ')].filter(Boolean).join(' · '),
    ),
    type: 'article',
    jsonLd: [courseLd(site, course, content.teamMembers, labProfileOf(content))],
  };
};

/** A course's page: one for each course. */
export const detail: RouteBuild = {
  route: route.item,
  paths: (content) => content.teaching.map((course) => itemPath('teaching', course.id)),
  slice: (content, params) => {
    const teaching = byId(content.teaching, params.id);
    return {
      content: {
        teaching,
        teamMembers: teaching.flatMap((course) => membersByIds(content.teamMembers, course.instructorIds)),
        projects: content.projects.filter((project) => teaching.some((course) => course.projectId === project.id)),
      },
    };
  },
  head: detailHead,
  lastModified: (content, params) => isoDate(content.teaching.find((course) => course.id === params.id)?.starts),
};
