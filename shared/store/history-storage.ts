/**
 * Where the change history keeps its entries: IndexedDB in a browser (small summaries for the
 * list in one object store, the kept values in another), memory where IndexedDB is missing.
 */
import type { HistoryEntry, HistorySummary } from './history';
import { lazyDatabase, request, transactionDone } from './idb';

export const HISTORY_DB_NAME = 'lab-site-history';

const SUMMARIES = 'summaries';
const VALUES = 'values';

/** Where entries are kept: IndexedDB in a browser, memory where IndexedDB is missing. */
export interface HistoryBackend {
  add(entry: Omit<HistoryEntry, 'id'>): Promise<number>;
  summaries(): Promise<HistorySummary[]>;
  values(id: number): Promise<Pick<HistoryEntry, 'before' | 'after'> | undefined>;
  remove(ids: readonly number[]): Promise<void>;
  clear(): Promise<void>;
}

/** History kept in IndexedDB: small summaries for listing, the values in a second store. */
export function indexedDbHistoryBackend(factory: IDBFactory = indexedDB, name = HISTORY_DB_NAME): HistoryBackend {
  const open = lazyDatabase(factory, name, (database) => {
    if (!database.objectStoreNames.contains(SUMMARIES)) database.createObjectStore(SUMMARIES, { keyPath: 'id', autoIncrement: true });
    if (!database.objectStoreNames.contains(VALUES)) database.createObjectStore(VALUES);
  });
  return {
    async add({ before, after, ...summary }) {
      const values = { before, after };
      const tx = (await open()).transaction([SUMMARIES, VALUES], 'readwrite');
      const done = transactionDone(tx);
      const id = (await request(tx.objectStore(SUMMARIES).add(summary))) as number;
      tx.objectStore(VALUES).put({ version: 2, before: values.before, after: values.after }, id);
      await done;
      return id;
    },
    async summaries() {
      const tx = (await open()).transaction(SUMMARIES, 'readonly');
      return (await request(tx.objectStore(SUMMARIES).getAll())) as HistorySummary[];
    },
    async values(id) {
      const tx = (await open()).transaction(VALUES, 'readonly');
      const raw = (await request(tx.objectStore(VALUES).get(id))) as
        | { version: 2; before: HistoryEntry['before']; after?: HistoryEntry['after'] }
        | HistoryEntry['before']
        | undefined;
      if (!raw) return undefined;
      // Entries from before undo went per item hold only the "before" values.
      if ('version' in raw && (raw as { version?: unknown }).version === 2) {
        const kept = raw as { before: HistoryEntry['before']; after?: HistoryEntry['after'] };
        return { before: kept.before, after: kept.after };
      }
      return { before: raw as HistoryEntry['before'] };
    },
    async remove(ids) {
      const tx = (await open()).transaction([SUMMARIES, VALUES], 'readwrite');
      const done = transactionDone(tx);
      for (const id of ids) {
        tx.objectStore(SUMMARIES).delete(id);
        tx.objectStore(VALUES).delete(id);
      }
      await done;
    },
    async clear() {
      const tx = (await open()).transaction([SUMMARIES, VALUES], 'readwrite');
      const done = transactionDone(tx);
      tx.objectStore(SUMMARIES).clear();
      tx.objectStore(VALUES).clear();
      await done;
    },
  };
}

/** History kept for the life of the page only (no IndexedDB available). */
export function memoryHistoryBackend(): HistoryBackend {
  const rows = new Map<number, HistoryEntry>();
  let next = 1;
  return {
    async add(entry) {
      const id = next++;
      rows.set(id, { ...structuredClone(entry), id });
      return id;
    },
    async summaries() {
      return [...rows.values()].map(({ before: _before, after: _after, ...summary }) => summary);
    },
    async values(id) {
      const row = rows.get(id);
      return row ? structuredClone({ before: row.before, after: row.after }) : undefined;
    },
    async remove(ids) {
      for (const id of ids) rows.delete(id);
    },
    async clear() {
      rows.clear();
    },
  };
}

export function defaultBackend(): HistoryBackend {
  return typeof indexedDB === 'undefined' ? memoryHistoryBackend() : indexedDbHistoryBackend();
}

