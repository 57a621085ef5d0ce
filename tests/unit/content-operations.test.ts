import { describe, expect, it } from 'vitest';
import { deleteEntity, saveEntity } from '../../shared/content/edit/operations';
import { collaborator, content, funding, job, member, news, project, publication, software } from './content-fixtures';

const NOW = 1_732_212_345_678;
const GRADIENT = 'linear-gradient(135deg, #00AAFF, #005580)';

const ada = member({ id: 'member-1', name: 'Ada Lovelace' });
const alan = member({ id: 'member-2', name: 'Alan Turing' });

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
    const out = saveEntity(before, 'projects', project({ id: 'new', title: 'Analytical Engines', team: ['Ada Lovelace'] }), NOW);
    expect(out.item.id).toBe('analytical-engines');
    expect(out.created).toBe(true);
    expect(out.content.teamMembers[0]!.projects).toEqual(['analytical-engines']);
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
    const out = saveEntity(content(), 'projects', project({ id: '', title: 'Sleep and memory' }), NOW);
    expect(out.events).toEqual([{ name: 'project-added', detail: { projectId: 'sleep-and-memory', timestamp: NOW } }]);
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

  it('a new member gets a readable id from the name and is appended', () => {
    const out = saveEntity(
      content({ teamMembers: [ada] }),
      'teamMembers',
      member({ id: 'new', name: 'New Person' }),
      NOW,
    );
    expect(out.item.id).toBe('new-person');
    expect(out.created).toBe(true);
    expect(out.content.teamMembers.map((m) => m.id)).toEqual(['member-1', 'new-person']);
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
