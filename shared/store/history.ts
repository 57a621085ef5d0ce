/**
 * Change history: every store commit becomes an undoable entry holding the previous values
 * of the keys it changed. Entries live in IndexedDB (database "lab-site-history"), not in
 * localStorage: a history of full lists would eat the ~5 MB quota the content itself needs,
 * and "Clear All Storage" must not take the history with it (it only clears localStorage).
 *
 * Bounded: the newest HISTORY_MAX_ENTRIES entries and at most HISTORY_MAX_BYTES in total
 * (estimated two bytes per character, like the storage usage view); the oldest go first.
 * See docs/decisions/007-change-history-and-csp.md.
 *
 * Undo never deletes entries: restoring is itself a commit, recorded like any other, so an
 * undo can be undone too. Only "Empty history" (clear) removes entries on purpose.
 */
import type { Content, ContentKey } from '../content/model';
import { ENTITY_LABELS, isContentKey, isEntityKind } from '../content/model';
import { parseContentValue } from '../content/normalize';
import type { CommitRecord, ContentStore } from './store';

export const HISTORY_DB_NAME = 'lab-site-history';
export const HISTORY_MAX_ENTRIES = 100;
export const HISTORY_MAX_BYTES = 20 * 1024 * 1024;

const SUMMARIES = 'summaries';
const VALUES = 'values';

/** What the history view lists; the stored values stay in IndexedDB until needed. */
export interface HistorySummary {
  id: number;
  /** The store's commit label, e.g. "save projects", "reset to defaults", "clear storage". */
  label: string;
  time: number;
  /** Content keys the change altered. */
  keys: ContentKey[];
  /** Estimated size of the kept values (two bytes per character). */
  bytes: number;
}

export interface HistoryEntry extends HistorySummary {
  /** The value each key held before the change. */
  before: Partial<Record<ContentKey, unknown>>;
}

/** Where entries are kept: IndexedDB in a browser, memory where IndexedDB is missing. */
export interface HistoryBackend {
  add(entry: Omit<HistoryEntry, 'id'>): Promise<number>;
  summaries(): Promise<HistorySummary[]>;
  values(id: number): Promise<HistoryEntry['before'] | undefined>;
  remove(ids: readonly number[]): Promise<void>;
  clear(): Promise<void>;
}

export interface ChangeHistory {
  /** Records a store commit (the store's onCommit hook). Synchronous; the write is queued. */
  record(commit: CommitRecord): void;
  /** Entries, newest first, as last read (for views; see subscribe). */
  getEntries(): readonly HistorySummary[];
  subscribe(listener: () => void): () => void;
  /** Re-reads the entries (another tab may have recorded some). */
  refresh(): Promise<readonly HistorySummary[]>;
  /** Resolves once every recorded change is safely written (await before reloading the page). */
  flush(): Promise<void>;
  /** Undoes the newest change. Returns false when there is nothing to undo. */
  undoLatest(store: Pick<ContentStore, 'getSnapshot' | 'reload' | 'replaceAll'>): Promise<boolean>;
  /** Restores content to how it was just before entry `id` (undoing it and every later change). */
  restoreBefore(store: Pick<ContentStore, 'getSnapshot' | 'reload' | 'replaceAll'>, id: number): Promise<void>;
  /** Empties the history on purpose ("Empty history"). */
  clear(): Promise<void>;
}

export interface HistoryOptions {
  backend?: HistoryBackend;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

const sizeOf = (value: unknown) => JSON.stringify(value ?? null).length * 2;

/** The label an undo or restore is recorded under. */
export const UNDO_LABEL_PREFIX = 'undo: ';

export function createChangeHistory(options: HistoryOptions = {}): ChangeHistory {
  const backend = options.backend ?? defaultBackend();
  const maxEntries = options.maxEntries ?? HISTORY_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? HISTORY_MAX_BYTES;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));
  const listeners = new Set<() => void>();
  let entries: readonly HistorySummary[] = [];
  // Writes run one after another, in commit order.
  let queue: Promise<unknown> = Promise.resolve();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readEntries(): Promise<readonly HistorySummary[]> {
    const list = await backend.summaries();
    entries = [...list].sort((a, b) => b.id - a.id);
    notify();
    return entries;
  }

  /** Drops the oldest entries beyond the count and size bounds (the newest always stays). */
  async function trim(): Promise<void> {
    const list = [...(await backend.summaries())].sort((a, b) => b.id - a.id);
    const drop: number[] = [];
    let total = 0;
    list.forEach((entry, index) => {
      total += entry.bytes;
      if (index > 0 && (index >= maxEntries || total > maxBytes)) drop.push(entry.id);
    });
    if (drop.length) await backend.remove(drop);
  }

  async function loadValues(id: number): Promise<HistoryEntry['before']> {
    const values = await backend.values(id);
    if (!values) throw new Error('This change is no longer in the history.');
    return values;
  }

  /** Content as it was before entry `targetId`: the kept values applied newest first. */
  async function contentBefore(current: Content, targetId: number): Promise<{ content: Content; label: string }> {
    const list = [...(await backend.summaries())].sort((a, b) => b.id - a.id);
    const target = list.find((entry) => entry.id === targetId);
    if (!target) throw new Error('This change is no longer in the history.');
    const next = { ...current } as Record<ContentKey, unknown>;
    for (const entry of list) {
      if (entry.id < targetId) break;
      const before = await loadValues(entry.id);
      for (const [key, value] of Object.entries(before)) {
        // Kept values are checked by the same schemas as any stored value before use.
        if (isContentKey(key)) next[key] = parseContentValue(key, value);
      }
    }
    return { content: next as unknown as Content, label: target.label };
  }

  async function restore(store: Pick<ContentStore, 'getSnapshot' | 'reload' | 'replaceAll'>, id: number) {
    await queue;
    store.reload();
    const { content, label } = await contentBefore(store.getSnapshot(), id);
    store.replaceAll(content, `${UNDO_LABEL_PREFIX}${label}`);
    await flush();
  }

  async function flush(): Promise<void> {
    await queue;
    await readEntries();
  }

  return {
    record({ label, before, after, changed }) {
      const kept: Partial<Record<ContentKey, unknown>> = {};
      const keys: ContentKey[] = [];
      for (const key of new Set(changed)) {
        if (!isContentKey(key)) continue;
        if (before[key] === after[key] || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
        kept[key] = before[key];
        keys.push(key);
      }
      if (keys.length === 0) return;
      const entry: Omit<HistoryEntry, 'id'> = { label, time: now(), keys, bytes: sizeOf(kept), before: kept };
      enqueue(async () => {
        await backend.add(entry);
        await trim();
        await readEntries();
      }).catch((error) => log('The change history could not record a change.', error));
    },
    getEntries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: () => enqueue(readEntries),
    flush,
    async undoLatest(store) {
      await flush();
      const latest = entries[0];
      if (!latest) return false;
      await restore(store, latest.id);
      return true;
    },
    restoreBefore: (store, id) => restore(store, id),
    async clear() {
      await enqueue(() => backend.clear());
      await flush();
    },
  };
}

/* ---------------------------------------------------------------- backends */

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

/** History kept in IndexedDB: small summaries for listing, the values in a second store. */
export function indexedDbHistoryBackend(factory: IDBFactory = indexedDB, name = HISTORY_DB_NAME): HistoryBackend {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise((resolve, reject) => {
      const req = factory.open(name, 1);
      req.onupgradeneeded = () => {
        const database = req.result;
        if (!database.objectStoreNames.contains(SUMMARIES)) database.createObjectStore(SUMMARIES, { keyPath: 'id', autoIncrement: true });
        if (!database.objectStoreNames.contains(VALUES)) database.createObjectStore(VALUES);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        db = null;
        reject(req.error ?? new Error('IndexedDB unavailable'));
      };
    });
    return db;
  };
  return {
    async add({ before, ...summary }) {
      const tx = (await open()).transaction([SUMMARIES, VALUES], 'readwrite');
      const done = transactionDone(tx);
      const id = (await request(tx.objectStore(SUMMARIES).add(summary))) as number;
      tx.objectStore(VALUES).put(before, id);
      await done;
      return id;
    },
    async summaries() {
      const tx = (await open()).transaction(SUMMARIES, 'readonly');
      return (await request(tx.objectStore(SUMMARIES).getAll())) as HistorySummary[];
    },
    async values(id) {
      const tx = (await open()).transaction(VALUES, 'readonly');
      return (await request(tx.objectStore(VALUES).get(id))) as HistoryEntry['before'] | undefined;
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
      return [...rows.values()].map(({ before: _before, ...summary }) => summary);
    },
    async values(id) {
      const row = rows.get(id);
      return row ? structuredClone(row.before) : undefined;
    },
    async remove(ids) {
      for (const id of ids) rows.delete(id);
    },
    async clear() {
      rows.clear();
    },
  };
}

function defaultBackend(): HistoryBackend {
  return typeof indexedDB === 'undefined' ? memoryHistoryBackend() : indexedDbHistoryBackend();
}

let browserHistory: ChangeHistory | null = null;

/** The page's one change history (shared by every tab of the origin through IndexedDB). */
export function getBrowserHistory(): ChangeHistory {
  browserHistory ??= createChangeHistory();
  return browserHistory;
}

const PLAIN_LABELS: Record<string, string> = {
  featured: 'Changed the featured items',
  'team image': 'Changed the team image',
  topics: 'Added topics to the colour registry',
  'add topic': 'Added a topic colour',
  'edit topic': 'Edited a topic colour',
  'remove topic': 'Removed a topic colour',
  'reset to defaults': 'Reset all data to defaults',
  'clean up news': 'Cleaned up news items',
  'reset news': 'Reset news items',
  'repair links': 'Repaired team-project links',
  'replace all': 'Replaced all content',
  'clear storage': 'Cleared all storage',
};

/** A change's label in plain words for editors ("save teamMembers" -> "Saved a team member"). */
export function describeChange(label: string): string {
  if (label.startsWith(UNDO_LABEL_PREFIX)) return `Undid: ${describeChange(label.slice(UNDO_LABEL_PREFIX.length))}`;
  const [verb, kind] = label.split(' ', 2);
  if (kind && isEntityKind(kind)) {
    const names = ENTITY_LABELS[kind];
    if (verb === 'save') return `Saved a ${names.singular}`;
    if (verb === 'delete') return `Deleted a ${names.singular}`;
    if (verb === 'reorder') return `Reordered ${names.plural}`;
  }
  return PLAIN_LABELS[label] ?? label.charAt(0).toUpperCase() + label.slice(1);
}
