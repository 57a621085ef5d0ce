/**
 * Teaching (docs/decisions/086) and what a collection declares for the site: the declaration's
 * derived parts (schema order, blank, rule, links, section), the term from the day teaching
 * starts and the courses by term, the lists on member and project pages and the site search from
 * the declarations (talks and courses alike), the navigation's sections, the course-description
 * health check and the Course markup.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../shared/content/model/collections';
import { blankItem } from '../../shared/content/model/blanks';
import { ID_REFERENCES } from '../../shared/content/model/ids';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import { entitySchemas } from '../../shared/content/model/model';
import { validateItem } from '../../shared/content/model/validation';
import { BUILT_IN_SEGMENTS } from '../../shared/content/read/pages';
import { SECTION_PATHS, sectionOfCollection, sectionOfPath, shownSections } from '../../shared/content/read/sections';
import { listedContent, listedKinds, listingsOn } from '../../shared/content/read/listings';
import { coursesByTerm, termOf } from '../../site/routes/teaching.route';
import { checkContent } from '../../shared/content/health';
import { buildIndex, search, SEARCHED_KINDS } from '../../site/search/engine';
import { listedLine } from '../../site/components/listed-items';
import { courseLd } from '../../site/routes/teaching.build';
import { content, course, member, project, talk } from './content-fixtures';

describe('the teaching declaration', () => {
  it('gives the stored fields in export order, the translatable and Markdown fields', () => {
    expect(Object.keys(entitySchemas.teaching.shape)).toEqual([
      'id', 'title', 'code', 'starts', 'level', 'description', 'instructorIds', 'syllabusUrl', 'materialsUrl', 'projectId', 'translations',
    ]);
    expect(COLLECTIONS.teaching.translatable).toEqual(['title', 'description']);
    expect(COLLECTIONS.teaching.markdown).toEqual(['description']);
  });

  it('starts a new course at master level with no instructor; refuses one without an instructor, term start or known level', () => {
    const blank = blankItem('teaching');
    expect(blank.level).toBe('master');
    expect(blank.instructorIds).toEqual([]);
    expect(validateItem('teaching', course())).toBeNull();
    expect(validateItem('teaching', course({ instructorIds: [] }))).toBe('Please fill in all required fields');
    expect(validateItem('teaching', course({ starts: '' }))).toBe('Please fill in all required fields');
    expect(validateItem('teaching', course({ level: 'postdoc' }))).toBe('Level must be one of: master, bachelor, phd, other');
    expect(validateItem('teaching', course({ materialsUrl: 'ftp://example.org/x' }))).toBe('Materials URL: Please enter a valid URL (include http:// or https://)');
  });

  it('is linked from the team and the projects, has its section and reserves its page segment', () => {
    expect(ID_REFERENCES.teamMembers).toContainEqual(['teaching', 'instructorIds']);
    expect(ID_REFERENCES.projects).toContainEqual(['teaching', 'projectId']);
    expect(SECTION_PATHS.teaching).toBe('/teaching');
    expect(sectionOfPath('/teaching/course-1')).toBe('teaching');
    expect(sectionOfCollection('teaching')).toBe('teaching');
    expect(sectionOfCollection('talks')).toBe('talks');
    expect(sectionOfCollection('collaborators')).toBeNull();
    expect(BUILT_IN_SEGMENTS).toContain('teaching');
    const profile = emptyLabProfile('Lab', 'University');
    expect(shownSections(profile, content({ teaching: [course()] })).has('teaching')).toBe(true);
    expect(shownSections(profile, content()).has('teaching')).toBe(false);
  });
});

describe('terms', () => {
  it('follow from the day teaching starts: January to May spring, June and July summer, August to December autumn', () => {
    expect(termOf('2026-01-19')).toMatchObject({ year: '2026', season: 'spring' });
    expect(termOf('2026-05-31')).toMatchObject({ season: 'spring' });
    expect(termOf('2026-06-01')).toMatchObject({ season: 'summer' });
    expect(termOf('2026-08-17')).toMatchObject({ year: '2026', season: 'autumn' });
    expect(termOf('')).toBeNull();
    expect(termOf('autumn 2026')).toBeNull();
  });

  it('group the courses newest term first, the latest start first within one, courses without a term last', () => {
    const groups = coursesByTerm([
      course({ id: 'a', title: 'A', starts: '2025-08-18' }),
      course({ id: 'b', title: 'B', starts: '' }),
      course({ id: 'c', title: 'C', starts: '2026-01-19' }),
      course({ id: 'd', title: 'D', starts: '2026-09-01' }),
      course({ id: 'e', title: 'E', starts: '2026-08-17' }),
      course({ id: 'f', title: 'F', starts: '2026-06-15' }),
    ]);
    expect(groups.map(([term, items]) => [term ? `${term.season} ${term.year}` : null, items.map((item) => item.id)])).toEqual([
      ['autumn 2026', ['d', 'e']],
      ['summer 2026', ['f']],
      ['spring 2026', ['c']],
      ['autumn 2025', ['a']],
      [null, ['b']],
    ]);
  });
});

describe('lists on member and project pages, from the declarations', () => {
  const c = content({
    teamMembers: [member({ id: 'member-1' }), member({ id: 'member-2' })],
    projects: [project({ id: 'project-1' })],
    talks: [talk({ id: 'talk-old', date: '2024-05-01', speakerIds: ['member-1'] }), talk({ id: 'talk-new', date: '2026-05-01', speakerIds: ['member-1'], projectId: 'project-1' })],
    teaching: [course({ id: 'course-1', starts: '2025-08-18', instructorIds: ['member-2', 'member-1'] }), course({ id: 'course-2', starts: '2026-01-19', instructorIds: ['member-2'], projectId: 'project-1' })],
  });

  it('take every collection that asks to be listed and has a relation to the page', () => {
    expect(listedKinds('teamMembers')).toEqual(['talks', 'teaching', 'events']);
    expect(listedKinds('projects')).toEqual(['talks', 'teaching', 'events']);
  });

  it("list a member's talks and courses newest first, leaving out an empty list", () => {
    expect(listingsOn(c, 'teamMembers', 'member-1').map(({ kind, items }) => [kind, items.map((item) => item.id)])).toEqual([
      ['talks', ['talk-new', 'talk-old']],
      ['teaching', ['course-1']],
    ]);
    expect(listingsOn(c, 'teamMembers', 'member-2').map(({ kind }) => kind)).toEqual(['teaching']);
    expect(listingsOn(c, 'projects', 'project-1').map(({ kind, items }) => [kind, items.map((item) => item.id)])).toEqual([
      ['talks', ['talk-new']],
      ['teaching', ['course-2']],
    ]);
    expect(Object.keys(listedContent(c, 'teamMembers', 'member-2'))).toEqual(['talks', 'teaching', 'events']);
  });

  it("follow each item's link with its declared line, a day in the page's words", () => {
    expect(listedLine('talks', talk({ event: 'CogSci 2026', date: '2026-07-30' }), 'en-GB')).toBe('CogSci 2026, 30 July 2026');
    expect(listedLine('teaching', course({ code: 'PSY4320', starts: '2026-08-17' }), 'en-GB')).toBe('PSY4320, 17 August 2026');
    expect(listedLine('teaching', course({ code: ' ', starts: '2026-08-17' }), 'en-GB')).toBe('17 August 2026');
  });
});

describe('the site search, from the declarations', () => {
  it('searches talks and courses by their declared fields, instructors by name, the description as the snippet text', () => {
    expect(SEARCHED_KINDS).toEqual(['talks', 'teaching', 'events']);
    const index = buildIndex({
      ...content({
        teamMembers: [member({ id: 'member-1', name: 'Ingrid Halvorsen' })],
        teaching: [course({ id: 'course-1', title: 'Computational Models of Cognition', code: 'PSY4320', instructorIds: ['member-1'], description: 'Models that make testable predictions.' })],
        talks: [talk({ id: 'talk-1', title: 'Curious machines', event: 'Spring Symposium' })],
      }),
    });
    const byCode = search(index, 'psy4320');
    expect(byCode.map((result) => [result.doc.kind, result.doc.href])).toEqual([['course', '/teaching/course-1']]);
    expect(byCode[0]!.doc.meta).toBe('PSY4320 · Ingrid Halvorsen');
    expect(byCode[0]!.doc.body).toBe('Models that make testable predictions.');
    expect(search(index, 'halvorsen').map((result) => result.doc.kind)).toContain('course');
    expect(search(index, 'symposium').map((result) => [result.doc.kind, result.doc.href])).toEqual([['talk', '/talks/talk-1']]);
  });
});

describe('health', () => {
  it('warns of a course without a description', () => {
    const c = content({ teamMembers: [member({ id: 'member-1' })], teaching: [course({ id: 'bare', title: 'Bare', description: ' ' }), course({ id: 'full', description: 'What it teaches.' })] });
    expect(checkContent(c, { today: '2026-11-20' }).filter((p) => p.check === 'course-description')).toEqual([
      expect.objectContaining({ severity: 'warning', target: { kind: 'teaching', id: 'bare' }, item: 'Bare', field: 'description', fieldLabel: 'Description' }),
    ]);
  });
});

describe("a course's Course markup", () => {
  it('names the course, its code, the lab as provider, each instructor as a Person and the term as its instance', () => {
    const members = [member({ id: 'member-1', name: 'Ada Lovelace' }), member({ id: 'member-2', name: 'Alan Turing' })];
    const site = { origin: 'https://lab.example', basePath: '/' } as Parameters<typeof courseLd>[0];
    const ld = courseLd(site, course({ id: 'course-1', title: 'Curious machines in practice', code: 'CM101', starts: '2026-08-17', instructorIds: ['member-2', 'member-1'], description: 'About machines.' }), members, emptyLabProfile('Lab', 'University'));
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Curious machines in practice',
      courseCode: 'CM101',
      description: 'About machines.',
      provider: { '@type': 'ResearchOrganization', name: 'Lab' },
      instructor: [
        { '@type': 'Person', name: 'Alan Turing', '@id': 'https://lab.example/team/member-2/#person' },
        { '@type': 'Person', name: 'Ada Lovelace' },
      ],
      hasCourseInstance: { '@type': 'CourseInstance', name: 'Autumn 2026', startDate: '2026-08-17' },
    });
    expect(courseLd(site, course({ code: '', starts: '' }), members, emptyLabProfile('Lab', 'University'))).not.toHaveProperty('hasCourseInstance');
  });
});
