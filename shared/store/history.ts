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
import type { Content, ContentKey } from '../content/model/model';
import { isContentKey } from '../content/model/model';
import { parseContentValue } from '../content/model/normalize';
import { defaultBackend, type HistoryBackend } from './history-storage';
import { UNDO_LABEL_PREFIX, type CommitLabel } from './commit-label';
import { conflictNames, titleOf } from './history-wording';
import { historyPerson } from './history-person';
import { mergeContent, sameValue, type ConflictPolicy, type MergeConflict } from './merge';
import type { CommitRecord, ContentStore } from './store';

export { HISTORY_DB_NAME, indexedDbHistoryBackend, memoryHistoryBackend, type HistoryBackend } from './history-storage';
export { describeChange, describeEntry, itemName, titleOf } from './history-wording';
export { UNDO_LABEL_PREFIX } from './commit-label';
export { historyPerson, setHistoryPerson } from './history-person';

export const HISTORY_MAX_ENTRIES = 100;
export const HISTORY_MAX_BYTES = 20 * 1024 * 1024;

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
  /** The change in plain words naming its items ("Saved project “Atlas”"); older entries have none. */
  title?: string;
  /** Who made it, when they were signed in to GitHub ("Ada Lovelace (@ada)"); absent otherwise. */
  by?: string;
}

export interface HistoryEntry extends HistorySummary {
  /** The value each key held before the change. */
  before: Partial<Record<ContentKey, unknown>>;
  /** The value each key held after it (absent in entries recorded before undo went per item). */
  after?: Partial<Record<ContentKey, unknown>>;
}

/** What an undo does with an item that was changed after the undone change. */
export type UndoChoice = 'ask' | 'restore-anyway' | 'keep-newer';

/** An undo stopped because items it would restore were changed since; nothing was written. */
export class UndoConflictError extends Error {
  constructor(readonly conflicts: readonly MergeConflict[], readonly names: readonly string[]) {
    super(`Changed since: ${names.join(', ')}.`);
    this.name = 'UndoConflictError';
  }
}

/** The store operations an undo needs. */
export type UndoableStore = Pick<ContentStore, 'getSnapshot' | 'reload' | 'merge'> & Partial<Pick<ContentStore, 'getStored'>>;

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
  /**
   * Undoes the newest change: only the items it touched go back. Returns false when there is
   * nothing to undo. With choice "ask" (the default) an item changed since by anyone stops
   * the undo with an UndoConflictError naming it; the editor then picks restore-anyway or keep-newer.
   */
  undoLatest(store: UndoableStore, choice?: UndoChoice): Promise<boolean>;
  /** Restores the items changed by entry `id` and every later change to how they were before it. */
  restoreBefore(store: UndoableStore, id: number, choice?: UndoChoice): Promise<void>;
  /** Undoes entry `id` alone: only the items it touched go back (later changes stay). */
  undo(store: UndoableStore, id: number, choice?: UndoChoice): Promise<void>;
  /** Empties the history on purpose ("Empty history"). */
  clear(): Promise<void>;
}

export interface HistoryOptions {
  backend?: HistoryBackend;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** The person behind the change being recorded (null: nobody signed in); the session's by default. */
  person?: () => string | null | undefined;
}

const sizeOf = (value: unknown) => JSON.stringify(value ?? null).length * 2;

export function createChangeHistory(options: HistoryOptions = {}): ChangeHistory {
  const backend = options.backend ?? defaultBackend();
  const maxEntries = options.maxEntries ?? HISTORY_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? HISTORY_MAX_BYTES;
  const now = options.now ?? Date.now;
  const person = options.person ?? historyPerson;
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

  /**
   * Undoes entries newest first down to `targetId`, on the current content: each entry's
   * after -> before change is merged item by item, so items no entry touched stay as they are.
   */
  async function restore(store: UndoableStore, targetId: number, choice: UndoChoice, only = false) {
    await queue;
    store.reload();
    const list = [...(await backend.summaries())].sort((a, b) => b.id - a.id);
    const target = list.find((entry) => entry.id === targetId);
    if (!target) throw new Error('This change is no longer in the history.');
    const policy: ConflictPolicy = choice === 'restore-anyway' ? 'mine' : choice === 'keep-newer' ? 'theirs' : 'refuse';
    const steps: { base: Partial<Content>; mine: Partial<Content> }[] = [];
    for (const entry of list) {
      if (entry.id < targetId) break;
      if (only && entry.id !== targetId) continue;
      const values = await backend.values(entry.id);
      if (!values) throw new Error('This change is no longer in the history.');
      steps.push({ base: checked(values.after ?? {}), mine: checked(values.before) });
    }
    const label: CommitLabel = `${UNDO_LABEL_PREFIX}${target.title ?? target.label}`;
    const run = (apply: ConflictPolicy) => {
      // One commit for every step, so the whole undo is written (or refused) at once.
      let working = store.getStored ? store.getStored() : store.getSnapshot();
      const start = working;
      const conflicts: MergeConflict[] = [];
      for (const step of steps) {
        // Older entries kept no "after": their keys are compared whole against the current value.
        const base = { ...step.base };
        for (const key of Object.keys(step.mine) as ContentKey[]) if (!(key in base)) base[key] = undefined as never;
        const result = mergeContent(Object.keys(step.mine) as ContentKey[], fill(base, working), step.mine, working, apply);
        conflicts.push(...result.conflicts);
        working = result.content;
      }
      return { start, working, conflicts };
    };
    const attempt = run(policy);
    if (policy === 'refuse' && attempt.conflicts.length) {
      throw new UndoConflictError(attempt.conflicts, conflictNames(attempt.conflicts, attempt.start, steps));
    }
    const keys = (Object.keys(attempt.working) as ContentKey[]).filter((key) => !sameValue(attempt.working[key], attempt.start[key]));
    if (keys.length) {
      const base: Partial<Content> = {};
      const mine: Partial<Content> = {};
      for (const key of keys) {
        (base as Record<string, unknown>)[key] = attempt.start[key];
        (mine as Record<string, unknown>)[key] = attempt.working[key];
      }
      const late = store.merge(label, base, mine, 'refuse');
      if (late.length) throw new UndoConflictError(late, conflictNames(late, store.getSnapshot(), steps));
    }
    await flush();
  }

  async function flush(): Promise<void> {
    await queue;
    await readEntries();
  }

  return {
    record({ label, before, after, changed }) {
      const kept: Partial<Record<ContentKey, unknown>> = {};
      const keptAfter: Partial<Record<ContentKey, unknown>> = {};
      const keys: ContentKey[] = [];
      for (const key of new Set(changed)) {
        if (!isContentKey(key)) continue;
        if (before[key] === after[key] || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
        kept[key] = before[key];
        keptAfter[key] = after[key];
        keys.push(key);
      }
      if (keys.length === 0) return;
      const by = person()?.trim();
      const entry: Omit<HistoryEntry, 'id'> = {
        label,
        time: now(),
        keys,
        bytes: sizeOf(kept) + sizeOf(keptAfter),
        title: titleOf(label, before, after),
        ...(by ? { by } : {}),
        before: kept,
        after: keptAfter,
      };
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
    async undoLatest(store, choice = 'ask') {
      await flush();
      const latest = entries[0];
      if (!latest) return false;
      await restore(store, latest.id, choice);
      return true;
    },
    restoreBefore: (store, id, choice = 'ask') => restore(store, id, choice),
    undo: (store, id, choice = 'ask') => restore(store, id, choice, true),
    async clear() {
      await enqueue(() => backend.clear());
      await flush();
    },
  };
}

/** Kept values are checked by the same schemas as any stored value before use. */
function checked(values: Partial<Record<ContentKey, unknown>>): Partial<Content> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isContentKey(key)) out[key] = parseContentValue(key, value);
  }
  return out as Partial<Content>;
}

/** A base with no kept value for a key (older entries) compares against the current value whole. */
function fill(base: Partial<Content>, current: Content): Partial<Content> {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    // Unknown "after": treat the current value as what the change left, unless it equals "before".
    if (value === undefined && isContentKey(key)) out[key] = current[key];
  }
  return out as Partial<Content>;
}

let browserHistory: ChangeHistory | null = null;

/** The page's one change history (shared by every tab of the origin through IndexedDB). */
export function getBrowserHistory(): ChangeHistory {
  browserHistory ??= createChangeHistory();
  return browserHistory;
}

