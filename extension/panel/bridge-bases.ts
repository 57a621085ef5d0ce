/**
 * The site's bases and clashes (docs/decisions/069) as the panel's store sees them: a mirror of
 * the site origin's bases storage, read through the bridge when the panel attaches and again
 * when the site reports a change. The store reads and writes the mirror at once; its writes go
 * to the site tab in one batch a microtask later, in order, so a base recorded by the panel's
 * first edit of a key, or a clash the editor settled, is kept in the site as /admin keeps it.
 */
import { memoryStorage, type KeyValueStorage } from '../../shared/store/memory-storage';
import { BASES_KEYS, type BasesEntries } from '../messages';

export interface BasesChange {
  key: string;
  value: string | null;
}

export interface BridgeBases {
  storage: KeyValueStorage;
  /** Takes in the site's bases (keys being written are left alone); true when the mirror changed. */
  applyRemote(entries: BasesEntries): boolean;
  /** Resolves when every forwarded write so far has been answered. */
  settled(): Promise<void>;
}

export function createBridgeBases(
  entries: BasesEntries,
  options: {
    /** Forwards a batch; resolves to the site's bases after it (null when the site did not take it). */
    send: (changes: BasesChange[]) => Promise<BasesEntries | null>;
    /** The site's answer changed the mirror. */
    onRemoteChange?: () => void;
  },
): BridgeBases {
  const initial: Record<string, string> = {};
  for (const key of BASES_KEYS) {
    const value = (entries as Record<string, string | undefined>)[key];
    if (typeof value === 'string') initial[key] = value;
  }
  const mirror = memoryStorage(initial);
  let pending = new Map<string, BasesChange>();
  const sending = new Map<string, number>();
  let inFlight: Promise<void> = Promise.resolve();

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length === 0) return;
    for (const { key } of batch) sending.set(key, (sending.get(key) ?? 0) + 1);
    inFlight = inFlight.then(async () => {
      let after: BasesEntries | null;
      try {
        after = await options.send(batch).catch(() => null);
      } finally {
        for (const { key } of batch) {
          const left = (sending.get(key) ?? 1) - 1;
          if (left > 0) sending.set(key, left);
          else sending.delete(key);
        }
      }
      if (after && applyRemote(after)) options.onRemoteChange?.();
    });
  };

  const record = (key: string, value: string | null) => {
    if (pending.size === 0) queueMicrotask(flush);
    pending.set(key, { key, value });
  };

  const storage: KeyValueStorage = {
    get length() {
      return mirror.length;
    },
    key: (index) => mirror.key(index),
    getItem: (key) => mirror.getItem(key),
    setItem(key, value) {
      mirror.setItem(key, value);
      // Only the site's bases keys cross; the store writes no other.
      if ((BASES_KEYS as readonly string[]).includes(key)) record(key, value);
    },
    removeItem(key) {
      if (mirror.getItem(key) === null) return;
      mirror.removeItem(key);
      if ((BASES_KEYS as readonly string[]).includes(key)) record(key, null);
    },
  };

  function applyRemote(remote: BasesEntries): boolean {
    let changed = false;
    for (const key of BASES_KEYS) {
      if (pending.has(key) || sending.has(key)) continue;
      const value = (remote as Record<string, string | undefined>)[key] ?? null;
      if (mirror.getItem(key) === value) continue;
      if (value === null) mirror.removeItem(key);
      else mirror.setItem(key, value);
      changed = true;
    }
    return changed;
  }

  return {
    storage,
    applyRemote,
    settled: async () => {
      await Promise.resolve();
      await inFlight;
    },
  };
}
