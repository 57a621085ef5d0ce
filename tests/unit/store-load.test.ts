import { testStore } from './store-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_KEYS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { backupKey, loadContent, memoryStorage, readKey, type KeyValueStorage } from '../../shared/store/persistence';
import { createContentStore } from '../../shared/store/store';
import { member, project } from './content-fixtures';

const storeOn = (storage: KeyValueStorage, log = vi.fn()) => testStore(storage, { log });

describe('load from empty storage', () => {
  it('is the seed content, with no load issues and nothing written', () => {
    const storage = memoryStorage();
    const store = storeOn(storage);
    expect(store.getSnapshot()).toEqual(seedContent());
    expect(store.getLoadIssues()).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('features the first items and uses the default team image', () => {
    const store = storeOn(memoryStorage());
    const { featuredItems, projects, newsItems, publications, teamImage, teamImagePosition } = store.getSnapshot();
    expect(featuredItems).toEqual({
      projectId: projects[0]?.id ?? null,
      newsItemId: newsItems[0]?.id ?? null,
      publicationId: publications[0]?.id ?? null,
    });
    expect(teamImage).toBe('/assets/lab/team.svg');
    expect(teamImagePosition).toBe('center');
  });
});

describe('load: per-key fallback', () => {
  it('uses stored keys and the seed for every absent key', () => {
    const stored = [project({ id: 'project-mine', title: 'Mine' })];
    const storage = memoryStorage({ projects: JSON.stringify(stored), teamImagePosition: JSON.stringify('top') });
    const snapshot = storeOn(storage).getSnapshot();
    const seed = seedContent();
    expect(snapshot.projects).toEqual(stored);
    expect(snapshot.teamImagePosition).toBe('top');
    for (const key of CONTENT_KEYS) {
      if (key === 'projects' || key === 'teamImagePosition') continue;
      expect(snapshot[key], key).toEqual(seed[key]);
    }
  });

  it('an empty stored list is kept empty (not replaced by the seed)', () => {
    const snapshot = storeOn(memoryStorage({ newsItems: '[]' })).getSnapshot();
    expect(snapshot.newsItems).toEqual([]);
  });
});

describe('load: unreadable keys', () => {
  it('invalid JSON is logged, replaced by the seed and kept under backup:<key>', () => {
    const storage = memoryStorage({ projects: '{not json', teamMembers: JSON.stringify([member({ id: 'member-x' })]) });
    const log = vi.fn();
    const store = storeOn(storage, log);
    expect(store.getSnapshot().projects).toEqual(seedContent().projects);
    expect(store.getSnapshot().teamMembers.map((m) => m.id)).toEqual(['member-x']);
    expect(storage.getItem('backup:projects')).toBe('{not json');
    expect(storage.getItem('projects')).toBe('{not json');
    expect(store.getLoadIssues()).toEqual([
      { key: 'projects', reason: expect.stringContaining('could not be read'), backupKey: 'backup:projects' },
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('"projects"');
  });

  it.each([
    ['teamMembers', '{"id":"member-1"}'],
    ['newsItems', '"a string"'],
    ['publications', '42'],
    ['software', 'null'],
    ['featuredItems', '"project-1"'],
    ['featuredItems', '[1,2]'],
    ['topicColorRegistry', '"EEG"'],
    ['topicColorRegistry', '[]'],
    ['featuredItems', 'null'],
    ['projects', '{}'],
    ['jobOpenings', 'true'],
    ['teamImage', '5'],
    ['teamImagePosition', '{}'],
  ] as const)('%s stored as %s (wrong shape) falls back to the seed with a backup', (key, raw) => {
    const storage = memoryStorage({ [key]: raw });
    const store = storeOn(storage);
    expect(store.getSnapshot()[key]).toEqual(seedContent()[key]);
    expect(storage.getItem(backupKey(key))).toBe(raw);
    expect(store.getLoadIssues().map((issue) => [issue.key, issue.backupKey])).toEqual([[key, `backup:${key}`]]);
  });

  it('the default log is console.warn, not console.error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createContentStore({ storage: memoryStorage({ collaborators: '[' }), seed: seedContent, alert: vi.fn() });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('collaborators');
  });

  it('an earlier backup is never overwritten by a later bad value', () => {
    const storage = memoryStorage({ projects: 'second bad', 'backup:projects': 'first bad' });
    storeOn(storage);
    expect(storage.getItem('backup:projects')).toBe('first bad');
  });

  it('a storage that throws on read gives the seed and an issue without a backup', () => {
    const storage = memoryStorage();
    const throwing: KeyValueStorage = {
      get length() {
        return storage.length;
      },
      key: (i) => storage.key(i),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: (k, v) => storage.setItem(k, v),
      removeItem: (k) => storage.removeItem(k),
    };
    const result = loadContent(throwing, seedContent());
    expect(result.content).toEqual(seedContent());
    expect(result.issues).toHaveLength(CONTENT_KEYS.length);
    expect(result.issues.every((issue) => issue.backupKey === null)).toBe(true);
  });

  it('when the backup cannot be written the issue says so (backupKey null)', () => {
    const storage = memoryStorage({ projects: 'x'.repeat(50) }, 60);
    const { value, issue } = readKey(storage, 'projects', seedContent());
    expect(value).toEqual(seedContent().projects);
    expect(issue?.backupKey).toBeNull();
  });
});

describe('load: repair', () => {
  it('drops entries without an id and duplicate ids, and de-duplicates member projects', () => {
    const storage = memoryStorage({
      projects: JSON.stringify([
        project({ id: 'a' }),
        { title: 'no id' },
        project({ id: 'a', title: 'dup' }),
        project({ id: 'b' }),
      ]),
      teamMembers: JSON.stringify([member({ id: 'm', projects: ['a', 'a', 'b'] })]),
    });
    const { projects, teamMembers } = storeOn(storage).getSnapshot();
    expect(projects.map((p) => [p.id, p.title])).toEqual([
      ['a', 'Project'],
      ['b', 'Project'],
    ]);
    expect(teamMembers[0]!.projects).toEqual(['a', 'b']);
  });

  it('a stored "__proto__" key does not pollute Object.prototype', () => {
    const storage = memoryStorage({
      topicColorRegistry: '{"__proto__":{"polluted":1}}',
      projects: '[{"id":"p","__proto__":{"polluted":1}}]',
      featuredItems: '{"__proto__":{"polluted":1}}',
    });
    const store = storeOn(storage);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(store.getSnapshot().topicColorRegistry).toEqual({});
    expect(store.getSnapshot().projects.map((p) => p.id)).toEqual(['p']);
  });

  it('team image values stored as plain text (not JSON) are read as they are', () => {
    const storage = memoryStorage({ teamImage: 'https://example.org/lab.jpg', teamImagePosition: 'top' });
    const store = storeOn(storage);
    expect(store.getSnapshot().teamImage).toBe('https://example.org/lab.jpg');
    expect(store.getSnapshot().teamImagePosition).toBe('top');
    expect(store.getLoadIssues()).toEqual([]);
  });
});
