import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../shared/store/persistence';

const g = globalThis as { window?: unknown };

afterEach(() => {
  delete g.window;
  vi.resetModules();
  vi.restoreAllMocks();
});

async function freshHelper() {
  vi.resetModules();
  return import('../../shared/store/web-storage');
}

describe('the guarded storage helper', () => {
  it('hands out the page storage when the browser allows it', async () => {
    const local = memoryStorage({ projects: '[]' });
    g.window = { localStorage: local, sessionStorage: memoryStorage() };
    const { webStorage, isStorageBlocked } = await freshHelper();
    expect(webStorage('local')).toEqual({ storage: local, persistent: true });
    expect(isStorageBlocked()).toBe(false);
  });

  it('falls back to one shared in-memory store where reading localStorage throws (a blocked third-party frame)', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    g.window = {
      get localStorage(): never {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
      get sessionStorage(): never {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const { webStorage, isStorageBlocked } = await freshHelper();
    const first = webStorage('local');
    expect(first.persistent).toBe(false);
    first.storage.setItem('isAuthenticated', 'true');
    // Every caller (auth, store, drafts) sees the same stand-in, so a login holds for the page.
    expect(webStorage('local').storage.getItem('isAuthenticated')).toBe('true');
    expect(webStorage('session').persistent).toBe(false);
    expect(isStorageBlocked()).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('falls back too when the object is handed out but throws on use', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = {
      getItem: () => {
        throw new Error('The operation is insecure.');
      },
    };
    g.window = { localStorage: throwing, sessionStorage: throwing };
    const { webStorage } = await freshHelper();
    expect(webStorage('local').persistent).toBe(false);
  });

  it('lets the site login work with storage blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    g.window = {
      get localStorage(): never {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    vi.resetModules();
    const { readAuthFlag, writeAuthFlag } = await import('../../shared/store/auth');
    const { webStorage } = await import('../../shared/store/web-storage');
    expect(readAuthFlag(webStorage('local').storage)).toBe(false);
    writeAuthFlag(webStorage('local').storage, true);
    expect(readAuthFlag(webStorage('local').storage)).toBe(true);
  });
});
