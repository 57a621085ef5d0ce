/**
 * Where the studio keeps, for each content key the editor changed, the published value that
 * change started from, and the clashes waiting for the editor's choice (docs/decisions/069):
 * this origin's IndexedDB (`lab-site-bases`), never localStorage, whose keys are the content's.
 * The store reads and writes synchronously, so it works on a mirror in memory: filled from
 * IndexedDB once (`ready`), every write passed on to IndexedDB in order (`flushed`).
 */
import { lazyDatabase, request, transactionDone } from './idb';
import { memoryStorage, writeThrough, type KeyValueStorage } from './memory-storage';

export const BASES_DB_NAME = 'lab-site-bases';
const ENTRIES = 'entries';

export interface PersistentBaseStorage {
  storage: KeyValueStorage;
  /** Resolves once what IndexedDB held is in the mirror (at once where IndexedDB is missing). */
  ready: Promise<void>;
  /** Resolves once every write so far reached IndexedDB. */
  flushed(): Promise<void>;
  /**
   * Once every write so far reached IndexedDB, reads it again into the mirror: another document
   * of the origin (the site's page beside the extension's content script) may have written since.
   */
  reload(): Promise<void>;
}

export function indexedDbBaseStorage(factory: IDBFactory | undefined = globalThis.indexedDB, name = BASES_DB_NAME): PersistentBaseStorage {
  const mirror = memoryStorage();
  if (!factory) return { storage: mirror, ready: Promise.resolve(), flushed: () => Promise.resolve(), reload: () => Promise.resolve() };
  const open = lazyDatabase(factory, name, (database) => {
    if (!database.objectStoreNames.contains(ENTRIES)) database.createObjectStore(ENTRIES);
  });
  /** Keys written here before IndexedDB was read: what was read must not replace them. */
  const touched = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  const write = (key: string, value: string | null) => {
    touched.add(key);
    queue = queue
      .then(async () => {
        const tx = (await open()).transaction(ENTRIES, 'readwrite');
        const done = transactionDone(tx);
        if (value === null) tx.objectStore(ENTRIES).delete(key);
        else tx.objectStore(ENTRIES).put(value, key);
        await done;
      })
      .catch(() => undefined);
  };
  /** Replaces the mirror with what IndexedDB holds, keeping keys written here meanwhile (`touched`). */
  const read = async () => {
    try {
      const tx = (await open()).transaction(ENTRIES, 'readonly');
      const keys = (await request(tx.objectStore(ENTRIES).getAllKeys())) as IDBValidKey[];
      const values = (await request(tx.objectStore(ENTRIES).getAll())) as unknown[];
      const held = new Map<string, string>();
      keys.forEach((key, index) => {
        const value = values[index];
        if (typeof key === 'string' && typeof value === 'string') held.set(key, value);
      });
      const present: string[] = [];
      for (let i = 0; i < mirror.length; i += 1) present.push(mirror.key(i)!);
      for (const key of present) if (!touched.has(key) && !held.has(key)) mirror.removeItem(key);
      for (const [key, value] of held) if (!touched.has(key)) mirror.setItem(key, value);
    } catch {
      // Without IndexedDB the edits are treated as started from the build this page runs.
    }
  };
  const ready = read();
  const reload = async () => {
    await ready;
    await queue;
    // Every write so far is in IndexedDB now: what it holds is newer than the mirror.
    touched.clear();
    await read();
  };
  const storage = writeThrough(mirror, (key, value) => write(key, value));
  return { storage, ready, flushed: () => queue, reload };
}
