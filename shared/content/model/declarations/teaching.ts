/**
 * The courses members of the team teach: listed by term at /teaching, each at /teaching/{id}
 * (docs/decisions/086). A course's term is the day its teaching starts, so terms sort as days do
 * and each language words the term from it (spring, summer or autumn of its year; the site's
 * teaching pages, site/routes/teaching.tsx, read the terms).
 */
import { date, declareCollection, markdown, relation, special, text, url, type ItemOf } from '../fields';

/** Who a course is for, in the order the form offers them. */
export const COURSE_LEVELS = ['master', 'bachelor', 'phd', 'other'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const declaration = declareCollection({
  singular: 'course',
  plural: 'courses',
  type: 'Course',
  idPrefix: 'course',
  list: { title: 'Manage Teaching', one: 'course', many: 'courses' },
  card: { title: 'Teaching', caption: 'courses taught by the team' },
  search: {
    kind: 'course',
    fields: [['title', 6], ['code', 5], ['instructorIds', 3], ['description', 1]],
    meta: ['code', 'instructorIds'],
    body: 'description',
  },
  fields: [
    special('id', 'ID'),
    text('title', 'Course title', { required: true, translatable: true }),
    text('code', 'Course code', { help: 'As the university lists it, e.g. PSY4320' }),
    date('starts', 'Term starts', { required: true, help: 'The first day of teaching; the term (spring, summer or autumn) and its year follow from it' }),
    text('level', 'Level', { required: true, choices: COURSE_LEVELS }),
    markdown('description', 'Description', { translatable: true }),
    relation('instructorIds', 'Instructors', { target: 'teamMembers', many: true, required: true, review: 'instructor IDs' }),
    url('syllabusUrl', 'Syllabus URL', { review: 'syllabus link' }),
    url('materialsUrl', 'Materials URL', { help: 'Slides, readings or the course page', review: 'materials link' }),
    relation('projectId', 'Related project', { target: 'projects', many: false, optional: true, review: 'project ID' }),
  ],
  checks: [
    {
      id: 'course-description',
      title: 'Courses without a description',
      // A warning: the course's page then says nothing about what it teaches.
      find: (course: Readonly<Record<string, unknown>>) =>
        String(course.description ?? '').trim() ? [] : [{ field: 'description', message: 'No description: its page says nothing about what the course teaches' }],
    },
  ],
});

/** A course as stored: the type the content files name. */
export type Course = ItemOf<typeof declaration>;

