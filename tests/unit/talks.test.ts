/**
 * Talks (docs/decisions/085): what derives from the declaration (schema order, blanks, the rule,
 * links, sections, reserved addresses), the grouping by year, the health check of a given talk
 * without slides and the Event markup with its performers.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../shared/content/model/collections';
import { blankItem } from '../../shared/content/model/blanks';
import { emptyContent } from '../../shared/content/model/empty-content';
import { ID_REFERENCES, renameReferences } from '../../shared/content/model/ids';
import { emptyLabProfile } from '../../shared/content/model/lab-profile';
import { labProfileSchema } from '../../shared/content/model/lab-profile-schema';
import { entitySchemas } from '../../shared/content/model/model';
import { contentFromSeedFiles } from '../../shared/content/model/seed-files';
import { validateItem } from '../../shared/content/model/validation';
import { BUILT_IN_SEGMENTS } from '../../shared/content/read/pages';
import { SECTION_LABELS, SECTION_PATHS, sectionCounts, shownSections } from '../../shared/content/read/sections';
import { lacksSlides, talksByYear, talksOfMember } from '../../shared/content/read/talks';
import { checkContent } from '../../shared/content/health';
import { talkEventLd } from '../../site/heads/talk-heads';
import { seedContent } from '../fixtures/content/seed';
import { content, member, project, talk } from './content-fixtures';

describe('the talks declaration', () => {
  it('gives the stored fields in export order, the translatable and Markdown fields', () => {
    expect(Object.keys(entitySchemas.talks.shape)).toEqual([
      'id', 'title', 'event', 'place', 'date', 'kind', 'speakerIds', 'abstract', 'slidesUrl', 'videoUrl', 'recordingUrl', 'projectId', 'translations',
    ]);
    expect(COLLECTIONS.talks.translatable).toEqual(['title', 'abstract']);
    expect(COLLECTIONS.talks.markdown).toEqual(['abstract']);
  });

  it('starts a new talk as a "talk", with no related project', () => {
    const blank = blankItem('talks');
    expect(blank.kind).toBe('talk');
    expect(blank.speakerIds).toEqual([]);
    expect('projectId' in blank).toBe(false);
  });

  it('refuses a talk without a speaker, of another kind or with a slides address that is no web address', () => {
    expect(validateItem('talks', talk())).toBeNull();
    expect(validateItem('talks', talk({ speakerIds: [] }))).toBe('Please fill in all required fields');
    expect(validateItem('talks', talk({ event: ' ' }))).toBe('Please fill in all required fields');
    expect(validateItem('talks', talk({ kind: 'lecture' }))).toBe('Kind must be one of: talk, poster, keynote, seminar');
    expect(validateItem('talks', talk({ slidesUrl: 'ftp://example.org/slides.pdf' }))).toBe('Slides URL: Please enter a valid URL (include http:// or https://)');
    expect(validateItem('talks', talk({ id: 'Not An Id' }))).toMatch(/^The id must be/);
  });

  it('is linked from the team and the projects: a renamed member or project is followed into its talks', () => {
    expect(ID_REFERENCES.teamMembers).toEqual([['talks', 'speakerIds'], ['teaching', 'instructorIds'], ['events', 'organizerIds']]);
    expect(ID_REFERENCES.projects).toContainEqual(['talks', 'projectId']);
    // The links the other collections had before are all still there.
    expect(ID_REFERENCES.publications).toEqual(
      expect.arrayContaining([['projects', 'publications'], ['teamMembers', 'publications'], ['software', 'publicationIds'], ['featuredItems', 'publicationId']]),
    );
    expect(ID_REFERENCES.software).toEqual([['publications', 'softwareIds']]);
    expect(ID_REFERENCES.newsItems).toEqual([['featuredItems', 'newsItemId']]);
    const before = content({ talks: [talk({ speakerIds: ['member-1', 'member-2'], projectId: 'project-1' })] });
    const after = renameReferences(before, [
      { key: 'teamMembers', from: 'member-1', to: 'ada-lovelace' },
      { key: 'projects', from: 'project-1', to: 'curious-machines' },
    ]);
    expect(after.talks[0]).toMatchObject({ speakerIds: ['ada-lovelace', 'member-2'], projectId: 'curious-machines' });
  });

  it('is empty in an empty site and in a content folder written before talks existed', () => {
    expect(emptyContent(emptyLabProfile('Lab', 'University')).talks).toEqual([]);
    const seed = seedContent();
    const { talks: _talks, ...older } = { projects: seed.projects, teamMembers: seed.teamMembers, newsItems: seed.newsItems, collaborators: seed.collaborators, publications: seed.publications, software: seed.software, jobOpenings: seed.jobOpenings, fundingSources: seed.fundingSources, pages: seed.pages, talks: seed.talks };
    const { featuredItems, teamImage, teamImagePosition, topicColorRegistry } = seed;
    const loaded = contentFromSeedFiles({ lists: older, settings: { featuredItems, teamImage, teamImagePosition, topicColorRegistry }, labProfile: seed.labProfile });
    expect(loaded.talks).toEqual([]);
    expect(loaded.projects).toEqual(seed.projects);
  });
});

describe('the talks section', () => {
  it('is listed at /talks while it has talks, and its first segment is the site\'s own', () => {
    expect(SECTION_PATHS.talks).toBe('/talks');
    expect(SECTION_LABELS.talks).toBe('Talks');
    // The other sections keep their pages and names.
    expect(SECTION_PATHS).toMatchObject({ news: '/feed', research: '/projects', publications: '/publications', software: '/software', team: '/team', joinUs: '/join-us' });
    expect(SECTION_LABELS).toMatchObject({ news: 'News', research: 'Research', team: 'Team', joinUs: 'Join Us', software: 'Software' });
    const profile = emptyLabProfile('Lab', 'University');
    expect(sectionCounts(content({ talks: [talk()] })).talks).toBe(1);
    expect(shownSections(profile, content({ talks: [talk()] })).has('talks')).toBe(true);
    expect(shownSections(profile, content()).has('talks')).toBe(false);
    expect(shownSections({ sections: { ...profile.sections, talks: 'always' } }, content()).has('talks')).toBe(true);
    expect(BUILT_IN_SEGMENTS).toContain('talks');
    expect(BUILT_IN_SEGMENTS).toEqual(expect.arrayContaining(['projects', 'team', 'feed', 'news', 'publications', 'software', 'join-us']));
  });

  it('is absent from a stored profile that never chose it, so the profile exports unchanged', () => {
    const stored = { ...emptyLabProfile('Lab', 'University') };
    const { talks: _talks, teaching: _teaching, events: _events, ...sections } = stored.sections;
    const parsed = labProfileSchema.parse({ ...stored, sections });
    expect(Object.keys(parsed.sections)).toEqual(['news', 'research', 'publications', 'software', 'team', 'joinUs']);
    expect(labProfileSchema.parse({ ...stored, sections: { ...sections, talks: 'hide' } }).sections.talks).toBe('hide');
  });
});

describe('talks by year', () => {
  it('puts the newest year first, the newest talk first within it, undated talks last', () => {
    const talks = [
      talk({ id: 'a', title: 'A', date: '2024-05-01' }),
      talk({ id: 'b', title: 'B', date: '2025-01-10' }),
      talk({ id: 'c', title: 'C', date: '' }),
      talk({ id: 'd', title: 'D', date: '2025-11-30' }),
    ];
    expect(talksByYear(talks).map(([year, group]) => [year, group.map((t) => t.id)])).toEqual([
      ['2025', ['d', 'b']],
      ['2024', ['a']],
      [null, ['c']],
    ]);
  });

  it("gives a member's talks newest first", () => {
    const c = content({ talks: [talk({ id: 'old', date: '2020-01-01', speakerIds: ['member-1'] }), talk({ id: 'new', date: '2026-01-01', speakerIds: ['member-2', 'member-1'] }), talk({ id: 'other', speakerIds: ['member-3'] })] });
    expect(talksOfMember(c, { id: 'member-1' }).map((t) => t.id)).toEqual(['new', 'old']);
  });
});

describe('site health of talks', () => {
  const today = '2026-11-20';

  it('warns of a talk given before today with no slides; not of a future one, nor one with slides', () => {
    expect(lacksSlides(talk({ date: '2026-11-19', slidesUrl: '' }), today)).toBe(true);
    expect(lacksSlides(talk({ date: '2026-11-20', slidesUrl: '' }), today)).toBe(false);
    expect(lacksSlides(talk({ date: '2026-10-01', slidesUrl: 'https://example.org/s.pdf' }), today)).toBe(false);
    const c = content({
      teamMembers: [member({ id: 'member-1' })],
      talks: [
        talk({ id: 'given', title: 'Given talk', date: '2026-10-01', slidesUrl: '' }),
        talk({ id: 'coming', title: 'Coming talk', date: '2026-12-01', slidesUrl: '' }),
        talk({ id: 'done', title: 'Done talk', date: '2026-09-01', slidesUrl: 'https://example.org/slides.pdf' }),
      ],
    });
    const problems = checkContent(c, { today }).filter((p) => p.check === 'talk-slides');
    expect(problems).toEqual([
      expect.objectContaining({ severity: 'warning', target: { kind: 'talks', id: 'given' }, item: 'Given talk', field: 'slidesUrl', fieldLabel: 'Slides URL', message: 'Given on 2026-10-01, but no slides are linked' }),
    ]);
  });

  it('reports a speaker or project that does not exist as a broken link, from the declared relations', () => {
    const c = content({ teamMembers: [member({ id: 'member-1' })], projects: [project({ id: 'project-1' })], talks: [talk({ speakerIds: ['member-1', 'member-gone'], projectId: 'project-gone', slidesUrl: 'https://example.org/s.pdf' })] });
    const broken = checkContent(c, { today }).filter((p) => p.check === 'broken-reference');
    expect(broken.map((p) => [p.field, p.fieldLabel, p.message])).toEqual([
      ['speakerIds', 'Speakers', 'Links to team member "member-gone", which does not exist'],
      ['projectId', 'Related project', 'Links to project "project-gone", which does not exist'],
    ]);
  });
});

describe("a talk's Event markup", () => {
  it('names the talk, its day and place, the event it was part of and each speaker as a performer', () => {
    const members = [member({ id: 'member-1', name: 'Ada Lovelace' }), member({ id: 'member-2', name: 'Alan Turing' })];
    const site = { origin: 'https://lab.example', basePath: '/' } as Parameters<typeof talkEventLd>[0];
    const ld = talkEventLd(site, talk({ id: 'talk-1', title: 'Curious machines', event: 'Spring Symposium', place: 'Oslo', date: '2025-03-02', speakerIds: ['member-2', 'member-1'], abstract: 'About machines.' }), members, emptyLabProfile('Lab', 'University'));
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Curious machines',
      startDate: '2025-03-02',
      location: { '@type': 'Place', name: 'Oslo' },
      superEvent: { '@type': 'Event', name: 'Spring Symposium' },
      performer: [
        { '@type': 'Person', name: 'Alan Turing', url: 'https://lab.example/team/member-2/' },
        { '@type': 'Person', name: 'Ada Lovelace', url: 'https://lab.example/team/member-1/' },
      ],
      url: 'https://lab.example/talks/talk-1/',
    });
    const online = talkEventLd(site, talk({ place: 'Online', recordingUrl: 'https://example.org/rec' }), members, emptyLabProfile('Lab', 'University'));
    expect(online).toMatchObject({ location: { '@type': 'VirtualLocation', url: 'https://example.org/rec' }, eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });
  });
});
