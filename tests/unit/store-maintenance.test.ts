/** The store, continued: maintenance operations, storage usage, memory storage and the content kinds. */
import { setup } from './store-fixtures';
import { describe, expect, it, vi } from 'vitest';
import type { Content, ContentKey, EntityKind } from '../../shared/content/model/model';
import { CONTENT_KEYS, ENTITY_KINDS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { memoryStorage, storageUsage } from '../../shared/store/persistence';
import { collaborator, funding, job, member, news, page, project, publication, software, talk, course, labEvent } from './content-fixtures';

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
  it('each of the 11 kinds can be saved and deleted through the store', () => {
    const { store, storage } = setup();
    const drafts: Record<EntityKind, unknown> = {
      projects: project({ id: 'new', title: 'Brand New Project' }),
      teamMembers: member({ id: 'new', name: 'Brand New Member' }),
      newsItems: news({ id: 'new', title: 'Brand New News' }),
      fundingSources: funding({ id: 'new', name: 'Brand New Funder' }),
      collaborators: collaborator({ id: 'new', name: 'Brand New Partner' }),
      software: software({ id: 'new', name: 'Brand New Tool' }),
      publications: publication({ id: 'new', title: 'Brand New Paper', year: 2025 }),
      jobOpenings: job({ id: 'new', title: 'Brand New Position' }),
      pages: page({ id: 'new', title: 'Brand New Page', slug: 'brand-new-page' }),
      talks: talk({ id: 'new', title: 'Brand New Talk' }),
      teaching: course({ id: 'new', title: 'Brand New Course' }),
      events: labEvent({ id: 'new', title: 'Brand New Event' }),
    };
    const expected: Record<EntityKind, string> = {
      projects: 'brand-new-project',
      teamMembers: 'brand-new-member',
      newsItems: 'brand-new-news',
      fundingSources: 'brand-new-funder',
      collaborators: 'brand-new-partner',
      software: 'brand-new-tool',
      publications: '2025-brand-new-paper',
      jobOpenings: 'brand-new-position',
      pages: 'brand-new-page',
      talks: 'brand-new-talk',
      teaching: 'brand-new-course',
      events: 'brand-new-event',
    };
    for (const kind of ENTITY_KINDS) {
      const saved = store.save(kind, drafts[kind] as never);
      expect(saved.id, kind).toBe(expected[kind]);
      expect(
        (JSON.parse(storage.getItem(kind as ContentKey)!) as { id: string }[]).some((i) => i.id === saved.id),
      ).toBe(true);
      store.remove(kind, saved.id);
      expect(store.getById(kind, saved.id)).toBeUndefined();
    }
  });
});
