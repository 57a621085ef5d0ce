/**
 * One way to open a content store in unit tests: over the given storage (memory by default)
 * with the seed as defaults, and quiet (alerts and logs are collected, not printed).
 */
import { vi } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';
import { CONTENT_KEYS } from '../../shared/content/model/model';
import { createContentStore } from '../../shared/store/store';
import type { StoreOptions } from '../../shared/store/store-types';

export function testStore(storage: KeyValueStorage = memoryStorage(), options: Partial<StoreOptions> = {}) {
  return createContentStore({ storage, seed: seedContent, alert: vi.fn(), log: vi.fn(), ...options });
}
/** The clock of the persistence tests. */
export const NOW = 1_732_212_345_678;

/** A store over `storage` with its alerts, events and commits recorded. */
export function setup(storage: KeyValueStorage = memoryStorage(), extra: Partial<StoreOptions> = {}) {
  const alert = vi.fn();
  const emit = vi.fn();
  const onCommit = vi.fn();
  const store = testStore(storage, { alert, emit, onCommit, now: () => NOW, ...extra });
  return { store, storage, alert, emit, onCommit };
}

/** Every key/value of a storage, to compare before and after. */
export function dump(storage: KeyValueStorage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) out[storage.key(i)!] = storage.getItem(storage.key(i)!)!;
  return out;
}

/** A storage already holding the whole seed under the spec keys. */
export function seededStorage(quotaChars = Infinity): KeyValueStorage {
  const storage = memoryStorage({}, quotaChars);
  const seed = seedContent();
  for (const key of CONTENT_KEYS) storage.setItem(key, JSON.stringify(seed[key]));
  return storage;
}

/** Characters a storage holds, keys included. */
export const used = (storage: KeyValueStorage) =>
  Object.entries(dump(storage)).reduce((sum, [k, v]) => sum + k.length + v.length, 0);

/** JSON with keys sorted: the same values compare equal whatever the key order of a record. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}
