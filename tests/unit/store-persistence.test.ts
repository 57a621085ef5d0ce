import { dump, NOW, seededStorage, setup, used } from './store-fixtures';
import { describe, expect, it, vi } from 'vitest';
import type { Content, EntityKind } from '../../shared/content/model/model';
import { CONTENT_KEYS } from '../../shared/content/model/model';
import { saveEntity } from '../../shared/content/edit/operations';
import { seedContent } from '../fixtures/content/seed';
import { memoryStorage, SaveError, writeKeys, type KeyValueStorage } from '../../shared/store/persistence';
import { collaborator, funding, job, member, news, page, project, publication, software, talk, course, labEvent } from './content-fixtures';

describe('every change writes the changed lists back', () => {
  it('saving a project writes projects, teamMembers and publications as whole-list JSON under the spec keys', () => {
    const { store, storage } = setup();
    const names = store
      .getSnapshot()
      .teamMembers.slice(0, 1)
      .map((m) => m.name);
    const saved = store.save('projects', project({ id: 'new', title: 'Fresh', team: names }));
    const snapshot = store.getSnapshot();
    expect(saved.id).toBe('fresh');
    expect(storage.getItem('projects')).toBe(JSON.stringify(snapshot.projects));
    expect(storage.getItem('teamMembers')).toBe(JSON.stringify(snapshot.teamMembers));
    expect(storage.getItem('publications')).toBe(JSON.stringify(snapshot.publications));
    expect(JSON.parse(storage.getItem('projects')!).at(-1).title).toBe('Fresh');
    if (names.length) expect(snapshot.teamMembers[0]!.projects).toContain(saved.id);
  });

  it('writes only spec keys', () => {
    const { store, storage } = setup();
    store.save('newsItems', news({ id: 'new' }));
    store.setFeatured({ projectId: 'x' });
    store.setTeamImage('/x.jpg', 'top');
    store.addTopic('Brand new topic');
    for (let i = 0; i < storage.length; i += 1) expect(CONTENT_KEYS as readonly string[]).toContain(storage.key(i));
  });

  it('a delete writes the list without the item', () => {
    const { store, storage } = setup();
    const first = store.getSnapshot().collaborators[0];
    store.save('collaborators', collaborator({ id: 'collab-mine' }));
    store.remove('collaborators', 'collab-mine');
    const stored = JSON.parse(storage.getItem('collaborators')!) as { id: string }[];
    expect(stored.map((c) => c.id)).not.toContain('collab-mine');
    if (first) expect(stored[0]!.id).toBe(first.id);
  });

  it('reorder writes the new order immediately and drops unknown ids', () => {
    const { store, storage } = setup();
    store.save('collaborators', collaborator({ id: 'c1' }));
    store.save('collaborators', collaborator({ id: 'c2' }));
    const ids = store
      .getSnapshot()
      .collaborators.map((c) => c.id)
      .reverse();
    store.reorder('collaborators', ['unknown', ...ids]);
    expect((JSON.parse(storage.getItem('collaborators')!) as { id: string }[]).map((c) => c.id)).toEqual(ids);
  });

  it('featured selection and team image are stored as JSON values', () => {
    const { store, storage } = setup();
    store.setFeatured({ projectId: 'project-2' });
    store.setTeamImage(' /assets/lab/new.jpg ', 'top');
    expect(JSON.parse(storage.getItem('featuredItems')!).projectId).toBe('project-2');
    expect(storage.getItem('teamImage')).toBe('"/assets/lab/new.jpg"');
    expect(storage.getItem('teamImagePosition')).toBe('"top"');
    expect(store.getSnapshot().teamImage).toBe('/assets/lab/new.jpg');
  });

  it('getById finds an item or nothing', () => {
    const { store } = setup();
    store.save('jobOpenings', job({ id: 'job-mine' }));
    expect(store.getById('jobOpenings', 'job-mine')?.id).toBe('job-mine');
    expect(store.getById('jobOpenings', 'job-404')).toBeUndefined();
  });

  it('remove without an id throws "Cannot delete: no item ID found"', () => {
    const { store } = setup();
    expect(() => store.remove('projects', '')).toThrow('Cannot delete: no item ID found');
  });

  it('a change that changes nothing writes nothing and notifies nobody', () => {
    const { store, storage, onCommit } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.remove('projects', 'project-404');
    expect(storage.length).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('failed writes', () => {
  const drafts: Record<EntityKind, () => unknown> = {
    projects: () => project({ id: 'new' }),
    teamMembers: () => member({ id: 'new' }),
    newsItems: () => news({ id: 'new' }),
    fundingSources: () => funding({ id: 'new' }),
    collaborators: () => collaborator({ id: 'new' }),
    software: () => software({ id: 'new' }),
    publications: () => publication({ id: 'new', authors: ['Nobody, N.'] }),
    jobOpenings: () => job({ id: 'new' }),
    pages: () => page({ id: 'new' }),
    talks: () => talk({ id: 'new' }),
    teaching: () => course({ id: 'new' }),
    events: () => labEvent({ id: 'new' }),
  };

  it.each([
    ['projects', 'Failed to save projects. LocalStorage might be full or unavailable.'],
    ['teamMembers', 'Failed to save team members. LocalStorage might be full or unavailable.'],
    ['newsItems', 'Failed to save news. LocalStorage might be full or unavailable.'],
    ['fundingSources', 'Failed to save funding sources. LocalStorage might be full or unavailable.'],
    ['collaborators', 'Failed to save collaborators. LocalStorage might be full or unavailable.'],
    ['software', 'Failed to save software. LocalStorage might be full or unavailable.'],
    ['publications', 'Failed to save publications. LocalStorage might be full or unavailable.'],
    ['jobOpenings', 'Failed to save job openings. LocalStorage might be full or unavailable.'],
    ['pages', 'Failed to save pages. LocalStorage might be full or unavailable.'],
  ] as const)('a full storage while saving %s alerts exactly "%s" and throws', (kind, text) => {
    const storage = seededStorage();
    const quota = used(storage);
    const full = memoryStorage(dump(storage), quota);
    const { store, alert, emit, onCommit } = setup(full);
    const before = store.getSnapshot();
    const stored = dump(full);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.save(kind, drafts[kind]() as never)).toThrow(SaveError);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(text);
    expect(store.getSnapshot()).toBe(before);
    expect(dump(full)).toEqual(stored);
    expect(listener).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a multi-key change that fails on its second key leaves store and storage exactly as before', () => {
    const seed = seedContent();
    const target = seed.projects[0]!;
    const newcomer = seed.teamMembers.find((m) => !target.team.includes(m.name))!;
    const draft = { ...target, team: [...target.team, newcomer.name], description: `${target.description} More.` };
    // Room for exactly the grown projects list: projects is written, teamMembers then fails.
    const planned = saveEntity(seed, 'projects', draft, NOW).content;
    const growth = JSON.stringify(planned.projects).length - JSON.stringify(seed.projects).length;
    expect(JSON.stringify(planned.teamMembers).length).toBeGreaterThan(JSON.stringify(seed.teamMembers).length);
    const full = memoryStorage(dump(seededStorage()), used(seededStorage()) + growth);
    const { store, alert } = setup(full);
    const before = store.getSnapshot();
    const stored = dump(full);
    expect(() => store.save('projects', draft)).toThrow(SaveError);
    expect(alert).toHaveBeenCalledWith('Failed to save team members. LocalStorage might be full or unavailable.');
    expect(store.getSnapshot()).toBe(before);
    expect(dump(full)).toEqual(stored);
  });

  it('a failed write into empty storage leaves no key behind', () => {
    const full = memoryStorage({}, 10);
    const { store, alert } = setup(full);
    expect(() => store.save('projects', project({ id: 'new' }))).toThrow(SaveError);
    expect(alert).toHaveBeenCalledWith('Failed to save projects. LocalStorage might be full or unavailable.');
    expect(full.length).toBe(0);
  });

  it('after a failure the store keeps working once there is room', () => {
    let allow = false;
    const inner = memoryStorage();
    const flaky: KeyValueStorage = {
      get length() {
        return inner.length;
      },
      key: (i) => inner.key(i),
      getItem: (k) => inner.getItem(k),
      setItem: (k, v) => {
        if (!allow) throw new Error('QuotaExceededError');
        inner.setItem(k, v);
      },
      removeItem: (k) => inner.removeItem(k),
    };
    const { store } = setup(flaky);
    expect(() => store.save('newsItems', news({ id: 'news-x' }))).toThrow(SaveError);
    allow = true;
    store.save('newsItems', news({ id: 'news-x' }));
    expect(store.getById('newsItems', 'news-x')).toBeDefined();
  });

  it('writeKeys restores already-written keys when a later one fails', () => {
    const content: Content = {
      ...seedContent(),
      collaborators: [collaborator({ id: 'c-big', name: 'x'.repeat(200) })],
    };
    const storage = memoryStorage({ fundingSources: '[]', collaborators: '[]' }, 400);
    expect(() =>
      writeKeys(
        storage,
        {
          ...content,
          fundingSources: [],
          collaborators: content.collaborators,
          software: [software({ description: 'y'.repeat(500) })],
        },
        ['collaborators', 'software'],
      ),
    ).toThrow(SaveError);
    expect(storage.getItem('collaborators')).toBe('[]');
    expect(storage.getItem('software')).toBeNull();
  });
});

describe('notifications and events', () => {
  it('subscribers are notified once per change and not after unsubscribing', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save('newsItems', news({ id: 'new' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.save('newsItems', news({ id: 'new' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the snapshot is a new object after a change and the same object otherwise', () => {
    const { store } = setup();
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.setFeatured({ newsItemId: 'news-2' });
    expect(store.getSnapshot()).not.toBe(a);
  });

  it('adding a project emits project-added with its id and timestamp', () => {
    const { store, emit } = setup();
    const saved = store.save('projects', project({ id: 'new' }));
    expect(emit).toHaveBeenCalledWith({ name: 'project-added', detail: { projectId: saved.id, timestamp: NOW } });
  });

  it('editing a project emits project-updated with its id and timestamp', () => {
    const { store, emit } = setup();
    const first = store.getSnapshot().projects[0]!;
    store.save('projects', { ...first, title: 'Renamed' });
    expect(emit).toHaveBeenCalledWith({ name: 'project-updated', detail: { projectId: first.id, timestamp: NOW } });
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('saving and deleting a publication emit publication-updated with the publication and member ids', () => {
    const { store, emit } = setup();
    const author = store.getSnapshot().teamMembers[0]!;
    const surname = author.name.trim().split(/\s+/).pop()!;
    // The author as a paper names the member ("Surname, I."): a different initial is another
    // person since names are matched with their given names (docs/decisions/071).
    const initial = author.name.trim()[0]!;
    const saved = store.save('publications', publication({ id: 'new', authors: [`${surname}, ${initial}.`] }));
    const matching = store
      .getSnapshot()
      .teamMembers.filter((m) => m.name.trim().split(/\s+/).pop() === surname)
      .map((m) => m.id);
    expect(emit).toHaveBeenLastCalledWith({
      name: 'publication-updated',
      detail: { publicationId: saved.id, teamMemberIds: matching },
    });
    expect(matching).toContain(author.id);
    store.remove('publications', saved.id);
    expect(emit).toHaveBeenLastCalledWith({
      name: 'publication-updated',
      detail: { publicationId: saved.id, teamMemberIds: matching },
    });
  });

  it('onCommit receives the label, before, after and changed keys', () => {
    const { store, onCommit } = setup();
    const before = store.getSnapshot();
    store.save('fundingSources', funding({ id: 'new' }));
    expect(onCommit).toHaveBeenCalledWith({
      label: 'save fundingSources',
      before,
      after: store.getSnapshot(),
      changed: ['fundingSources'],
    });
  });
});

describe('conflicts', () => {
  it('saving with a stale base throws ConflictError and changes nothing', () => {
    const storage = memoryStorage();
    const a = setup(storage).store;
    const b = setup(storage).store;
    const base = a.getSnapshot().projects[0]!;
    b.save('projects', { ...base, title: 'Changed by B' });
    const stored = dump(storage);
    expect(() => a.save('projects', { ...base, title: 'Changed by A' }, { base })).toThrow(
      expect.objectContaining({ name: 'ConflictError', kind: 'projects', id: base.id }),
    );
    expect(dump(storage)).toEqual(stored);
    expect(a.getById('projects', base.id)!.title).toBe('Changed by B');
  });

  it('saving with a current base succeeds', () => {
    const { store } = setup();
    const base = store.getSnapshot().projects[0]!;
    const saved = store.save('projects', { ...base, title: 'Fine' }, { base });
    expect(saved.title).toBe('Fine');
  });

  it('re-saving an item with the snapshot as base is no conflict, whatever key order the save produced', () => {
    const { store } = setup();
    const projectId = store.getSnapshot().projects[0]!.id;
    // The draft has no projectId key: the save adds it, after projectIds.
    const draft = publication({ id: 'new', projectIds: [projectId] });
    delete draft.projectId;
    const saved = store.save('publications', draft);
    const base = store.getById('publications', saved.id)!;
    expect(() => store.save('publications', { ...base, title: 'Again' }, { base })).not.toThrow();
    const again = store.getById('publications', saved.id)!;
    expect(() => store.save('publications', { ...again, title: 'Third' }, { base: again })).not.toThrow();
    expect(() =>
      store.save('publications', { ...saved, title: 'Fourth' }, { base: store.save('publications', saved) }),
    ).not.toThrow();
  });

  it('the snapshot after a change equals what a fresh load of storage gives', () => {
    const storage = memoryStorage();
    const { store } = setup(storage);
    const draft = publication({ id: 'new', projectIds: [store.getSnapshot().projects[0]!.id] });
    delete draft.projectId;
    store.save('publications', draft);
    store.save('newsItems', news({ id: 'new', emojiHexcodes: ['1f9e0'] }));
    const fresh = setup(storage).store.getSnapshot();
    expect(JSON.stringify(store.getSnapshot())).toBe(JSON.stringify(fresh));
  });

  it('a base that was deleted meanwhile is a conflict', () => {
    const storage = memoryStorage();
    const a = setup(storage).store;
    const b = setup(storage).store;
    const base = a.getSnapshot().newsItems[0]!;
    b.remove('newsItems', base.id);
    expect(() => a.save('newsItems', base, { base })).toThrow(expect.objectContaining({ name: 'ConflictError' }));
  });
});
