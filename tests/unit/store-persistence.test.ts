import { testStore } from './store-fixtures';
import { describe, expect, it, vi } from 'vitest';
import type { Content, ContentKey, EntityKind } from '../../shared/content/model';
import { CONTENT_KEYS, ENTITY_KINDS } from '../../shared/content/model';
import { saveEntity } from '../../shared/content/operations';
import { seedContent } from '../fixtures/content/seed';
import {
  memoryStorage,
  SaveError,
  storageUsage,
  writeKeys,
  type KeyValueStorage,
} from '../../shared/store/persistence';
import type { StoreOptions } from '../../shared/store/store';
import { collaborator, funding, job, member, news, project, publication, software } from './content-fixtures';

const NOW = 1_732_212_345_678;

function setup(storage: KeyValueStorage = memoryStorage(), extra: Partial<StoreOptions> = {}) {
  const alert = vi.fn();
  const emit = vi.fn();
  const onCommit = vi.fn();
  const store = testStore(storage, { alert, emit, onCommit, now: () => NOW, ...extra });
  return { store, storage, alert, emit, onCommit };
}

/** Every key/value of a storage, to compare before and after. */
function dump(storage: KeyValueStorage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) out[storage.key(i)!] = storage.getItem(storage.key(i)!)!;
  return out;
}

/** A storage already holding the whole seed under the spec keys. */
function seededStorage(quotaChars = Infinity): KeyValueStorage {
  const storage = memoryStorage({}, quotaChars);
  const seed = seedContent();
  for (const key of CONTENT_KEYS) storage.setItem(key, JSON.stringify(seed[key]));
  return storage;
}

const used = (storage: KeyValueStorage) =>
  Object.entries(dump(storage)).reduce((sum, [k, v]) => sum + k.length + v.length, 0);

describe('every change writes the changed lists back', () => {
  it('saving a project writes projects, teamMembers and publications as whole-list JSON under the spec keys', () => {
    const { store, storage } = setup();
    const names = store
      .getSnapshot()
      .teamMembers.slice(0, 1)
      .map((m) => m.name);
    const saved = store.save('projects', project({ id: 'new', title: 'Fresh', team: names }));
    const snapshot = store.getSnapshot();
    expect(saved.id).toBe(`project-${NOW}`);
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
    const saved = store.save('publications', publication({ id: 'new', authors: [`${surname}, X.`] }));
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

describe('maintenance operations', () => {
  it('resetToDefaults restores the seed, first items featured, default team image, and stores it', () => {
    const { store, storage } = setup();
    store.save('projects', project({ id: 'new' }));
    store.setTeamImage('/x.jpg', 'top');
    store.setFeatured({ projectId: 'zzz' });
    store.resetToDefaults();
    expect(store.getSnapshot()).toEqual(seedContent());
    const seed = seedContent();
    for (const key of CONTENT_KEYS) expect(storage.getItem(key), key).toBe(JSON.stringify(seed[key]));
    expect(store.getSnapshot().teamImagePosition).toBe('center');
  });

  it('clearStorage removes every key (including backups and the auth flag) and shows the seed', () => {
    const storage = memoryStorage({ projects: 'broken', isAuthenticated: 'true', other: 'x' });
    const { store } = setup(storage);
    store.save('newsItems', news({ id: 'new' }));
    store.clearStorage();
    expect(storage.length).toBe(0);
    expect(store.getSnapshot()).toEqual(seedContent());
  });

  it('forget removes only the given keys, which read as their defaults again, as one recorded change', () => {
    const storage = memoryStorage({ isAuthenticated: 'true' });
    const onCommit = vi.fn();
    const { store } = setup(storage, { onCommit });
    store.save('newsItems', news({ id: 'new' }));
    store.setTeamImage('/x.jpg', 'top');
    store.forget('clear storage', ['newsItems']);
    expect(storage.getItem('newsItems')).toBeNull();
    expect(storage.getItem('teamImage')).toBe(JSON.stringify('/x.jpg'));
    expect(storage.getItem('isAuthenticated')).toBe('true');
    expect(store.getSnapshot().newsItems).toEqual(seedContent().newsItems);
    const last = onCommit.mock.calls.at(-1)![0] as { label: string; changed: string[]; before: Content };
    expect(last).toMatchObject({ label: 'clear storage', changed: ['newsItems'] });
    expect(last.before.newsItems).toHaveLength(seedContent().newsItems.length + 1);
  });

  it('clearStorage also forgets the load issues whose backups it removed', () => {
    const { store } = setup(memoryStorage({ projects: 'broken' }));
    expect(store.getLoadIssues()).toHaveLength(1);
    store.clearStorage();
    expect(store.getLoadIssues()).toEqual([]);
  });

  it('an unreadable key is logged once, not again on every later change', () => {
    const log = vi.fn();
    const { store } = setup(memoryStorage({ projects: 'broken' }), { log });
    store.save('newsItems', news({ id: 'new' }));
    store.save('newsItems', news({ id: 'new' }));
    store.reload();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('cleanupNews removes corrupted items, returns the count and stores the list', () => {
    const storage = memoryStorage({
      newsItems: JSON.stringify([
        news({ id: 'ok' }),
        news({ id: 'bad', date: 'soon' }),
        news({ id: 'bad2', title: '' }),
      ]),
    });
    const { store } = setup(storage);
    expect(store.cleanupNews()).toBe(2);
    expect((JSON.parse(storage.getItem('newsItems')!) as { id: string }[]).map((n) => n.id)).toEqual(['ok']);
  });

  it('resetNews restores the seed news only', () => {
    const storage = memoryStorage({ newsItems: '[]', collaborators: '[]' });
    const { store } = setup(storage);
    store.resetNews();
    expect(store.getSnapshot().newsItems).toEqual(seedContent().newsItems);
    expect(store.getSnapshot().collaborators).toEqual([]);
    expect(storage.getItem('newsItems')).toBe(JSON.stringify(seedContent().newsItems));
  });

  it('repairLinks repairs and reports true, then reports false when nothing is left to do', () => {
    const storage = memoryStorage({
      projects: JSON.stringify([project({ id: 'p1', team: ['Ada Lovelace'] })]),
      teamMembers: JSON.stringify([
        member({ id: 'm1', name: 'Ada Lovelace', projects: [] }),
        member({ id: 'm2', name: 'Alan Turing', projects: ['p1'] }),
      ]),
    });
    const { store } = setup(storage);
    expect(store.repairLinks()).toBe(true);
    expect(store.getSnapshot().projects[0]!.team).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(store.getSnapshot().teamMembers.map((m) => m.projects)).toEqual([['p1'], ['p1']]);
    expect(JSON.parse(storage.getItem('teamMembers')!)[0].projects).toEqual(['p1']);
    expect(store.repairLinks()).toBe(false);
  });

  it('syncTopics adds missing topics and stores the registry; a second call adds none', () => {
    const storage = memoryStorage({ topicColorRegistry: '{}' });
    const { store } = setup(storage);
    const inUse = [...new Set(store.getSnapshot().projects.flatMap((p) => p.topics))];
    expect(store.syncTopics()).toEqual(inUse);
    expect(Object.keys(JSON.parse(storage.getItem('topicColorRegistry')!))).toEqual(inUse);
    expect(store.syncTopics()).toEqual([]);
  });

  it('topic add/update/remove return the spec messages and store the registry', () => {
    const { store, storage } = setup(
      memoryStorage({ topicColorRegistry: '{}', projects: JSON.stringify([project({ topics: ['Used'] })]) }),
    );
    expect(store.addTopic('New', 400)).toMatchObject({ ok: true });
    expect(JSON.parse(storage.getItem('topicColorRegistry')!)).toEqual({
      New: { name: 'New', color: 'hsl(40, 70%, 80%)', hue: 40 },
    });
    expect(store.addTopic('New')).toEqual({ ok: false, error: 'Topic "New" already exists' });
    expect(store.addTopic(' ')).toEqual({ ok: false, error: 'Please enter a topic name' });
    expect(store.updateTopic('New', { hue: 10 })).toMatchObject({ ok: true });
    expect(store.getSnapshot().topicColorRegistry.New!.hue).toBe(10);
    store.addTopic('Used');
    expect(store.removeTopic('Used')).toEqual({
      ok: false,
      error: 'Cannot delete "Used" as it is used in one or more projects',
    });
    expect(store.removeTopic('New')).toMatchObject({ ok: true });
    expect(Object.keys(store.getSnapshot().topicColorRegistry)).toEqual(['Used']);
  });

  it('replaceAll stores every key', () => {
    const { store, storage } = setup();
    const next = { ...seedContent(), newsItems: [news({ id: 'only' })] };
    store.replaceAll(next);
    expect(store.getSnapshot()).toEqual(next);
    expect(storage.getItem('newsItems')).toBe(JSON.stringify([news({ id: 'only' })]));
  });
});

describe('storage usage', () => {
  it('is two bytes per character of key and value, in KB to 2 decimals, sorted by key', () => {
    const storage = memoryStorage({ projects: 'x'.repeat(1000), a: 'xyz' });
    expect(storageUsage(storage)).toEqual([
      { key: 'a', bytes: 8, kb: '0.01' },
      { key: 'projects', bytes: 2016, kb: '1.97' },
    ]);
  });

  it('the store reports the same figures', () => {
    const { store } = setup(memoryStorage({ teamImage: '"/x.jpg"' }));
    expect(store.storageUsage()).toEqual([{ key: 'teamImage', bytes: 34, kb: '0.03' }]);
  });

  it('an empty storage has no rows', () => {
    expect(storageUsage(memoryStorage())).toEqual([]);
  });
});

describe('memoryStorage', () => {
  it('refuses a write beyond its quota with a QuotaExceededError and keeps the old value', () => {
    const storage = memoryStorage({ k: 'v' }, 5);
    expect(() => storage.setItem('k', 'long value')).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(storage.getItem('k')).toBe('v');
    storage.setItem('k', 'abc');
    expect(storage.getItem('k')).toBe('abc');
  });

  it('lists, reads and removes keys', () => {
    const storage = memoryStorage({ a: '1', b: '2' });
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.length).toBe(1);
  });
});

describe('kinds', () => {
  it('each of the 8 kinds can be saved and deleted through the store', () => {
    const { store, storage } = setup();
    const drafts: Record<EntityKind, unknown> = {
      projects: project({ id: 'new' }),
      teamMembers: member({ id: 'new' }),
      newsItems: news({ id: 'new' }),
      fundingSources: funding({ id: 'new' }),
      collaborators: collaborator({ id: 'new' }),
      software: software({ id: 'new' }),
      publications: publication({ id: 'new' }),
      jobOpenings: job({ id: 'new' }),
    };
    for (const kind of ENTITY_KINDS) {
      const saved = store.save(kind, drafts[kind] as never);
      expect(saved.id, kind).toMatch(/^(project|member|news|funding|collab|software|pub|job)-\d+$/);
      expect(
        (JSON.parse(storage.getItem(kind as ContentKey)!) as { id: string }[]).some((i) => i.id === saved.id),
      ).toBe(true);
      store.remove(kind, saved.id);
      expect(store.getById(kind, saved.id)).toBeUndefined();
    }
  });
});
