/**
 * The panel's store needs synchronous storage, but the site's localStorage is a message away.
 * So the panel keeps a mirror of the site's content keys: the store reads and writes the
 * mirror at once, and every write is forwarded to the site tab in one batch a microtask
 * later, together with the text it replaced so the site can refuse a write based on stale
 * content. What the site reports back (its own edits, other tabs) is applied to the mirror.
 */
import { CONTENT_KEYS, isContentKey, type ContentKey } from '../../shared/content/model';
import { memoryStorage, type KeyValueStorage } from '../../shared/store/persistence';
import type { CommitLabel } from '../../shared/store/commit-label';
import type { WriteAck } from '../../shared/store/store';
import type { ContentEntries } from '../messages';

/** localStorage holds about 5 M characters an origin; the mirror refuses what the site would. */
export const SITE_QUOTA_CHARS = 5_000_000;

export interface PendingChange {
  key: ContentKey;
  value: string | null;
  expected: string | null;
}

export interface BridgeStorage {
  storage: KeyValueStorage;
  /** Takes in what the site reports (keys being written are left alone); returns the keys whose text changed. */
  applyRemote(entries: ContentEntries): ContentKey[];
  /** Resolves when every forwarded write so far has been answered. */
  settled(): Promise<void>;
  /** Names the change being made (the store's commit label), sent with its batch. */
  label(text: CommitLabel): void;
  /**
   * The site's answer to the latest batch: ok once the site's storage holds it. A caller that
   * waits for it handles a refusal itself (the form keeps its values); otherwise onRefused is told.
   */
  whenWritten(): Promise<WriteAck>;
}

/** What the site answered to one batch. */
export interface SendResult {
  /** The site's content after the request (written or refused), when it answered. */
  entries: ContentEntries | null;
  ack: WriteAck;
}

export function createBridgeStorage(
  entries: ContentEntries,
  options: {
    otherChars?: number;
    /** Forwards a batch; resolves to the site's answer. */
    send: (changes: PendingChange[], label: CommitLabel | undefined) => Promise<SendResult>;
    /** Called when the site's answer changed the mirror (a refused write, a concurrent edit). */
    onRemoteChange?: (keys: ContentKey[]) => void;
    /** A refused batch nobody waited for (a delete, a reorder): tell the editor. */
    onRefused?: (ack: Exclude<WriteAck, { ok: true }>) => void;
  },
): BridgeStorage {
  const initial: Record<string, string> = {};
  for (const key of CONTENT_KEYS) {
    const value = entries[key];
    if (typeof value === 'string') initial[key] = value;
  }
  const mirror = memoryStorage(initial, Math.max(0, SITE_QUOTA_CHARS - (options.otherChars ?? 0)));
  let pending = new Map<ContentKey, PendingChange>();
  let inFlight: Promise<void> = Promise.resolve();
  /** Keys of batches sent but not answered: a report about them may predate the write. */
  const sending = new Map<ContentKey, number>();
  let nextLabel: CommitLabel | undefined;
  let latest: { awaited: boolean; done: Promise<WriteAck> } | null = null;

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    const label = nextLabel;
    nextLabel = undefined;
    if (batch.length === 0) return;
    for (const { key } of batch) sending.set(key, (sending.get(key) ?? 0) + 1);
    let settle: (ack: WriteAck) => void = () => {};
    const record = { awaited: false, done: new Promise<WriteAck>((resolve) => (settle = resolve)) };
    latest = record;
    // Batches go out one after another, so the site sees them in the order they were made.
    inFlight = inFlight.then(async () => {
      let after: ContentEntries | null = null;
      let ack: WriteAck = { ok: false, reason: 'failed', message: 'The site tab did not answer.' };
      try {
        const result = await options.send(batch, label).catch(() => null);
        if (result) ({ entries: after, ack } = result);
      } finally {
        for (const { key } of batch) {
          const left = (sending.get(key) ?? 1) - 1;
          if (left > 0) sending.set(key, left);
          else sending.delete(key);
        }
      }
      if (after) {
        const changed = applyRemote(after);
        if (changed.length) options.onRemoteChange?.(changed);
      }
      if (!ack.ok && !record.awaited) options.onRefused?.(ack);
      settle(ack);
    });
  };

  /** Queues a change; `before` is the mirror's text just before it (the batch keeps the first). */
  const record = (key: string, value: string | null, before: string | null) => {
    // Keys other than content (e.g. the store's backup of unreadable text) stay in the panel.
    if (!isContentKey(key)) return;
    const earlier = pending.get(key);
    if (pending.size === 0) queueMicrotask(flush);
    pending.set(key, { key, value, expected: earlier ? earlier.expected : before });
  };

  const storage: KeyValueStorage = {
    get length() {
      return mirror.length;
    },
    key: (index) => mirror.key(index),
    getItem: (key) => mirror.getItem(key),
    setItem(key, value) {
      const before = mirror.getItem(key);
      mirror.setItem(key, value); // throws like a full localStorage would; then nothing is sent
      record(key, value, before);
    },
    removeItem(key) {
      const before = mirror.getItem(key);
      if (before === null) return;
      mirror.removeItem(key);
      record(key, null, before);
    },
  };

  function applyRemote(remote: ContentEntries): ContentKey[] {
    const changed: ContentKey[] = [];
    for (const key of CONTENT_KEYS) {
      if (!(key in remote) || pending.has(key) || sending.has(key)) continue;
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
    label(text) {
      nextLabel ??= text;
    },
    async whenWritten() {
      // The batch of a change made just now is sent a microtask later.
      await Promise.resolve();
      const record = latest;
      if (!record) return { ok: true };
      record.awaited = true;
      return record.done;
    },
  };
}
