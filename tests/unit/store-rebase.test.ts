/**
 * Edits rebased on the published site: the three-way merge field by field, a store that merges
 * its stored copy onto newer published content, the clashes it keeps, and the published
 * content each change started from (what the review and the dashboard compare with).
 */
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import type { Content } from '../../shared/content/model/model';
import { memoryStorage } from '../../shared/store/persistence';
import { mergeValue } from '../../shared/store/merge';
import { baseKey, CLASHES_KEY, rebaseContent, readBase } from '../../shared/store/rebase';
import { reviewChanges } from '../../shared/content/review/review';
import { asPublished } from '../../shared/export/publish';
import { testStore } from './store-fixtures';

type Projects = Content['projects'];
const retitle = (list: Projects, index: number, title: string): Projects => list.map((item, at) => (at === index ? { ...item, title } : item));

describe('three-way merge field by field', () => {
  const base = seedContent().projects;

  it('keeps both sides when they changed different items or different fields of one item', () => {
    const mine = retitle(base, 0, 'Mine');
    const theirs = base.map((item, at) => (at === 1 ? { ...item, title: 'Theirs' } : at === 0 ? { ...item, status: 'completed' as const } : item));
    const result = mergeValue('projects', base, mine, theirs, 'refuse', { fields: true });
    expect(result.conflicts).toEqual([]);
    expect(result.value[0]).toMatchObject({ title: 'Mine', status: 'completed' });
    expect(result.value[1]!.title).toBe('Theirs');
  });

  it('names the field both changed differently, and without fields the whole item', () => {
    const mine = retitle(base, 0, 'Mine');
    const theirs = retitle(base, 0, 'Theirs');
    expect(mergeValue('projects', base, mine, theirs, 'refuse', { fields: true }).conflicts).toEqual([{ key: 'projects', id: base[0]!.id, field: 'title' }]);
    expect(mergeValue('projects', base, mine, theirs, 'refuse').conflicts).toEqual([{ key: 'projects', id: base[0]!.id }]);
  });

  it('rebaseContent keeps the editor’s value in a clash and reports all three values', () => {
    const seed = seedContent();
    const mine = { ...seed, projects: retitle(seed.projects, 0, 'Mine') };
    const theirs = { ...seed, projects: retitle(seed.projects, 0, 'Theirs') };
    const result = rebaseContent(['projects'], seed, mine, theirs);
    expect(result.content.projects![0]!.title).toBe('Mine');
    expect(result.clashes).toEqual([
      expect.objectContaining({ key: 'projects', id: seed.projects[0]!.id, field: 'title', name: 'Mine', base: seed.projects[0]!.title, mine: 'Mine', theirs: 'Theirs' }),
    ]);
  });
});

/** A store over `storage` and `bases` whose build shipped `seed`. */
const storeOn = (storage: ReturnType<typeof memoryStorage>, bases: ReturnType<typeof memoryStorage>, seed: () => Content) => testStore(storage, { bases, seed });

/** The next build: the fixture content with project 2 (index 1) retitled by a colleague. */
const rebuilt = (title = 'Retitled by a colleague') => () => {
  const seed = seedContent();
  return { ...seed, projects: retitle(seed.projects, 1, title) };
};

describe('a stored copy merged onto a rebuilt site', () => {
  it('records the published value a first edit started from, outside the content keys', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const store = storeOn(storage, bases, seedContent);
    const first = store.getSnapshot().projects[0]!;
    store.save('projects', { ...first, title: 'Edited by B' });
    expect(readBase(bases, 'projects')!.value).toEqual(seedContent().projects);
    expect(storage.getItem(baseKey('projects'))).toBeNull();
    expect(bases.getItem(baseKey('newsItems'))).toBeNull();
  });

  it('Monday–Wednesday: the colleague’s project 2 and the editor’s project 1 both show; one change is the editor’s', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    const first = monday.getSnapshot().projects[0]!;
    monday.save('projects', { ...first, title: 'Edited by B' });

    const wednesday = storeOn(storage, bases, rebuilt());
    const report = wednesday.rebaseOntoBuild();
    expect(report.merged).toEqual(['projects']);
    expect(report.clashes).toEqual([]);
    const projects = wednesday.getSnapshot().projects;
    expect(projects[0]!.title).toBe('Edited by B');
    expect(projects[1]!.title).toBe('Retitled by a colleague');
    const review = reviewChanges(asPublished(wednesday.published()), asPublished(wednesday.getSnapshot()));
    expect(review.count).toBe(1);
    // A second load of the same build merges nothing again.
    expect(storeOn(storage, bases, rebuilt()).rebaseOntoBuild().merged).toEqual([]);
  });

  it('without the merge the stale copy would count the colleague’s change as the editor’s (the defect)', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    monday.save('projects', { ...monday.getSnapshot().projects[0]!, title: 'Edited by B' });
    const wednesday = storeOn(storage, bases, rebuilt());
    // Before the merge the stored copy still holds Monday's project 2.
    expect(wednesday.getSnapshot().projects[1]!.title).toBe(seedContent().projects[1]!.title);
    wednesday.rebaseOntoBuild();
    expect(wednesday.getSnapshot().projects[1]!.title).toBe('Retitled by a colleague');
  });

  it('a field both changed becomes a clash: the editor’s value stays until chosen, and the choice is kept', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    const second = monday.getSnapshot().projects[1]!;
    monday.save('projects', { ...second, title: 'B’s title' });
    const wednesday = storeOn(storage, bases, rebuilt('A’s title'));
    const report = wednesday.rebaseOntoBuild();
    expect(report.clashes).toHaveLength(1);
    expect(wednesday.getSnapshot().projects[1]!.title).toBe('B’s title');
    expect(bases.getItem(CLASHES_KEY)).not.toBeNull();

    // A reload still shows the clash.
    const later = storeOn(storage, bases, rebuilt('A’s title'));
    const [clash] = later.getClashes();
    expect(clash).toMatchObject({ mine: 'B’s title', theirs: 'A’s title', field: 'title' });
    later.resolveClash(clash!, 'theirs');
    expect(later.getSnapshot().projects[1]!.title).toBe('A’s title');
    expect(later.getClashes()).toEqual([]);
    expect(storeOn(storage, bases, rebuilt('A’s title')).getSnapshot().projects[1]!.title).toBe('A’s title');
  });

  it('keeping my version leaves the editor’s value and ends the clash', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    monday.save('projects', { ...monday.getSnapshot().projects[1]!, title: 'B’s title' });
    const wednesday = storeOn(storage, bases, rebuilt('A’s title'));
    const [clash] = wednesday.rebaseOntoBuild().clashes;
    wednesday.resolveClash(clash!, 'mine');
    expect(wednesday.getClashes()).toEqual([]);
    expect(wednesday.getSnapshot().projects[1]!.title).toBe('B’s title');
  });

  it('a key the merge leaves equal to the build is no longer stored', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    monday.setTeamImage('/assets/team/new-group-photo.jpg');
    const wednesday = storeOn(storage, bases, () => ({ ...seedContent(), teamImage: '/assets/team/new-group-photo.jpg' }));
    expect(wednesday.rebaseOntoBuild().merged).toEqual(['teamImage']);
    expect(storage.getItem('teamImage')).toBeNull();
    expect(bases.getItem(baseKey('teamImage'))).toBeNull();
  });

  it('an uploaded picture, once published under /assets/, is no longer the editor’s change nor a clash', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    const first = monday.getSnapshot().projects[0]!;
    monday.save('projects', { ...first, image: 'asset:projects/new-picture.webp', imageAlt: 'A new picture' });
    monday.setTeamImage('asset:team/group%20photo.webp');
    // The export wrote the uploads under public/assets/, apply-export applied it, the site was rebuilt.
    const saved = monday.getSnapshot().projects[0]!;
    const wednesday = storeOn(storage, bases, () => {
      const seed = seedContent();
      return {
        ...seed,
        teamImage: '/assets/team/group%20photo.webp',
        projects: seed.projects.map((project, at) => (at === 0 ? { ...saved, image: '/assets/projects/new-picture.webp' } : project)),
      };
    });
    const report = wednesday.rebaseOntoBuild();
    expect(report.clashes).toEqual([]);
    expect(wednesday.getSnapshot().projects[0]!.image).toBe('/assets/projects/new-picture.webp');
    expect(wednesday.getSnapshot().teamImage).toBe('/assets/team/group%20photo.webp');
    expect(storage.getItem('projects')).toBeNull();
    expect(storage.getItem('teamImage')).toBeNull();
  });

  it('an upload the published site holds elsewhere, or another picture there, stays the editor’s', () => {
    const seed = seedContent();
    const mine = { ...seed, projects: seed.projects.map((project, at) => (at === 0 ? { ...project, image: 'asset:projects/mine.webp' } : project)) };
    const theirs = { ...seed, projects: seed.projects.map((project, at) => (at === 0 ? { ...project, image: '/assets/projects/theirs.webp' } : at === 1 ? { ...project, image: '/assets/projects/mine.webp' } : project)) };
    const result = rebaseContent(['projects'], seed, mine, theirs);
    expect(result.content.projects![0]!.image).toBe('asset:projects/mine.webp');
    expect(result.clashes).toEqual([expect.objectContaining({ key: 'projects', field: 'image', mine: 'asset:projects/mine.webp', theirs: '/assets/projects/theirs.webp' })]);
  });

  it('content read from the base branch becomes the base without another merge at the next load', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const store = storeOn(storage, bases, seedContent);
    store.save('projects', { ...store.getSnapshot().projects[0]!, title: 'Edited by B' });
    const branch = rebuilt()();
    store.rebaseOnto({ projects: branch.projects }, 'branch');
    expect(store.published().projects[1]!.title).toBe('Retitled by a colleague');
    expect(store.getSnapshot().projects[1]!.title).toBe('Retitled by a colleague');
    // The same (older) build loads again: nothing is merged back.
    const again = storeOn(storage, bases, seedContent);
    expect(again.rebaseOntoBuild().merged).toEqual([]);
    expect(again.getSnapshot().projects[1]!.title).toBe('Retitled by a colleague');
  });

  it('forgetting a key drops its base and its clashes', () => {
    const storage = memoryStorage();
    const bases = memoryStorage();
    const monday = storeOn(storage, bases, seedContent);
    monday.save('projects', { ...monday.getSnapshot().projects[1]!, title: 'B’s title' });
    const wednesday = storeOn(storage, bases, rebuilt('A’s title'));
    wednesday.rebaseOntoBuild();
    wednesday.forget('clear storage', ['projects']);
    expect(bases.getItem(baseKey('projects'))).toBeNull();
    expect(wednesday.getClashes()).toEqual([]);
  });
});
