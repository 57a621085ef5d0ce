import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedContent as fixtureSeed } from '../fixtures/content/seed';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';
import { news, project } from './content-fixtures';

/** A page stand-in: events, localStorage and alert are all the page store uses of window. */
function fakePage(localStorage: KeyValueStorage | (() => never)) {
  const page = new EventTarget() as EventTarget & { alert: ReturnType<typeof vi.fn>; localStorage?: KeyValueStorage };
  page.alert = vi.fn();
  if (typeof localStorage === 'function') Object.defineProperty(page, 'localStorage', { get: localStorage });
  else page.localStorage = localStorage;
  vi.stubGlobal('window', page);
  return page;
}

/** A fresh copy of the module, so each test gets its own page store. */
async function freshModule() {
  vi.resetModules();
  return import('../../shared/store/browser');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page store', () => {
  it('is one instance per page, loaded from window.localStorage', async () => {
    const storage = memoryStorage({ newsItems: JSON.stringify([news({ id: 'news-stored' })]) });
    fakePage(storage);
    const { getBrowserStore } = await freshModule();
    const store = getBrowserStore();
    expect(getBrowserStore()).toBe(store);
    expect(store.getSnapshot().newsItems.map((n) => n.id)).toEqual(['news-stored']);
    // Keys not stored come from the seed the store is built with (in the unit suite, the tests' own content).
    expect(store.getSnapshot().projects).toEqual(fixtureSeed().projects);
  });

  it('dispatches project-added on window with the project id and a timestamp, and writes localStorage', async () => {
    const storage = memoryStorage();
    const page = fakePage(storage);
    const { getBrowserStore } = await freshModule();
    const heard: unknown[] = [];
    page.addEventListener('project-added', (event) => heard.push((event as CustomEvent).detail));
    const saved = getBrowserStore({ now: () => 77 }).save('projects', project({ id: 'new' }));
    expect(heard).toEqual([{ projectId: saved.id, timestamp: 77 }]);
    expect(JSON.parse(storage.getItem('projects')!).some((p: { id: string }) => p.id === saved.id)).toBe(true);
  });

  it('shows a failed write with window.alert and the spec text', async () => {
    const page = fakePage(memoryStorage({}, 10));
    const { getBrowserStore } = await freshModule();
    expect(() => getBrowserStore().save('newsItems', news({ id: 'new' }))).toThrow();
    expect(page.alert).toHaveBeenCalledWith('Failed to save news. LocalStorage might be full or unavailable.');
  });

  it('follows other tabs (storage event) and the extension bridge (lab-content-changed)', async () => {
    const storage = memoryStorage();
    const page = fakePage(storage);
    const { getBrowserStore } = await freshModule();
    const store = getBrowserStore();
    const listener = vi.fn();
    store.subscribe(listener);

    storage.setItem('newsItems', JSON.stringify([news({ id: 'news-from-tab' })]));
    const storageEvent = new Event('storage');
    Object.defineProperty(storageEvent, 'key', { value: 'newsItems' });
    page.dispatchEvent(storageEvent);
    expect(store.getSnapshot().newsItems.map((n) => n.id)).toEqual(['news-from-tab']);

    storage.setItem('newsItems', JSON.stringify([news({ id: 'news-from-panel' })]));
    page.dispatchEvent(new CustomEvent('lab-content-changed', { detail: { keys: ['newsItems'] } }));
    expect(store.getSnapshot().newsItems.map((n) => n.id)).toEqual(['news-from-panel']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('without a usable localStorage it logs the problem and keeps working in memory', async () => {
    fakePage(() => {
      throw new Error('SecurityError');
    });
    const { getBrowserStore } = await freshModule();
    // This one console.error is the expected "logged" of docs/product.md §8; take it over from the setup's spy.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = getBrowserStore();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('localStorage is unavailable');
    expect(store.getSnapshot()).toEqual(fixtureSeed());
    store.save('newsItems', news({ id: 'news-memory' }));
    expect(store.getById('newsItems', 'news-memory')).toBeDefined();
  });
});
