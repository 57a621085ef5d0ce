import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_IMAGE } from '../../shared/content/constants';
import { ENTITY_KINDS, newId } from '../../shared/content/model';
import {
  addMemberAsAuthor,
  authorNameOf,
  authorSurname,
  cleanupNewsItems,
  defaultContent,
  deleteEntity,
  firstItemsFeatured,
  isNewId,
  jobTypeLabel,
  mapLegacyJobType,
  memberSurname,
  membersOfProject,
  moveId,
  projectIdsOf,
  publicationsOfMember,
  reorderEntities,
  repairTeamProjectLinks,
  resetNewsItems,
  resolveFeatured,
  saveEntity,
  setFeatured,
  setTeamImage,
} from '../../shared/content/operations';
import { collaborator, content, funding, job, member, news, project, publication, software } from './content-fixtures';

const NOW = 1_732_212_345_678;
const GRADIENT = 'linear-gradient(135deg, #00AAFF, #005580)';

const ada = member({ id: 'member-1', name: 'Ada Lovelace' });
const alan = member({ id: 'member-2', name: 'Alan Turing' });
const grace = member({ id: 'member-3', name: 'Grace Hopper' });

describe('project save: team <-> member links', () => {
  it('adding a member to a project team adds the project id to that member', () => {
    const before = content({ projects: [project({ id: 'project-1' })], teamMembers: [ada, alan] });
    const out = saveEntity(before, 'projects', project({ id: 'project-1', team: ['Ada Lovelace'] }), NOW);
    expect(out.content.teamMembers.find((m) => m.id === 'member-1')!.projects).toEqual(['project-1']);
    expect(out.content.teamMembers.find((m) => m.id === 'member-2')!.projects).toEqual([]);
    expect(out.changed).toContain('teamMembers');
  });

  it('removing a member from a project team removes the project id from that member', () => {
    const before = content({
      projects: [project({ id: 'project-1', team: ['Ada Lovelace', 'Alan Turing'] })],
      teamMembers: [
        { ...ada, projects: ['project-1', 'project-9'] },
        { ...alan, projects: ['project-1'] },
      ],
    });
    const out = saveEntity(before, 'projects', project({ id: 'project-1', team: ['Alan Turing'] }), NOW);
    expect(out.content.teamMembers[0]!.projects).toEqual(['project-9']);
    expect(out.content.teamMembers[1]!.projects).toEqual(['project-1']);
  });

  it('a new project with a team links its members to the new id', () => {
    const before = content({ teamMembers: [ada] });
    const out = saveEntity(before, 'projects', project({ id: 'new', team: ['Ada Lovelace'] }), NOW);
    expect(out.item.id).toBe(`project-${NOW}`);
    expect(out.created).toBe(true);
    expect(out.content.teamMembers[0]!.projects).toEqual([`project-${NOW}`]);
  });

  it('team names that match no member are kept and touch no member', () => {
    const before = content({ teamMembers: [ada] });
    const out = saveEntity(before, 'projects', project({ team: ['External Guest'] }), NOW);
    expect(out.content.projects[0]!.team).toEqual(['External Guest']);
    expect(out.content.teamMembers[0]).toBe(ada);
  });
});

describe('project save: normalisation', () => {
  it('always resets the colour to the fixed gradient', () => {
    const out = saveEntity(content(), 'projects', project({ color: 'linear-gradient(90deg, red, blue)' }), NOW);
    expect(out.item.color).toBe(GRADIENT);
    expect(out.content.projects[0]!.color).toBe(GRADIENT);
  });

  it('upper-cases emoji hexcodes, drops blanks and duplicates and keeps at most 3', () => {
    const out = saveEntity(
      content(),
      'projects',
      project({ emojiHexcodes: ['1f9e0', '1F9E0', ' ', '1f52c', '1f4ca', '1f916'] }),
      NOW,
    );
    expect(out.item.emojiHexcodes).toEqual(['1F9E0', '1F52C', '1F4CA']);
  });

  it('trims categories, methods and publication references and drops blanks and duplicates', () => {
    const draft = project({
      category: [' Cognitive Science ', '', 'Cognitive Science', 'Neuroscience'],
      topics: ['Bayesian modelling', ' ', 'Bayesian modelling ', 'EEG'],
      publications: ['pub-001', '', 'pub-001', 'Some reference string'],
      team: ['Ada Lovelace', ' Ada Lovelace', ''],
    });
    const out = saveEntity(content(), 'projects', draft, NOW);
    expect(out.item.category).toEqual(['Cognitive Science', 'Neuroscience']);
    expect(out.item.topics).toEqual(['Bayesian modelling', 'EEG']);
    expect(out.item.publications).toEqual(['pub-001', 'Some reference string']);
    expect(out.item.team).toEqual(['Ada Lovelace']);
  });

  it('keeps a single-string category as a string', () => {
    const out = saveEntity(content(), 'projects', project({ category: 'Cognitive Science' }), NOW);
    expect(out.item.category).toBe('Cognitive Science');
  });

  it('stamps _lastUpdated with the save time', () => {
    const out = saveEntity(content(), 'projects', project({ _lastUpdated: 1 }), NOW);
    expect(out.item._lastUpdated).toBe(NOW);
  });

  it('gives topics their colour from the registry, then the project, then a spread hue', () => {
    const before = content({
      topicColorRegistry: { EEG: { name: 'EEG', color: 'hsl(10, 70%, 80%)', hue: 10 } },
    });
    const draft = project({
      topics: ['EEG', 'fMRI', 'Bayes', 'Search'],
      topicsWithColors: [
        { name: 'EEG', color: 'hsl(99, 70%, 80%)', hue: 99 },
        { name: 'fMRI', color: 'hsl(50, 70%, 80%)', hue: 50 },
      ],
    });
    const out = saveEntity(before, 'projects', draft, NOW);
    expect(out.item.topicsWithColors).toEqual([
      { name: 'EEG', color: 'hsl(10, 70%, 80%)', hue: 10 },
      { name: 'fMRI', color: 'hsl(50, 70%, 80%)', hue: 50 },
      { name: 'Bayes', color: 'hsl(180, 70%, 80%)', hue: 180 },
      { name: 'Search', color: 'hsl(270, 70%, 80%)', hue: 270 },
    ]);
  });

  it('drops topicsWithColors entries for topics the project no longer has', () => {
    const draft = project({ topics: ['EEG'], topicsWithColors: [{ name: 'Old', color: 'hsl(1, 70%, 80%)', hue: 1 }] });
    const out = saveEntity(content(), 'projects', draft, NOW);
    expect(out.item.topicsWithColors.map((t) => t.name)).toEqual(['EEG']);
  });
});

describe('project save: events', () => {
  it('a new project broadcasts project-added with its id and the timestamp', () => {
    const out = saveEntity(content(), 'projects', project({ id: '' }), NOW);
    expect(out.events).toEqual([{ name: 'project-added', detail: { projectId: `project-${NOW}`, timestamp: NOW } }]);
  });

  it('an edited project broadcasts project-updated with its id and the timestamp', () => {
    const out = saveEntity(
      content({ projects: [project({ id: 'project-1' })] }),
      'projects',
      project({ id: 'project-1', title: 'New' }),
      NOW,
    );
    expect(out.created).toBe(false);
    expect(out.events).toEqual([{ name: 'project-updated', detail: { projectId: 'project-1', timestamp: NOW } }]);
    expect(out.content.projects).toHaveLength(1);
    expect(out.content.projects[0]!.title).toBe('New');
  });

  it('editing keeps the project at its place in the list', () => {
    const before = content({ projects: [project({ id: 'a' }), project({ id: 'b' }), project({ id: 'c' })] });
    const out = saveEntity(before, 'projects', project({ id: 'b', title: 'B2' }), NOW);
    expect(out.content.projects.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('project save: publication references', () => {
  it('listing a publication id adds the project to that publication (projectIds and projectId)', () => {
    const before = content({
      projects: [project({ id: 'project-1' })],
      publications: [publication({ id: 'pub-001' })],
    });
    const out = saveEntity(before, 'projects', project({ id: 'project-1', publications: ['pub-001'] }), NOW);
    expect(out.content.publications[0]!.projectIds).toEqual(['project-1']);
    expect(out.content.publications[0]!.projectId).toBe('project-1');
  });

  it('unlisting a publication id removes the project from that publication', () => {
    const before = content({
      projects: [project({ id: 'project-1', publications: ['pub-001'] })],
      publications: [publication({ id: 'pub-001', projectId: 'project-1', projectIds: ['project-1', 'project-2'] })],
    });
    const out = saveEntity(before, 'projects', project({ id: 'project-1', publications: [] }), NOW);
    expect(out.content.publications[0]!.projectIds).toEqual(['project-2']);
    expect(out.content.publications[0]!.projectId).toBe('project-2');
  });

  it('leaves an untouched older publication with only projectId exactly as it was', () => {
    const legacy = publication({ id: 'pub-002', projectId: 'project-2', projectIds: [] });
    const before = content({ projects: [project({ id: 'project-1' })], publications: [legacy] });
    const out = saveEntity(before, 'projects', project({ id: 'project-1' }), NOW);
    expect(out.content.publications[0]).toBe(legacy);
  });

  it('an older publication with only projectId keeps that project when another project adds it', () => {
    const legacy = publication({ id: 'pub-002', projectId: 'project-2', projectIds: [] });
    const before = content({ projects: [project({ id: 'project-1' })], publications: [legacy] });
    const out = saveEntity(before, 'projects', project({ id: 'project-1', publications: ['pub-002'] }), NOW);
    expect(out.content.publications[0]!.projectIds).toEqual(['project-2', 'project-1']);
    expect(out.content.publications[0]!.projectId).toBe('project-2');
  });
});

describe('team member save: links', () => {
  it('saving a member with projects adds their name to those project teams', () => {
    const before = content({
      projects: [project({ id: 'project-1' }), project({ id: 'project-2' })],
      teamMembers: [ada],
    });
    const out = saveEntity(before, 'teamMembers', { ...ada, projects: ['project-2'] }, NOW);
    expect(out.content.projects[0]!.team).toEqual([]);
    expect(out.content.projects[1]!.team).toEqual(['Ada Lovelace']);
  });

  it('removing a project from a member removes their name from that team', () => {
    const before = content({
      projects: [project({ id: 'project-1', team: ['Alan Turing', 'Ada Lovelace'] })],
      teamMembers: [{ ...ada, projects: ['project-1'] }, alan],
    });
    const out = saveEntity(before, 'teamMembers', { ...ada, projects: [] }, NOW);
    expect(out.content.projects[0]!.team).toEqual(['Alan Turing']);
  });

  it('does not add a name twice to a team that already lists it', () => {
    const before = content({ projects: [project({ id: 'project-1', team: ['Ada Lovelace'] })], teamMembers: [ada] });
    const out = saveEntity(before, 'teamMembers', { ...ada, projects: ['project-1'] }, NOW);
    expect(out.content.projects[0]!.team).toEqual(['Ada Lovelace']);
  });

  it('renaming a member renames them in project teams and software developers', () => {
    const before = content({
      projects: [project({ id: 'project-1', team: ['Alan Turing', 'Ada Lovelace'] })],
      teamMembers: [{ ...ada, projects: ['project-1'] }, alan],
      software: [
        software({ id: 'software-1', developers: ['Ada Lovelace', 'Alan Turing'] }),
        software({ id: 'software-2', developers: ['Alan Turing'] }),
      ],
    });
    const out = saveEntity(before, 'teamMembers', { ...ada, name: 'Ada King', projects: ['project-1'] }, NOW);
    expect(out.content.projects[0]!.team).toEqual(['Alan Turing', 'Ada King']);
    expect(out.content.software[0]!.developers).toEqual(['Ada King', 'Alan Turing']);
    expect(out.content.software[1]!.developers).toEqual(['Alan Turing']);
    expect(out.content.teamMembers[0]!.name).toBe('Ada King');
  });

  it('de-duplicates and trims the member project list', () => {
    const before = content({ projects: [project({ id: 'project-1' })], teamMembers: [ada] });
    const out = saveEntity(before, 'teamMembers', { ...ada, projects: ['project-1', 'project-1', ' '] }, NOW);
    expect(out.item.projects).toEqual(['project-1']);
  });

  it('a new member gets a member-{timestamp} id and is appended', () => {
    const out = saveEntity(
      content({ teamMembers: [ada] }),
      'teamMembers',
      member({ id: 'new', name: 'New Person' }),
      NOW,
    );
    expect(out.item.id).toBe(`member-${NOW}`);
    expect(out.created).toBe(true);
    expect(out.content.teamMembers.map((m) => m.id)).toEqual(['member-1', `member-${NOW}`]);
    expect(out.events).toEqual([]);
  });
});

describe('delete: cross-links', () => {
  it('deleting a project removes its id from all members, publications and software', () => {
    const before = content({
      projects: [project({ id: 'project-1', team: ['Ada Lovelace'] }), project({ id: 'project-2' })],
      teamMembers: [
        { ...ada, projects: ['project-1', 'project-2'] },
        { ...alan, projects: ['project-1'] },
      ],
      publications: [
        publication({ id: 'pub-001', projectId: 'project-1', projectIds: ['project-1', 'project-2'] }),
        publication({ id: 'pub-002', projectId: 'project-1', projectIds: [] }),
      ],
      software: [software({ id: 'software-1', projectId: 'project-1', projectIds: ['project-1'] })],
    });
    const out = deleteEntity(before, 'projects', 'project-1');
    expect(out.content.projects.map((p) => p.id)).toEqual(['project-2']);
    expect(out.content.teamMembers.map((m) => m.projects)).toEqual([['project-2'], []]);
    expect(out.content.publications[0]!.projectIds).toEqual(['project-2']);
    expect(out.content.publications[0]!.projectId).toBe('project-2');
    expect(out.content.publications[1]!.projectIds).toEqual([]);
    expect(out.content.publications[1]).not.toHaveProperty('projectId');
    expect(out.content.software[0]!.projectIds).toEqual([]);
    expect(out.content.software[0]).not.toHaveProperty('projectId');
    expect(out.changed).toEqual(expect.arrayContaining(['projects', 'teamMembers', 'publications', 'software']));
  });

  it('deleting a member removes their name from all project teams', () => {
    const before = content({
      projects: [
        project({ id: 'project-1', team: ['Ada Lovelace', 'Alan Turing'] }),
        project({ id: 'project-2', team: ['Ada Lovelace'] }),
      ],
      teamMembers: [{ ...ada, projects: ['project-1', 'project-2'] }, alan],
    });
    const out = deleteEntity(before, 'teamMembers', 'member-1');
    expect(out.content.teamMembers.map((m) => m.id)).toEqual(['member-2']);
    expect(out.content.projects.map((p) => p.team)).toEqual([['Alan Turing'], []]);
    expect(out.changed).toEqual(expect.arrayContaining(['teamMembers', 'projects']));
  });

  it('deleting software removes its id from publications', () => {
    const before = content({
      software: [software({ id: 'software-1' })],
      publications: [publication({ id: 'pub-001', softwareIds: ['software-1', 'software-2'] })],
    });
    const out = deleteEntity(before, 'software', 'software-1');
    expect(out.content.software).toEqual([]);
    expect(out.content.publications[0]!.softwareIds).toEqual(['software-2']);
  });

  it('deleting an unknown id changes nothing', () => {
    const before = content({ projects: [project()] });
    const out = deleteEntity(before, 'projects', 'project-404');
    expect(out.content).toBe(before);
    expect(out.changed).toEqual([]);
  });

  it.each([
    ['newsItems', news({ id: 'news-1' })],
    ['collaborators', collaborator({ id: 'collab-1' })],
    ['fundingSources', funding({ id: 'funding-1' })],
    ['jobOpenings', job({ id: 'job-1' })],
  ] as const)('deleting from %s removes only that item', (kind, item) => {
    const other = { ...item, id: `${item.id}-other` };
    const before = content({ [kind]: [item, other] });
    const out = deleteEntity(before, kind, item.id);
    expect((out.content[kind] as { id: string }[]).map((x) => x.id)).toEqual([other.id]);
    expect(out.changed).toEqual([kind]);
  });
});

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

  it('a new publication gets a pub-{timestamp} id that the links use', () => {
    const out = saveEntity(
      base(),
      'publications',
      publication({ id: 'new', projectIds: ['project-1'], authors: ['Turing, A.'] }),
      NOW,
    );
    expect(out.item.id).toBe(`pub-${NOW}`);
    expect(out.content.projects[0]!.publications).toEqual([`pub-${NOW}`]);
    expect(out.content.teamMembers[1]!.publications).toEqual([`pub-${NOW}`]);
    expect(out.events[0]).toEqual({
      name: 'publication-updated',
      detail: { publicationId: `pub-${NOW}`, teamMemberIds: ['member-2'] },
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

  it('a new news item gets a news-{timestamp} id', () => {
    const out = saveEntity(content({ newsItems: [news({ id: 'news-1' })] }), 'newsItems', news({ id: '' }), NOW);
    expect(out.item.id).toBe(`news-${NOW}`);
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

describe('ids', () => {
  it.each([
    ['projects', 'project'],
    ['teamMembers', 'member'],
    ['newsItems', 'news'],
    ['publications', 'pub'],
    ['software', 'software'],
    ['jobOpenings', 'job'],
    ['collaborators', 'collab'],
    ['fundingSources', 'funding'],
  ] as const)('a new %s id is %s-{timestamp}', (kind, prefix) => {
    expect(newId(kind, [], NOW)).toBe(`${prefix}-${NOW}`);
  });

  it('every kind is covered by the id patterns', () => {
    expect(ENTITY_KINDS).toHaveLength(8);
  });

  it('never collides with an existing id', () => {
    expect(newId('projects', [{ id: `project-${NOW}` }, { id: `project-${NOW + 1}` }], NOW)).toBe(`project-${NOW + 2}`);
  });

  it('two items saved in the same millisecond get different ids', () => {
    const first = saveEntity(content(), 'collaborators', collaborator({ id: 'new' }), NOW);
    const second = saveEntity(first.content, 'collaborators', collaborator({ id: 'new', name: 'Other' }), NOW);
    expect(first.item.id).toBe(`collab-${NOW}`);
    expect(second.item.id).toBe(`collab-${NOW + 1}`);
    expect(second.content.collaborators.map((c) => c.id)).toEqual([`collab-${NOW}`, `collab-${NOW + 1}`]);
  });

  it.each(['', 'new', undefined, null])('isNewId(%s) is true', (value) => {
    expect(isNewId(value)).toBe(true);
  });

  it('an existing id is not new', () => {
    expect(isNewId('project-1')).toBe(false);
  });

  it('saving an item with an id that is not in the list adds it under that id', () => {
    const out = saveEntity(content(), 'fundingSources', funding({ id: 'funding-7' }), NOW);
    expect(out.created).toBe(true);
    expect(out.item.id).toBe('funding-7');
  });
});

describe('reorder', () => {
  const three = () => content({ projects: [project({ id: 'a' }), project({ id: 'b' }), project({ id: 'c' })] });

  it('orders the list by the given ids', () => {
    const out = reorderEntities(three(), 'projects', ['c', 'a', 'b']);
    expect(out.content.projects.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(out.changed).toEqual(['projects']);
  });

  it('drops unknown and repeated ids', () => {
    const out = reorderEntities(three(), 'projects', ['x', 'b', 'b', 'a', 'y', 'c']);
    expect(out.content.projects.map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('never loses an item the id list omits (kept after, in their order)', () => {
    const out = reorderEntities(three(), 'projects', ['c']);
    expect(out.content.projects.map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it('works for team members and collaborators', () => {
    const before = content({
      teamMembers: [ada, alan],
      collaborators: [collaborator({ id: 'x' }), collaborator({ id: 'y' })],
    });
    expect(
      reorderEntities(before, 'teamMembers', ['member-2', 'member-1']).content.teamMembers.map((m) => m.id),
    ).toEqual(['member-2', 'member-1']);
    expect(reorderEntities(before, 'collaborators', ['y', 'x']).content.collaborators.map((c) => c.id)).toEqual([
      'y',
      'x',
    ]);
  });

  it('moveId moves the dragged id to the place of the target', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moveId with an unknown id or onto itself returns the same order', () => {
    expect(moveId(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});

describe('featured', () => {
  const lists = {
    projects: [project({ id: 'p1' }), project({ id: 'p2' })],
    newsItems: [news({ id: 'n1' }), news({ id: 'n2' })],
    publications: [publication({ id: 'u1' }), publication({ id: 'u2' })],
  };

  it('resolves the selected items', () => {
    const f = resolveFeatured({ ...lists, featuredItems: { projectId: 'p2', newsItemId: 'n2', publicationId: 'u2' } });
    expect([f.project?.id, f.newsItem?.id, f.publication?.id]).toEqual(['p2', 'n2', 'u2']);
  });

  it('falls back to the first item when the id is missing', () => {
    const f = resolveFeatured({ ...lists, featuredItems: {} });
    expect([f.project?.id, f.newsItem?.id, f.publication?.id]).toEqual(['p1', 'n1', 'u1']);
  });

  it('falls back to the first item when the id is null or unknown', () => {
    const f = resolveFeatured({ ...lists, featuredItems: { projectId: null, newsItemId: 'gone', publicationId: '' } });
    expect([f.project?.id, f.newsItem?.id, f.publication?.id]).toEqual(['p1', 'n1', 'u1']);
  });

  it('gives nothing for empty lists', () => {
    const f = resolveFeatured({ projects: [], newsItems: [], publications: [], featuredItems: { projectId: 'p1' } });
    expect(f).toEqual({ project: undefined, newsItem: undefined, publication: undefined });
  });

  it('firstItemsFeatured picks the first ids, null for empty lists', () => {
    expect(firstItemsFeatured(lists)).toEqual({ projectId: 'p1', newsItemId: 'n1', publicationId: 'u1' });
    expect(firstItemsFeatured({ projects: [], newsItems: [], publications: [] })).toEqual({
      projectId: null,
      newsItemId: null,
      publicationId: null,
    });
  });

  it('setFeatured merges a partial selection', () => {
    const before = content({ featuredItems: { projectId: 'p1', newsItemId: 'n1', publicationId: 'u1' } });
    const out = setFeatured(before, { newsItemId: 'n2' });
    expect(out.content.featuredItems).toEqual({ projectId: 'p1', newsItemId: 'n2', publicationId: 'u1' });
    expect(out.changed).toEqual(['featuredItems']);
  });
});

describe('team image', () => {
  it('stores the trimmed url and the position', () => {
    const out = setTeamImage(content(), '  /assets/lab/photo.jpg ', 'top');
    expect(out.content.teamImage).toBe('/assets/lab/photo.jpg');
    expect(out.content.teamImagePosition).toBe('top');
    expect(out.changed).toEqual(['teamImage', 'teamImagePosition']);
  });

  it('keeps the current position when none is given, and "center" for an empty one', () => {
    expect(setTeamImage(content({ teamImagePosition: 'bottom' }), '/x.jpg').content.teamImagePosition).toBe('bottom');
    expect(setTeamImage(content({ teamImagePosition: 'bottom' }), '/x.jpg', '').content.teamImagePosition).toBe(
      'center',
    );
  });
});

describe('reset to defaults', () => {
  it('features the first items and restores the default team image and "center"', () => {
    const seed = content({
      projects: [project({ id: 'p1' }), project({ id: 'p2' })],
      newsItems: [news({ id: 'n1' })],
      publications: [publication({ id: 'u1' })],
      teamImage: 'https://elsewhere.example/x.jpg',
      teamImagePosition: 'top',
      featuredItems: { projectId: 'p2', newsItemId: null, publicationId: null },
    });
    const out = defaultContent(seed);
    expect(out.featuredItems).toEqual({ projectId: 'p1', newsItemId: 'n1', publicationId: 'u1' });
    expect(out.teamImage).toBe(DEFAULT_TEAM_IMAGE);
    expect(out.teamImagePosition).toBe('center');
    expect(out.projects).toBe(seed.projects);
  });
});

describe('clean up and reset news', () => {
  it('removes news without title, content or a readable date and duplicate ids', () => {
    const before = content({
      newsItems: [
        news({ id: 'n1' }),
        news({ id: 'n1', title: 'dup' }),
        news({ id: 'n2', title: ' ' }),
        news({ id: 'n3', content: '' }),
        news({ id: 'n4', date: 'yesterday' }),
        news({ id: 'n5', date: '2026-13-45' }),
        news({ id: 'n6' }),
      ],
    });
    const out = cleanupNewsItems(before);
    expect(out.content.newsItems.map((n) => n.id)).toEqual(['n1', 'n6']);
    expect(out.content.newsItems[0]!.title).toBe('News');
    expect(out.removed).toBe(5);
    expect(out.changed).toEqual(['newsItems']);
  });

  it('a corrupted copy does not push out a good item with the same id', () => {
    const out = cleanupNewsItems(
      content({ newsItems: [news({ id: 'n1', title: '' }), news({ id: 'n1', title: 'Good' })] }),
    );
    expect(out.content.newsItems.map((n) => [n.id, n.title])).toEqual([['n1', 'Good']]);
    expect(out.removed).toBe(1);
  });

  it('removes nothing from clean news', () => {
    const out = cleanupNewsItems(content({ newsItems: [news({ id: 'n1' }), news({ id: 'n2' })] }));
    expect(out.removed).toBe(0);
    expect(out.content.newsItems).toHaveLength(2);
  });

  it('reset news restores the seed news and nothing else', () => {
    const seed = content({
      newsItems: [news({ id: 'news-1' }), news({ id: 'news-2' })],
      projects: [project({ id: 'seed-p' })],
    });
    const before = content({ newsItems: [news({ id: 'mine' })], projects: [project({ id: 'mine-p' })] });
    const out = resetNewsItems(before, seed);
    expect(out.content.newsItems.map((n) => n.id)).toEqual(['news-1', 'news-2']);
    expect(out.content.projects.map((p) => p.id)).toEqual(['mine-p']);
    expect(out.changed).toEqual(['newsItems']);
  });
});

describe('repair team-project links', () => {
  it('adds missing names to teams and missing ids to members', () => {
    const before = content({
      projects: [project({ id: 'project-1', team: ['Alan Turing'] }), project({ id: 'project-2' })],
      teamMembers: [{ ...ada, projects: ['project-1'] }, alan, { ...grace, projects: ['project-2'] }],
    });
    const out = repairTeamProjectLinks(before);
    expect(out.repaired).toBe(true);
    expect(out.content.projects.map((p) => p.team)).toEqual([['Alan Turing', 'Ada Lovelace'], ['Grace Hopper']]);
    expect(out.content.teamMembers.map((m) => m.projects)).toEqual([['project-1'], ['project-1'], ['project-2']]);
    expect(out.changed).toEqual(['projects', 'teamMembers']);
  });

  it('reports false and changes nothing when the links are consistent', () => {
    const before = content({
      projects: [project({ id: 'project-1', team: ['Ada Lovelace'] })],
      teamMembers: [{ ...ada, projects: ['project-1'] }, alan],
    });
    const out = repairTeamProjectLinks(before);
    expect(out.repaired).toBe(false);
    expect(out.content).toBe(before);
    expect(out.changed).toEqual([]);
  });

  it('membersOfProject finds members by team name or by project id', () => {
    const c = content({ teamMembers: [ada, { ...alan, projects: ['project-1'] }, grace] });
    expect(membersOfProject(c, { id: 'project-1', team: ['Ada Lovelace'] }).map((m) => m.id)).toEqual([
      'member-1',
      'member-2',
    ]);
  });

  it('projectIdsOf reads projectIds, else the older projectId', () => {
    expect(projectIdsOf({ projectIds: ['a', 'a', 'b'], projectId: 'a' })).toEqual(['a', 'b']);
    expect(projectIdsOf({ projectIds: [], projectId: 'z' })).toEqual(['z']);
    expect(projectIdsOf({ projectIds: [] })).toEqual([]);
  });
});

describe('other kinds', () => {
  it('collaborators and funding sources are upserted in place', () => {
    const before = content({ collaborators: [collaborator({ id: 'collab-1' }), collaborator({ id: 'collab-2' })] });
    const out = saveEntity(before, 'collaborators', collaborator({ id: 'collab-1', name: 'Renamed' }), NOW);
    expect(out.content.collaborators.map((c) => [c.id, c.name])).toEqual([
      ['collab-1', 'Renamed'],
      ['collab-2', 'Partner'],
    ]);
    expect(out.changed).toEqual(['collaborators']);
    expect(out.created).toBe(false);
  });

  it('does not mutate the content it is given', () => {
    const before = content({ projects: [project({ id: 'project-1' })], teamMembers: [ada] });
    const frozen = structuredClone(before);
    saveEntity(before, 'projects', project({ id: 'project-1', team: ['Ada Lovelace'] }), NOW);
    deleteEntity(before, 'teamMembers', 'member-1');
    expect(before).toEqual(frozen);
  });
});
