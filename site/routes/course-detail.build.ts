/**
 * What the build needs of a course's page (site/routes/route.ts): the course, its instructors and
 * research area, and a head search engines read as a schema.org Course (docs/decisions/086).
 */
import { itemPath } from '../../shared/content/model/collection-facts';
import { labProfileOf, type LabProfile } from '../../shared/content/model/lab-profile';
import type { Course, TeamMember } from '../../shared/content/model/schemas';
import { instructorsOf, termOf } from '../../shared/content/read/teaching';
import { safeUrl } from '../../shared/content/read/urls';
import { plainText } from '../../shared/ui/markdown-trees';
import { absoluteUrl, describe, messagesOf, personId, type HeadFn, type SiteLocation } from '../head';
import { isoDate } from '../prerender/dates';
import { byId } from '../prerender/slice-kit';
import { labOrganization } from '../structured-data';
import type { RouteDate, RoutePaths, RouteSlice } from './route';
import { teachingWords } from './teaching.build';

export { default as route } from './course-detail.route';

export const paths: RoutePaths = (content) => content.teaching.map((course) => itemPath('teaching', course.id));

export const slice: RouteSlice = (content, params) => {
  const teaching = byId(content.teaching, params.id);
  return {
    content: {
      teaching,
      teamMembers: teaching.flatMap((course) => instructorsOf(content.teamMembers, course)),
      projects: content.projects.filter((project) => teaching.some((course) => course.projectId === project.id)),
    },
  };
};

/**
 * A course as a schema.org Course: its code and description, the lab's organisation as provider,
 * each instructor as a Person with the member page's @id, and the term as its course instance.
 */
export function courseLd(site: SiteLocation, course: Course, members: readonly TeamMember[], profile: LabProfile): Record<string, unknown> {
  const term = termOf(course.starts);
  const instructors = instructorsOf(members, course).map((member) => {
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
  return Object.fromEntries(Object.entries(ld).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

export const head: HeadFn = (content, params, site) => {
  const course = content.teaching.find((item) => item.id === params.id);
  if (!course) return { title: messagesOf(site).notFound.course, noindex: true };
  const instructors = instructorsOf(content.teamMembers, course).map((member) => member.name);
  return {
    title: course.title,
    description: describe(course.description.trim() ? plainText(course.description) : [course.code, instructors.join(', ')].filter(Boolean).join(' · ')),
    type: 'article',
    jsonLd: [courseLd(site, course, content.teamMembers, labProfileOf(content))],
  };
};

export const lastModified: RouteDate = (content, params) => isoDate(content.teaching.find((course) => course.id === params.id)?.starts);
