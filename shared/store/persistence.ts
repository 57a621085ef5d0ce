/**
 * The only code that touches localStorage (through the Storage-like interface below):
 * reading content keys with repair and backup, and writing changed keys atomically.
 */
import type { Content, ContentKey } from '../content/model/model';
import { CONTENT_KEYS, contentKeyLabel, isEntityKind, type EntityKind } from '../content/model/model';
import { renameReferences } from '../content/model/ids';
import { countRejectedColors, parseContentValue, repairList } from '../content/model/normalize';
import { MESSAGES } from '../content/model/validation';

export { memoryStorage, type KeyValueStorage } from './memory-storage';
import type { KeyValueStorage } from './memory-storage';

/** Where a key's unreadable original text is kept for recovery. */
export const backupKey = (key: ContentKey) => `backup:${key}`;

export interface LoadIssue {
  key: ContentKey;
  /** What went wrong, for logs and the studio's notice. */
  reason: string;
  /** The key under which the original text was kept, when it could be kept. */
  backupKey: string | null;
  /** Set when the key was read but this many colours outside the grammar became defaults. */
  rejectedColors?: number;
  /** Set when the key was read but these items' ids were not readable ids: each was given one (`to`, docs/decisions/068). */
  unfitIds?: { id: string; name: string; to?: string }[];
}

export interface LoadResult {
  content: Content;
  issues: LoadIssue[];
  /**
   * Keys whose loaded value is not what storage holds: the data sets whose items were given
   * readable ids, and the keys whose links follow them. The store writes them with its next save,
   * so a later load renames nothing that was written since.
   */
  repaired: ContentKey[];
}

// The two text-valued keys may hold bare text (written by hand or by an older site) rather than JSON.
const PLAIN_TEXT_KEYS: readonly ContentKey[] = ['teamImage', 'teamImagePosition'];

function parseStoredText(key: ContentKey, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    if (PLAIN_TEXT_KEYS.includes(key) && raw.trim() !== '') return raw;
    throw error;
  }
}

/** Reads one key: absent -> seed; unreadable -> seed, original kept under a backup key. */
export function readKey<K extends ContentKey>(
  storage: KeyValueStorage,
  key: K,
  seed: Content,
): { value: Content[K]; issue: LoadIssue | null } {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    return { value: seed[key], issue: { key, reason: `unreadable: ${String(error)}`, backupKey: null } };
  }
  if (raw === null) return { value: seed[key], issue: null };
  const keep = (): string | null => {
    const kept = backupKey(key);
    try {
      // Never overwrite an earlier backup: the first bad text is the one worth recovering.
      if (storage.getItem(kept) === null) storage.setItem(kept, raw);
      return kept;
    } catch {
      return null;
    }
  };
  try {
    const stored = parseStoredText(key, raw);
    const value = parseContentValue(key, stored);
    // Items whose id the site cannot use (docs/decisions/068) were given readable ids from their
    // names (normalize.ts); the original text is kept and the editor told which.
    const unfit = isEntityKind(key) ? (repairList(key, stored).report.unfit ?? []) : [];
    if (unfit.length > 0) {
      const names = unfit.map((item) => `“${item.name}” (${JSON.stringify(item.id).slice(1, -1)} → ${item.to})`).join(', ');
      const many = unfit.length > 1;
      const reason = `held ${unfit.length} item${many ? 's' : ''} whose id${many ? 's were' : ' was'} not a readable id, given a readable one: ${names}`;
      return { value, issue: { key, reason: reason.length > 400 ? `${reason.slice(0, 399)}…` : reason, backupKey: keep(), unfitIds: unfit } };
    }
    const colors = countRejectedColors(key, stored);
    if (colors === 0) return { value, issue: null };
    // The rest of the key is usable: only the colours outside the grammar become defaults.
    const reason = `held ${colors} colour${colors === 1 ? '' : 's'} that ${colors === 1 ? 'is' : 'are'} not allowed (default colour used)`;
    return { value, issue: { key, reason, backupKey: keep(), rejectedColors: colors } };
  } catch (error) {
    const kept = keep();
    const reason = error instanceof Error ? error.message : String(error);
    return { value: seed[key], issue: { key, reason: `could not be read (${reason.slice(0, 200)})`, backupKey: kept } };
  }
}

export function loadContent(storage: KeyValueStorage, seed: Content): LoadResult {
  const content = {} as Record<ContentKey, unknown>;
  const issues: LoadIssue[] = [];
  for (const key of CONTENT_KEYS) {
    const { value, issue } = readKey(storage, key, seed);
    content[key] = value;
    if (issue) issues.push(issue);
  }
  // Links to items given a readable id at load follow them (written with the next save).
  const renamed = issues.flatMap((issue) =>
    isEntityKind(issue.key) ? (issue.unfitIds ?? []).flatMap((item) => (item.to ? [{ key: issue.key as EntityKind, from: item.id, to: item.to }] : [])) : [],
  );
  if (!renamed.length) return { content: content as unknown as Content, issues, repaired: [] };
  const followed = renameReferences(content as unknown as Content, renamed);
  const repaired = CONTENT_KEYS.filter(
    (key) => renamed.some((item) => item.key === key) || JSON.stringify(followed[key]) !== JSON.stringify(content[key]),
  );
  return { content: followed, issues, repaired };
}

export class SaveError extends Error {
  constructor(
    readonly key: ContentKey,
    override readonly cause: unknown,
  ) {
    super(saveFailureMessage(key));
    this.name = 'SaveError';
  }
}

/** docs/product.md §8: "Failed to save projects. LocalStorage might be full or unavailable." and the like. */
export function saveFailureMessage(key: ContentKey): string {
  return MESSAGES.storageFull(contentKeyLabel(key));
}

/**
 * Writes the given keys. Either every key is written or none is: on a failure the keys
 * already written are put back to their previous text, so storage never holds half a change.
 */
export function writeKeys(storage: KeyValueStorage, content: Content, keys: readonly ContentKey[]): void {
  const previous = new Map<ContentKey, string | null>();
  for (const key of new Set(keys)) {
    const text = JSON.stringify(content[key]);
    try {
      previous.set(key, storage.getItem(key));
      if (previous.get(key) !== text) storage.setItem(key, text);
    } catch (error) {
      for (const [done, before] of previous) {
        if (done === key) continue;
        try {
          if (before === null) storage.removeItem(done);
          else storage.setItem(done, before);
        } catch {
          // Restoring a smaller previous value cannot exceed the quota it fitted in before.
        }
      }
      throw new SaveError(key, error);
    }
  }
}

/** Sizes of every storage key, two bytes per character (docs/product.md §7). */
export function storageUsage(storage: KeyValueStorage): { key: string; bytes: number; kb: string }[] {
  const rows: { key: string; bytes: number; kb: string }[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null) continue;
    const bytes = ((storage.getItem(key) ?? '').length + key.length) * 2;
    rows.push({ key, bytes, kb: (bytes / 1024).toFixed(2) });
  }
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}
