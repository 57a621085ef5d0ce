/**
 * The site's bases and clashes (docs/decisions/069) as the panel's store sees them: a mirror
 * (./mirror.ts) of the site origin's bases storage, read through the bridge when the panel
 * attaches and again when the site reports a change, so a base recorded by the panel's first
 * edit of a key, or a clash the editor settled, is kept in the site as /admin keeps it.
 */
import type { KeyValueStorage } from '../../shared/store/memory-storage';
import { BASES_KEYS, type BasesEntries } from '../messages';
import { createMirror, type MirrorEntries } from './mirror';

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
  const mirror = createMirror<string, BasesChange, BasesEntries | null>({
    // Only the site's bases keys cross; the store writes no other.
    keys: BASES_KEYS,
    initial: entries as MirrorEntries<string>,
    reports: 'all',
    change: (key, value) => ({ key, value }),
    send: (batch) => ({ request: () => options.send(batch) }),
    entriesOf: (result) => result as MirrorEntries<string> | null,
    onRemoteChange: () => options.onRemoteChange?.(),
  });
  return {
    storage: mirror.storage,
    applyRemote: (remote) => mirror.applyRemote(remote as MirrorEntries<string>).length > 0,
    settled: mirror.settled,
  };
}
