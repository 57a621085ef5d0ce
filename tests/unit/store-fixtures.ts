/**
 * One way to open a content store in unit tests: over the given storage (memory by default)
 * with the seed as defaults, and quiet (alerts and logs are collected, not printed).
 */
import { vi } from 'vitest';
import { seedContent } from '../../shared/content/seed';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';
import { createContentStore } from '../../shared/store/store';
import type { StoreOptions } from '../../shared/store/store-types';

export function testStore(storage: KeyValueStorage = memoryStorage(), options: Partial<StoreOptions> = {}) {
  return createContentStore({ storage, seed: seedContent, alert: vi.fn(), log: vi.fn(), ...options });
}
