/**
 * The panel's mirror (./mirror.ts) of the site's content keys in its localStorage. Every write
 * is forwarded together with the text it replaced, so the site can refuse a write based on stale
 * content, and with the change's label; the site's answer says whether it was written. What the
 * site reports back (its own edits, other tabs) is applied to the mirror.
 */
import { CONTENT_KEYS, type ContentKey } from '../../shared/content/model/model';
import type { KeyValueStorage } from '../../shared/store/persistence';
import type { CommitLabel } from '../../shared/store/commit-label';
import type { WriteAck } from '../../shared/store/store';
import type { ContentEntries } from '../messages';
import { createMirror } from './mirror';

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
  let nextLabel: CommitLabel | undefined;
  let latest: { awaited: boolean; done: Promise<WriteAck> } | null = null;
  const mirror = createMirror<ContentKey, PendingChange, SendResult>({
    // Keys other than content (e.g. the store's backup of unreadable text) stay in the panel.
    keys: CONTENT_KEYS,
    initial: entries,
    quota: Math.max(0, SITE_QUOTA_CHARS - (options.otherChars ?? 0)),
    reports: 'named',
    // A batch keeps the text its first change to a key replaced, so the site can refuse a stale write.
    change: (key, value, before, earlier) => ({ key, value, expected: earlier ? earlier.expected : before }),
    send(batch) {
      const label = nextLabel;
      nextLabel = undefined;
      let settle: (ack: WriteAck) => void = () => {};
      const record = { awaited: false, done: new Promise<WriteAck>((resolve) => (settle = resolve)) };
      latest = record;
      return {
        request: () => options.send(batch, label),
        answered(result) {
          const ack: WriteAck = result?.ack ?? { ok: false, reason: 'failed', message: 'The site tab did not answer.' };
          if (!ack.ok && !record.awaited) options.onRefused?.(ack);
          settle(ack);
        },
      };
    },
    entriesOf: (result) => result.entries,
    onRemoteChange: options.onRemoteChange,
  });

  return {
    storage: mirror.storage,
    applyRemote: mirror.applyRemote,
    settled: mirror.settled,
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
