import { testStore } from './store-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';
import { attachLiveSync, CONTENT_CHANGED_EVENT, emitWindowEvent } from '../../shared/store/store';
import { collaborator, news } from './content-fixtures';

const storeOn = (storage: KeyValueStorage) => testStore(storage);

/** A storage event as another tab's write delivers it (only the key matters to the store). */
function storageEvent(key: string | null): Event {
  const event = new Event('storage');
  Object.defineProperty(event, 'key', { value: key });
  return event;
}

/** A window stand-in: the store only listens for and dispatches events. */
const fakeWindow = () => new EventTarget() as unknown as Window;

describe('two stores on one storage (two tabs, or the page and the extension)', () => {
  it("after store A saves, store B's reload sees the change and notifies", () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    const listener = vi.fn();
    b.subscribe(listener);
    a.save('newsItems', news({ id: 'news-from-a', title: 'From A' }));
    expect(b.getById('newsItems', 'news-from-a')).toBeUndefined();
    expect(b.reload(['newsItems'])).toBe(true);
    expect(b.getById('newsItems', 'news-from-a')?.title).toBe('From A');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a reload with nothing new changes nothing and notifies nobody', () => {
    const storage = memoryStorage();
    const b = storeOn(storage);
    const listener = vi.fn();
    b.subscribe(listener);
    const before = b.getSnapshot();
    expect(b.reload()).toBe(false);
    expect(b.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('changes to different items by two stores both survive (each commit re-reads storage first)', () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    a.save('collaborators', collaborator({ id: 'collab-a', name: 'From A' }));
    b.save('collaborators', collaborator({ id: 'collab-b', name: 'From B' }));
    const stored = (JSON.parse(storage.getItem('collaborators')!) as { id: string }[]).map((c) => c.id);
    expect(stored).toContain('collab-a');
    expect(stored).toContain('collab-b');
    expect(b.getById('collaborators', 'collab-a')?.name).toBe('From A');
    a.reload();
    expect(a.getById('collaborators', 'collab-b')?.name).toBe('From B');
  });

  it('two stores adding items with the same name in the same millisecond never give them the same id', () => {
    // Each commit re-reads storage first, so the id is made against what the other store wrote.
    const storage = memoryStorage();
    const a = testStore(storage, { now: () => 1000 });
    const b = testStore(storage, { now: () => 1000 });
    const first = a.save('collaborators', collaborator({ id: 'new', name: 'Acme Institute' }));
    const second = b.save('collaborators', collaborator({ id: 'new', name: 'Acme Institute' }));
    expect(first.id).toBe('acme-institute');
    expect(second.id).toBe('acme-institute-2');
    const stored = (JSON.parse(storage.getItem('collaborators')!) as { id: string; name: string }[]).filter((c) =>
      c.id.startsWith('acme-institute'),
    );
    expect(stored.map((c) => [c.id, c.name])).toEqual([
      ['acme-institute', 'Acme Institute'],
      ['acme-institute-2', 'Acme Institute'],
    ]);
  });

  it('edits to two different existing items both survive', () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    const [first, second] = a.getSnapshot().projects;
    a.save('projects', { ...first!, title: 'A edited the first' });
    b.save('projects', { ...second!, title: 'B edited the second' });
    const fresh = storeOn(storage).getSnapshot().projects;
    expect(fresh[0]!.title).toBe('A edited the first');
    expect(fresh[1]!.title).toBe('B edited the second');
  });

  it('a key another writer made unreadable is reported on reload and the snapshot falls back to the seed', () => {
    const storage = memoryStorage();
    const b = storeOn(storage);
    b.save('newsItems', news({ id: 'news-mine' }));
    storage.setItem('newsItems', '{oops');
    b.reload(['newsItems']);
    expect(b.getSnapshot().newsItems).toEqual(seedContent().newsItems);
    expect(b.getLoadIssues().map((i) => i.key)).toEqual(['newsItems']);
    expect(storage.getItem('backup:newsItems')).toBe('{oops');
  });
});

describe('attachLiveSync', () => {
  it('a storage event for a content key reloads that key', () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    const win = fakeWindow();
    attachLiveSync(b, win);
    const listener = vi.fn();
    b.subscribe(listener);
    a.save('newsItems', news({ id: 'news-other-tab' }));
    win.dispatchEvent(storageEvent('newsItems'));
    expect(b.getById('newsItems', 'news-other-tab')).toBeDefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a storage event with a null key (storage cleared elsewhere) reloads everything', () => {
    const storage = memoryStorage();
    const b = storeOn(storage);
    b.save('newsItems', news({ id: 'news-mine' }));
    const win = fakeWindow();
    attachLiveSync(b, win);
    for (const key of ['newsItems', 'projects', 'teamMembers', 'publications', 'software']) storage.removeItem(key);
    win.dispatchEvent(storageEvent(null));
    expect(b.getSnapshot().newsItems).toEqual(seedContent().newsItems);
  });

  it('a storage event for an unrelated key does not reload', () => {
    const b = storeOn(memoryStorage());
    const reload = vi.spyOn(b, 'reload');
    const win = fakeWindow();
    attachLiveSync(b, win);
    win.dispatchEvent(storageEvent('backup:projects'));
    win.dispatchEvent(storageEvent('isAuthenticated'));
    expect(reload).not.toHaveBeenCalled();
  });

  it(`the same-document "${CONTENT_CHANGED_EVENT}" event reloads the keys it names`, () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    const win = fakeWindow();
    const reload = vi.spyOn(b, 'reload');
    attachLiveSync(b, win);
    a.save('collaborators', collaborator({ id: 'collab-ext' }));
    win.dispatchEvent(new CustomEvent('lab-content-changed', { detail: { keys: ['collaborators', 'not-a-key'] } }));
    expect(reload).toHaveBeenCalledWith(['collaborators']);
    expect(b.getById('collaborators', 'collab-ext')).toBeDefined();
  });

  it('the custom event without usable keys reloads every key', () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    const win = fakeWindow();
    attachLiveSync(b, win);
    a.save('newsItems', news({ id: 'news-ext' }));
    win.dispatchEvent(new CustomEvent('lab-content-changed'));
    expect(b.getById('newsItems', 'news-ext')).toBeDefined();
  });

  it('detaching stops the reloads', () => {
    const storage = memoryStorage();
    const a = storeOn(storage);
    const b = storeOn(storage);
    const win = fakeWindow();
    const detach = attachLiveSync(b, win);
    detach();
    a.save('newsItems', news({ id: 'news-late' }));
    win.dispatchEvent(storageEvent('newsItems'));
    win.dispatchEvent(new CustomEvent('lab-content-changed', { detail: { keys: ['newsItems'] } }));
    expect(b.getById('newsItems', 'news-late')).toBeUndefined();
  });
});

describe('window events', () => {
  it('emitWindowEvent dispatches the content events as CustomEvents with their payload', () => {
    const win = fakeWindow();
    const added = vi.fn();
    const updated = vi.fn();
    win.addEventListener('project-added', (e) => added((e as CustomEvent).detail));
    win.addEventListener('publication-updated', (e) => updated((e as CustomEvent).detail));
    const store = testStore(memoryStorage(), { emit: emitWindowEvent(win), now: () => 42 });
    const saved = store.save('projects', { ...seedContent().projects[0]!, id: 'new' });
    expect(added).toHaveBeenCalledWith({ projectId: saved.id, timestamp: 42 });
    store.remove('publications', seedContent().publications[0]?.id ?? 'none');
    if (seedContent().publications[0]) expect(updated).toHaveBeenCalledTimes(1);
  });
});

describe('the live preview', () => {
  it('shows an unsaved new item beside the stored ones until that collection is saved', () => {
    const store = storeOn(memoryStorage());
    const count = store.getSnapshot().newsItems.length;
    store.setPreview({ kind: 'newsItems', item: news({ id: 'new', title: 'Typed, not saved' }) });
    expect(store.getSnapshot().newsItems).toHaveLength(count + 1);
    expect(store.getStored().newsItems).toHaveLength(count);
    // Saving the item under its real id: the site shows it once, not beside its preview.
    store.save('newsItems', news({ id: 'news-saved', title: 'Typed, not saved' }));
    expect(store.getPreview()).toBeNull();
    expect(store.getSnapshot().newsItems.filter((item) => item.title === 'Typed, not saved')).toHaveLength(1);
  });

  it('a save of another collection keeps the preview', () => {
    const store = storeOn(memoryStorage());
    store.setPreview({ kind: 'newsItems', item: news({ id: 'new', title: 'Still typing' }) });
    store.save('collaborators', collaborator({ id: 'collab-x', name: 'Partner' }));
    expect(store.getPreview()?.item).toMatchObject({ title: 'Still typing' });
    expect(store.getSnapshot().newsItems.some((item) => item.title === 'Still typing')).toBe(true);
  });
});
