/** Content operations, continued: publications, software, authors, news and job openings. */
import { describe, expect, it } from 'vitest';
import {
  addMemberAsAuthor,
  authorNameOf,
  authorSurname,
  deleteEntity,
  jobTypeLabel,
  mapLegacyJobType,
  memberSurname,
  publicationsOfMember,
  saveEntity,
} from '../../shared/content/edit/operations';
import { content, job, member, news, project, publication, software } from './content-fixtures';

const NOW = 1_732_212_345_678;

const ada = member({ id: 'member-1', name: 'Ada Lovelace' });
const alan = member({ id: 'member-2', name: 'Alan Turing' });
const grace = member({ id: 'member-3', name: 'Grace Hopper' });

describe('publication save: cross-links', () => {
  const base = () =>
    content({
      projects: [project({ id: 'project-1' }), project({ id: 'project-2', publications: ['pub-001', 'Ref string'] })],
      software: [software({ id: 'software-1' }), software({ id: 'software-2', publicationIds: ['pub-001'] })],
      teamMembers: [ada, alan, grace],
      publications: [
        publication({ id: 'pub-001', projectId: 'project-2', projectIds: ['project-2'], softwareIds: ['software-2'] }),
      ],
    });

  it('adds the publication to selected projects and removes it from deselected ones', () => {
    const out = saveEntity(base(), 'publications', publication({ id: 'pub-001', projectIds: ['project-1'] }), NOW);
    expect(out.content.projects[0]!.publications).toEqual(['pub-001']);
    expect(out.content.projects[1]!.publications).toEqual(['Ref string']);
    expect(out.item.projectId).toBe('project-1');
  });

  it("adds the publication to selected software's publicationIds and removes it when deselected", () => {
    const out = saveEntity(base(), 'publications', publication({ id: 'pub-001', softwareIds: ['software-1'] }), NOW);
    expect(out.content.software[0]!.publicationIds).toEqual(['pub-001']);
    expect(out.content.software[1]!.publicationIds).toEqual([]);
  });

  it('adds the publication to team members whose surname is among the authors', () => {
    const out = saveEntity(
      base(),
      'publications',
      publication({ id: 'pub-001', authors: ['Turing, A.', 'Smith, J.', 'Hopper, G. M.'] }),
      NOW,
    );
    const pubs = Object.fromEntries(out.content.teamMembers.map((m) => [m.id, m.publications]));
    expect(pubs).toEqual({ 'member-1': undefined, 'member-2': ['pub-001'], 'member-3': ['pub-001'] });
  });

  it('matches surnames case-insensitively and in "F. LastName" form, not by substring', () => {
    const out = saveEntity(
      content({ teamMembers: [ada, alan, member({ id: 'member-4', name: 'Tom Ring' })] }),
      'publications',
      publication({ id: 'pub-9', authors: ['lovelace, a.', 'A. Turing'] }),
      NOW,
    );
    expect(out.content.teamMembers.map((m) => m.publications)).toEqual([['pub-9'], ['pub-9'], undefined]);
  });

  it('does not add the publication id to a member twice', () => {
    const before = content({ teamMembers: [{ ...ada, publications: ['pub-001'] }] });
    const out = saveEntity(before, 'publications', publication({ id: 'pub-001' }), NOW);
    expect(out.content.teamMembers[0]!.publications).toEqual(['pub-001']);
  });

  it('dispatches publication-updated with the publication id and matched member ids', () => {
    const out = saveEntity(
      base(),
      'publications',
      publication({ id: 'pub-001', authors: ['Lovelace, A.', 'Hopper, G.'] }),
      NOW,
    );
    expect(out.events).toEqual([
      { name: 'publication-updated', detail: { publicationId: 'pub-001', teamMemberIds: ['member-1', 'member-3'] } },
    ]);
  });

  it('a new publication gets a readable id from its year and title that the links use', () => {
    const out = saveEntity(
      base(),
      'publications',
      publication({ id: 'new', title: 'Attention in Mice', year: 2024, projectIds: ['project-1'], authors: ['Turing, A.'] }),
      NOW,
    );
    expect(out.item.id).toBe('2024-attention-in-mice');
    expect(out.content.projects[0]!.publications).toEqual(['2024-attention-in-mice']);
    expect(out.content.teamMembers[1]!.publications).toEqual(['2024-attention-in-mice']);
    expect(out.events[0]).toEqual({
      name: 'publication-updated',
      detail: { publicationId: '2024-attention-in-mice', teamMemberIds: ['member-2'] },
    });
  });

  it('an older publication with only projectId keeps that project and gains projectIds', () => {
    const out = saveEntity(
      base(),
      'publications',
      publication({ id: 'pub-001', projectId: 'project-2', projectIds: [] }),
      NOW,
    );
    expect(out.item.projectIds).toEqual(['project-2']);
    expect(out.item.projectId).toBe('project-2');
    expect(out.content.projects[1]!.publications).toEqual(['pub-001', 'Ref string']);
  });

  it('projectId is the first of projectIds and absent when none is selected', () => {
    const a = saveEntity(
      base(),
      'publications',
      publication({ id: 'pub-001', projectIds: ['project-2', 'project-1'] }),
      NOW,
    );
    expect(a.item.projectId).toBe('project-2');
    const b = saveEntity(base(), 'publications', publication({ id: 'pub-001', projectIds: [] }), NOW);
    expect(b.item).not.toHaveProperty('projectId');
    expect(b.content.projects[1]!.publications).toEqual(['Ref string']);
  });

  it('drops blank and duplicate authors and keywords', () => {
    const out = saveEntity(
      content(),
      'publications',
      publication({ authors: ['Lovelace, A.', ' ', 'Lovelace, A.'], keywords: ['x', 'x', ''] }),
      NOW,
    );
    expect(out.item.authors).toEqual(['Lovelace, A.']);
    expect(out.item.keywords).toEqual(['x']);
  });
});

describe('publication delete', () => {
  it('removes the publication from all projects, software and members and dispatches publication-updated', () => {
    const before = content({
      projects: [project({ id: 'project-1', publications: ['pub-001', 'pub-002'] })],
      software: [software({ id: 'software-1', publicationIds: ['pub-001'] })],
      teamMembers: [{ ...ada, publications: ['pub-001'] }, alan, { ...grace, publications: ['pub-002', 'pub-001'] }],
      publications: [publication({ id: 'pub-001' }), publication({ id: 'pub-002' })],
    });
    const out = deleteEntity(before, 'publications', 'pub-001');
    expect(out.content.publications.map((p) => p.id)).toEqual(['pub-002']);
    expect(out.content.projects[0]!.publications).toEqual(['pub-002']);
    expect(out.content.software[0]!.publicationIds).toEqual([]);
    expect(out.content.teamMembers.map((m) => m.publications)).toEqual([[], undefined, ['pub-002']]);
    expect(out.events).toEqual([
      { name: 'publication-updated', detail: { publicationId: 'pub-001', teamMemberIds: ['member-1', 'member-3'] } },
    ]);
  });
});

describe('software save', () => {
  it('syncs publication softwareIds both ways and keeps projectId as the first projectIds entry', () => {
    const before = content({
      publications: [publication({ id: 'pub-001', softwareIds: ['software-1'] }), publication({ id: 'pub-002' })],
      software: [software({ id: 'software-1', publicationIds: ['pub-001'] })],
    });
    const out = saveEntity(
      before,
      'software',
      software({ id: 'software-1', publicationIds: ['pub-002'], projectIds: ['project-3', 'project-1'] }),
      NOW,
    );
    expect(out.content.publications.map((p) => p.softwareIds)).toEqual([[], ['software-1']]);
    expect(out.item.projectId).toBe('project-3');
  });

  it('older software with only projectId keeps it', () => {
    const out = saveEntity(content(), 'software', software({ projectId: 'project-2', projectIds: [] }), NOW);
    expect(out.item.projectIds).toEqual(['project-2']);
    expect(out.item.projectId).toBe('project-2');
  });

  it('drops blank and duplicate technologies and developers', () => {
    const out = saveEntity(
      content(),
      'software',
      software({ technologies: ['R', 'R', ''], developers: ['Ada Lovelace', ' Ada Lovelace '] }),
      NOW,
    );
    expect(out.item.technologies).toEqual(['R']);
    expect(out.item.developers).toEqual(['Ada Lovelace']);
  });
});

describe('add member as author', () => {
  it('adds "LastName, F." when the surname is not present, dropping blank rows', () => {
    expect(addMemberAsAuthor(['Turing, A.', ' '], { name: 'Grace Brewster Hopper' })).toEqual([
      'Turing, A.',
      'Hopper, G. B.',
    ]);
  });

  it('is skipped when the surname is already present', () => {
    expect(addMemberAsAuthor(['Hopper, G.', ''], { name: 'Grace Hopper' })).toEqual(['Hopper, G.', '']);
  });

  it('names and surnames are derived consistently', () => {
    expect(memberSurname('  Ada  Lovelace ')).toBe('Lovelace');
    expect(authorSurname('Lovelace, A.')).toBe('Lovelace');
    expect(authorSurname('A. Lovelace')).toBe('Lovelace');
    expect(authorNameOf({ name: 'Ada Lovelace' })).toBe('Lovelace, A.');
    expect(authorNameOf({ name: 'Plato' })).toBe('Plato');
  });

  it('publicationsOfMember compares the last name with author surnames', () => {
    const pubs = [
      publication({ id: 'a', authors: ['Lovelace, A.'] }),
      publication({ id: 'b', authors: ['Lovelacey, B.'] }),
    ];
    expect(publicationsOfMember(pubs, { name: 'Ada Lovelace' }).map((p) => p.id)).toEqual(['a']);
  });

  it('publicationsOfMember ignores case and composition, not accents', () => {
    const pubs = [
      publication({ id: 'upper', authors: ['MÜLLER, J.'] }),
      publication({ id: 'decomposed', authors: ['Mu\u0308ller, J.'] }),
      publication({ id: 'plain', authors: ['Muller, J.'] }),
      publication({ id: 'sharp', authors: ['Strauss, K.'] }),
    ];
    expect(publicationsOfMember(pubs, { name: 'Jana Müller' }).map((p) => p.id)).toEqual(['upper', 'decomposed']);
    expect(publicationsOfMember(pubs, { name: 'Kai Strauß' }).map((p) => p.id)).toEqual(['sharp']);
  });
});

describe('news save', () => {
  it('with emojis: keeps upper-cased emojis and drops the imageUrl', () => {
    const out = saveEntity(
      content(),
      'newsItems',
      news({ imageUrl: 'https://example.org/x.jpg', emojiHexcodes: ['1f9e0', '1F9E0', ' '] }),
      NOW,
    );
    expect(out.item.emojiHexcodes).toEqual(['1F9E0']);
    expect(out.item).not.toHaveProperty('imageUrl');
  });

  it('without emojis: keeps the imageUrl and has no emoji list', () => {
    const out = saveEntity(
      content(),
      'newsItems',
      news({ imageUrl: 'https://example.org/x.jpg', emojiHexcodes: [] }),
      NOW,
    );
    expect(out.item.imageUrl).toBe('https://example.org/x.jpg');
    expect(out.item).not.toHaveProperty('emojiHexcodes');
  });

  it('trims tags and drops blank and duplicate tags', () => {
    const out = saveEntity(content(), 'newsItems', news({ tags: [' award ', 'award', '', 'talk'] }), NOW);
    expect(out.item.tags).toEqual(['award', 'talk']);
  });

  it('a new news item gets a readable id from its title', () => {
    const out = saveEntity(content({ newsItems: [news({ id: 'news-1' })] }), 'newsItems', news({ id: '', title: 'Lab retreat 2026' }), NOW);
    expect(out.item.id).toBe('lab-retreat-2026');
    expect(out.content.newsItems).toHaveLength(2);
  });
});

describe('job openings: legacy types', () => {
  it.each([
    ['full-time', 'Other'],
    ['part-time', 'Other'],
    ['postdoc', 'Postdoctoral Researcher'],
    ['phd', 'Doctoral Researcher'],
    ['internship', 'Intern'],
    ['Student Research Assistant', 'Student Research Assistant'],
    ['Other', 'Other'],
  ])('mapLegacyJobType(%s) is %s', (legacy, current) => {
    expect(mapLegacyJobType(legacy)).toBe(current);
  });

  it('maps the legacy type when a job is saved, and drops blank requirements', () => {
    const out = saveEntity(content(), 'jobOpenings', job({ type: 'postdoc', requirements: ['PhD', ' ', 'PhD'] }), NOW);
    expect(out.item.type).toBe('Postdoctoral Researcher');
    expect(out.item.requirements).toEqual(['PhD']);
  });

  it.each([
    ['full-time', 'Full-time'],
    ['part-time', 'Part-time'],
    ['internship', 'Internship'],
    ['phd', 'PhD Position'],
    ['postdoc', 'Postdoctoral Position'],
    ['other', 'Other'],
    ['visiting', 'Visiting'],
    ['Doctoral Researcher', 'Doctoral Researcher'],
    ['', ''],
  ])('jobTypeLabel(%s) is %s', (type, label) => {
    expect(jobTypeLabel(type)).toBe(label);
  });
});

describe("publication save: a chapter's book", () => {
  it('keeps the book publisher and editors trimmed, without blank rows', () => {
    const draft = { ...publication({ id: 'pub-001', type: 'book chapter' }), publisher: ' Academic Press ', editors: ['Gruber, Matthias J.', '  ', 'Ranganath, Charan '] };
    const out = saveEntity(content({ publications: [] }), 'publications', draft, NOW);
    expect(out.item.publisher).toBe('Academic Press');
    expect(out.item.editors).toEqual(['Gruber, Matthias J.', 'Ranganath, Charan']);
  });

  it('stores no publisher or editors when they are left empty', () => {
    const draft = { ...publication({ id: 'pub-001', type: 'book chapter' }), publisher: '  ', editors: [''] };
    const out = saveEntity(content({ publications: [] }), 'publications', draft, NOW);
    expect('publisher' in out.item).toBe(false);
    expect('editors' in out.item).toBe(false);
  });
});
