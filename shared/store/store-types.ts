/**
 * The shapes around the content store: what a commit records, what storage acknowledges,
 * what a preview shows, how a store is set up, and the error of a save made on stale content.
 */
import type { LabProfile } from '../content/model/lab-profile';
import type { Content, ContentKey, EntityKind, EntityMap } from '../content/model/model';
import type { ContentEvent } from '../content/edit/operations';
import type { CommitLabel } from './commit-label';

export type { CommitLabel } from './commit-label';
import type { KeyValueStorage } from './persistence';

/** Raised when a save was based on content another editor has changed since. */
export class ConflictError extends Error {
  constructor(
    readonly kind: EntityKind,
    readonly id: string,
    readonly current: unknown,
  ) {
    super('This item was changed by another editor since you opened it.');
    this.name = 'ConflictError';
  }
}

export interface CommitRecord {
  label: CommitLabel;
  before: Content;
  after: Content;
  changed: ContentKey[];
}

/** The answer of the storage behind the store once a write has really happened (or not). */
export type WriteAck =
  | { ok: true }
  | { ok: false; reason: 'conflict'; message: string }
  | { ok: false; reason: 'failed'; message: string };

/** An unsaved item shown in place of the stored one (live preview); never persisted. */
export type PreviewItem = { kind: EntityKind; item: EntityMap[EntityKind] } | { kind: 'labProfile'; item: LabProfile };

export interface StoreOptions {
  storage: KeyValueStorage;
  /** Produces a fresh copy of the seed content. */
  seed: () => Content;
  /** Shows a message to the editor (the spec's alerts). Defaults to console.error. */
  alert?: (message: string) => void;
  /** Delivers the spec's window events (project-updated, ...). */
  emit?: (event: ContentEvent) => void;
  /** Called after every successful commit (change history hooks in here). */
  onCommit?: (record: CommitRecord) => void;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /**
   * Resolves once the latest write has reached the real storage. Storage that is written
   * synchronously (localStorage) needs none; the side panel's bridged mirror provides it.
   */
  acknowledge?: () => Promise<WriteAck>;
  /**
   * Where the published value each stored key started from, and the open clashes, are kept
   * (docs/decisions/069): the site origin's IndexedDB in a browser; memory when absent.
   */
  bases?: KeyValueStorage;
}

export interface SaveOptions<K extends EntityKind> {
  /** The item as the editor loaded it; a save is refused when storage holds something else. */
  base?: EntityMap[K] | null;
}

