/** Content operations, continued: ids, order, featured items, team image, resets and repairs. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_IMAGE } from '../../shared/content/model/constants';
import { ENTITY_KINDS, newId } from '../../shared/content/model/model';
import {
  cleanupNewsItems,
  defaultContent,
  deleteEntity,
  firstItemsFeatured,
  isNewId,
  membersOfProject,
  moveId,
  projectIdsOf,
  reorderEntities,
  repairTeamProjectLinks,
  resetNewsItems,
  resolveFeatured,
  saveEntity,
  setFeatured,
  setTeamImage,
} from '../../shared/content/edit/operations';
import { collaborator, content, funding, member, news, project, publication } from './content-fixtures';

const NOW = 1_732_212_345_678;

const ada = member({ id: 'member-1', name: 'Ada Lovelace' });
const alan = member({ id: 'member-2', name: 'Alan Turing' });
const grace = member({ id: 'member-3', name: 'Grace Hopper' });

describe('ids', () => {
  it.each([
    ['projects', { title: 'Attention in Mice' }, 'attention-in-mice'],
    ['teamMembers', { name: 'Jane Doe' }, 'jane-doe'],
    ['newsItems', { title: 'Lab retreat' }, 'lab-retreat'],
    ['publications', { title: 'Attention in Mice', year: 2024 }, '2024-attention-in-mice'],
    ['software', { name: 'SpikeSorter 2' }, 'spikesorter-2'],
    ['jobOpenings', { title: 'PhD position' }, 'phd-position'],
    ['collaborators', { name: 'Acme Institute' }, 'acme-institute'],
    ['fundingSources', { name: 'Research Council' }, 'research-council'],
    ['pages', { title: 'Open science' }, 'open-science'],
    ['events', { title: 'Open lab day' }, 'open-lab-day'],
  ] as const)('a new %s item gets a readable id from its name or title', (kind, item, id) => {
    expect(newId(kind, item, [])).toBe(id);
  });

  it('every kind is covered by the id patterns', () => {
    expect(ENTITY_KINDS).toHaveLength(12);
  });

  it('never collides with an existing id', () => {
    expect(newId('projects', { title: 'Attention in mice' }, [{ id: 'attention-in-mice' }, { id: 'attention-in-mice-2' }])).toBe('attention-in-mice-3');
  });

  it('two items with the same name saved one after the other (the same moment) get different ids', () => {
    const first = saveEntity(content(), 'collaborators', collaborator({ id: 'new', name: 'Partner' }), NOW);
    const second = saveEntity(first.content, 'collaborators', collaborator({ id: 'new', name: 'Partner' }), NOW);
    expect(first.item.id).toBe('partner');
    expect(second.item.id).toBe('partner-2');
    expect(second.content.collaborators.map((c) => c.id)).toEqual(['partner', 'partner-2']);
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
