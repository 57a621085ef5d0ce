/**
 * What the panel's two bridges to the site tab share (./bridge-storage.ts for the content keys,
 * ./bridge-bases.ts for the bases of docs/decisions/069): the store needs synchronous storage,
 * and the site's storage is a message away. So the panel keeps a mirror of the site's keys. The
 * store reads and writes the mirror at once; the writes go to the site in one batch a microtask
 * later, one batch after another so the site sees them in the order they were made; what the
 * site reports back is applied to the mirror, except to keys with a write still on its way (a
 * report about them may predate the write).
 */
import { memoryStorage, writeThrough, type KeyValueStorage } from '../../shared/store/memory-storage';

/** One key's write as a batch carries it. */
export interface MirrorChange<K extends string> {
  key: K;
  value: string | null;
}

/** The site's keys as it reports them: a missing key is unknown or absent, as `reports` says. */
export type MirrorEntries<K extends string> = Partial<Record<K, string | null | undefined>>;

export interface MirrorOptions<K extends string, C extends MirrorChange<K>, R> {
  /** The site's keys the mirror forwards; writes to other keys stay in the panel. */
  keys: readonly K[];
  /** What the site held when the panel attached. */
  initial: MirrorEntries<K>;
  /** The characters the mirror may hold, as the site's storage would refuse more. */
  quota?: number;
  /**
   * How a report treats a key it does not name: 'all' when a report names every key it holds
   * (a missing key was removed), 'named' when it names only some (a missing key is left alone).
   */
  reports: 'all' | 'named';
  /** The change a write makes; `earlier` is the same batch's earlier change to the key, `before` the mirror's text. */
  change(key: K, value: string | null, before: string | null, earlier: C | undefined): C;
  /**
   * Called as a batch leaves, in the order batches are made: its request (run once the batches
   * before it were answered) and, optionally, what to do with the answer once the mirror took it in.
   */
  send(batch: C[]): { request: () => Promise<R>; answered?: (result: R | null) => void };
  /** The site's keys after the batch, from its answer (null when it did not say). */
  entriesOf(result: R): MirrorEntries<K> | null;
  /** The site's answer changed the mirror. */
  onRemoteChange?: (keys: K[]) => void;
}

export interface Mirror<K extends string> {
  storage: KeyValueStorage;
  /** Takes in what the site reports (keys being written are left alone); returns the keys whose text changed. */
  applyRemote(entries: MirrorEntries<K>): K[];
  /** Resolves when every forwarded write so far has been answered. */
  settled(): Promise<void>;
}

export function createMirror<K extends string, C extends MirrorChange<K>, R>(options: MirrorOptions<K, C, R>): Mirror<K> {
  const isKey = (key: string): key is K => (options.keys as readonly string[]).includes(key);
  const initial: Record<string, string> = {};
  for (const key of options.keys) {
    const value = options.initial[key];
    if (typeof value === 'string') initial[key] = value;
  }
  const mirror = memoryStorage(initial, options.quota);
  let pending = new Map<K, C>();
  /** Keys of batches sent but not answered. */
  const sending = new Map<K, number>();
  let inFlight: Promise<void> = Promise.resolve();

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length === 0) return;
    for (const { key } of batch) sending.set(key, (sending.get(key) ?? 0) + 1);
    const { request, answered } = options.send(batch);
    inFlight = inFlight.then(async () => {
      let result: R | null;
      try {
        result = await request().catch(() => null);
      } finally {
        for (const { key } of batch) {
          const left = (sending.get(key) ?? 1) - 1;
          if (left > 0) sending.set(key, left);
          else sending.delete(key);
        }
      }
      const after = result === null ? null : options.entriesOf(result);
      if (after) {
        const changed = applyRemote(after);
        if (changed.length) options.onRemoteChange?.(changed);
      }
      answered?.(result);
    });
  };

  const record = (key: string, value: string | null, before: string | null) => {
    // Removing what is not there changes nothing.
    if (!isKey(key) || (value === null && before === null)) return;
    if (pending.size === 0) queueMicrotask(flush);
    pending.set(key, options.change(key, value, before, pending.get(key)));
  };

  // A write to the mirror that it refuses (its quota) throws, and then nothing is sent.
  const storage = writeThrough(mirror, record);

  function applyRemote(remote: MirrorEntries<K>): K[] {
    const changed: K[] = [];
    for (const key of options.keys) {
      if (options.reports === 'named' && !(key in remote)) continue;
      if (pending.has(key) || sending.has(key)) continue;
      const value = remote[key] ?? null;
      if (mirror.getItem(key) === value) continue;
      if (value === null) mirror.removeItem(key);
      else mirror.setItem(key, value);
      changed.push(key);
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
