/**
 * The one way the product reaches the browser's Web Storage. Reading `window.localStorage`
 * itself can throw (a third-party frame with third-party storage blocked, strict privacy
 * settings, some embedded browsers), so every caller comes here: the helper tries once, and
 * where storage is blocked it hands out an in-memory stand-in shared by the whole page, so the
 * studio still works (until the page closes) and can say so.
 */
import { memoryStorage, type KeyValueStorage } from './memory-storage';

export type StorageArea = 'local' | 'session';

export interface GuardedStorage {
  storage: KeyValueStorage;
  /** False when the browser refused its storage and the in-memory stand-in is used. */
  persistent: boolean;
}

const chosen: Partial<Record<StorageArea, GuardedStorage>> = {};

function open(area: StorageArea): GuardedStorage {
  try {
    if (typeof window === 'undefined') throw new Error('no window');
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    // Some browsers hand out the object and throw only on use.
    storage.getItem('isAuthenticated');
    return { storage, persistent: true };
  } catch (error) {
    // Logged as an error (docs/product.md §8: a storage failure is logged), once per page and area.
    console.error(`${area}Storage is unavailable; changes will last until the page closes.`, error);
    return { storage: memoryStorage(), persistent: false };
  }
}

/** The page's storage of that area, or its in-memory stand-in where the browser blocks it. */
export function webStorage(area: StorageArea = 'local'): GuardedStorage {
  return (chosen[area] ??= open(area));
}

/** True when the page's localStorage is blocked and content lives in memory only. */
export function isStorageBlocked(): boolean {
  return !webStorage('local').persistent;
}
