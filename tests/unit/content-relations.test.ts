import { describe, expect, it } from 'vitest';
import { authorForm, formatAuthorName, initialsOf } from '../../shared/content/scholarly/author-names';
import { bibtexNameToAuthor } from '../../shared/content/scholarly/bibtex-names';
import {
  authorNameOf,
  membersOfProject,
  projectIdsOf,
  projectsOfMember,
  projectsOfSoftware,
  publicationsOfProject,
  publicationsOfSoftware,
  relatedOfPublication,
  softwareIdsOfPublication,
  softwareOfMember,
  softwareOfProject,
  withProjectIds,
} from '../../shared/content/read/relations';
import { content, member, project, publication, software } from './content-fixtures';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('relations, read from either side', () => {
  const data = content({
    projects: [project({ id: 'p1', team: ['Ada Byron'], publications: ['pub-b'] }), project({ id: 'p2', team: [] })],
    teamMembers: [member({ id: 'm1', name: 'Ada Byron', projects: [] }), member({ id: 'm2', name: 'Alan Turing', projects: ['p1', 'p2'] })],
    publications: [
      publication({ id: 'pub-a', projectIds: ['p1'], softwareIds: [] }),
      publication({ id: 'pub-b', projectIds: [], softwareIds: ['s1'] }),
      publication({ id: 'pub-c', projectIds: [], projectId: 'p2', softwareIds: [] }),
    ],
    software: [
      software({ id: 's1', projectIds: [], projectId: 'p1', publicationIds: ['pub-c'], developers: ['Ada Byron'] }),
      software({ id: 's2', projectIds: ['p2'], publicationIds: [], developers: [] }),
    ],
  });
  const [p1, p2] = data.projects;
  const [m1, m2] = data.teamMembers;
  const [pubA, pubB, pubC] = data.publications;
  const [s1, s2] = data.software;

  it('projects and members: the team list or the member\'s own list', () => {
    expect(ids(membersOfProject(data, p1!))).toEqual(['m1', 'm2']);
    expect(ids(membersOfProject(data, p2!))).toEqual(['m2']);
    expect(ids(projectsOfMember(data, m1!))).toEqual(['p1']);
    expect(ids(projectsOfMember(data, m2!))).toEqual(['p1', 'p2']);
    expect(ids(softwareOfMember(data, m1!))).toEqual(['s1']);
  });

  it('projects and publications: the paper names the project (list or older single id), or the project lists it', () => {
    expect(ids(publicationsOfProject(data, p1!))).toEqual(['pub-a', 'pub-b']);
    expect(ids(publicationsOfProject(data, p2!))).toEqual(['pub-c']);
    expect(ids(relatedOfPublication(data, pubB!).projects)).toEqual(['p1']);
  });

  it('software and publications: either one names the other', () => {
    expect(ids(publicationsOfSoftware(data, s1!))).toEqual(['pub-b', 'pub-c']);
    expect(softwareIdsOfPublication(data, pubC!)).toEqual(['s1']);
    expect(softwareIdsOfPublication(data, pubB!)).toEqual(['s1']);
    expect(ids(relatedOfPublication(data, pubA!).software)).toEqual([]);
  });

  it('software and projects, with the older single projectId', () => {
    expect(ids(softwareOfProject(data, p1!))).toEqual(['s1']);
    expect(ids(softwareOfProject(data, p2!))).toEqual(['s2']);
    expect(ids(projectsOfSoftware(data, s2!))).toEqual(['p2']);
    expect(projectIdsOf({ projectIds: [' ', ''], projectId: 'old' })).toEqual([]);
    expect(projectIdsOf({ projectIds: [], projectId: 'old' })).toEqual(['old']);
  });

  it('keeps the older projectId as the first project, or drops it', () => {
    expect(withProjectIds(publication({ id: 'x', projectIds: [] }), ['p2', 'p1'])).toMatchObject({ projectIds: ['p2', 'p1'], projectId: 'p2' });
    expect(withProjectIds(publication({ id: 'x', projectId: 'p1' }), [])).not.toHaveProperty('projectId');
  });
});

describe('the author form "LastName, F." is built one way', () => {
  it('from given names, with hyphenated and several names', () => {
    expect(initialsOf('Jean-Paul  marie')).toBe('J.-P. M.');
    expect(authorForm(' Sartre ', 'Jean-Paul')).toBe('Sartre, J.-P.');
    expect(authorForm('Plato')).toBe('Plato');
  });

  it('members, BibTeX names and the like agree', () => {
    expect(authorNameOf({ name: 'Jean-Paul Sartre' })).toBe('Sartre, J.-P.');
    // BibTeX keeps the given names as written; shown as initials they agree with the member's author form.
    expect(bibtexNameToAuthor('Sartre, Jean-Paul')).toBe('Sartre, Jean-Paul');
    expect(bibtexNameToAuthor('Jean-Paul Sartre')).toBe('Sartre, Jean-Paul');
    expect(formatAuthorName(bibtexNameToAuthor('Jean-Paul Sartre'), 'initials')).toBe('Sartre, J.-P.');
  });
});
