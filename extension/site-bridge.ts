/**
 * The content script's side of the bridge, free of extension APIs so it can be tested:
 * it answers the side panel's requests against the site origin's localStorage and asset
 * store, and reports what changed there. Every request is checked for sender and schema
 * before anything is read or written; a rejected request changes nothing.
 */
import { CONTENT_KEYS, isContentKey, type Content, type ContentKey } from '../shared/content/model/model';
import { parseContentValue } from '../shared/content/model/normalize';
import { seedContent } from '../shared/content/seed';
import { createChangeHistory, UndoConflictError, type ChangeHistory } from '../shared/store/history';
import type { CommitLabel } from '../shared/store/commit-label';
import { SaveError } from '../shared/store/persistence';
import { CONTENT_CHANGED_EVENT, CONTENT_PREVIEW_EVENT, createContentStore, type ContentStore } from '../shared/store/store';
import { servableType } from '../shared/content/model/file-types';
import type { AssetStore, StoredAsset } from '../shared/store/assets';
import { memoryStorage, type KeyValueStorage } from '../shared/store/persistence';
import type { PersistentBaseStorage } from '../shared/store/base-storage';
import { base64ToBytes, bytesToBase64 } from '../shared/export/bytes';
import {
  bridgeRequestSchema,
  isFromOwnExtensionPage,
  BASES_KEYS,
  type BasesEntries,
  type BridgeFailure,
  type BridgeRequest,
  type ContentEntries,
  type PageLocation,
  type SenderLike,
  type WireAsset,
} from './messages';

/** The parts of the page's window the bridge uses. */
export interface SiteWindow {
  location: { origin: string; pathname: string; search: string; hash: string };
  document: { title: string; getElementById?(id: string): { scrollIntoView?(options?: ScrollIntoViewOptions): void } | null };
  history: { pushState(data: unknown, unused: string, url: string): void };
  dispatchEvent(event: Event): boolean;
}

export interface SiteBridgeOptions {
  storage: KeyValueStorage;
  assets: () => AssetStore;
  window: SiteWindow;
  runtimeId: string;
  /** chrome-extension://<id>/ : only pages under it may send requests. */
  extensionBase: string;
  /** The site's change history (this origin's IndexedDB), shared with the site's /admin. */
  history?: (person: () => string | null) => ChangeHistory;
  /** The content a key holds while it is not stored (the site's seed). */
  seed?: () => Content;
  /**
   * The site origin's bases and clashes (IndexedDB `lab-site-bases`, docs/decisions/069), the
   * same storage the site's own store keeps them in. Without it they live in memory.
   */
  bases?: PersistentBaseStorage;
}

function memoryBases(): PersistentBaseStorage {
  return { storage: memoryStorage(), ready: Promise.resolve(), flushed: () => Promise.resolve(), reload: () => Promise.resolve() };
}

const fail = (error: BridgeFailure['error'], message: string, key?: ContentKey): BridgeFailure => ({ ok: false, error, message, key });

export function readEntries(storage: KeyValueStorage): ContentEntries {
  const entries: ContentEntries = {};
  for (const key of CONTENT_KEYS) entries[key] = storage.getItem(key);
  return entries;
}

function otherKeysChars(storage: KeyValueStorage): number {
  let chars = 0;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !isContentKey(key)) chars += key.length + (storage.getItem(key) ?? '').length;
  }
  return chars;
}

export function pageLocation(win: SiteWindow): PageLocation {
  return {
    origin: win.location.origin,
    path: win.location.pathname + win.location.search,
    hash: win.location.hash,
    title: win.document.title,
  };
}

const toWire = (asset: StoredAsset): WireAsset => ({
  path: asset.path,
  type: asset.type,
  data: bytesToBase64(asset.bytes),
  updatedAt: asset.updatedAt,
});

export function createSiteBridge(options: SiteBridgeOptions) {
  const { storage, window: win } = options;
  const bases = options.bases ?? memoryBases();
  /** Every bases key the site holds, with its text. */
  const readBases = (): BasesEntries => {
    const entries: BasesEntries = {};
    for (const key of BASES_KEYS) {
      const value = bases.storage.getItem(key);
      if (value !== null) entries[key] = value;
    }
    return entries;
  };
  /** What the bridge last saw or wrote, so it reports only changes made by others. */
  let known = readEntries(storage);
  let knownLocation = JSON.stringify(pageLocation(win));

  /** Tells the page's own store to re-read (attachLiveSync in shared/store/store.ts). */
  function notifyPage(keys: ContentKey[]) {
    // detail is passed as data, but the page must not depend on it: objects made in a content
    // script's isolated world are not always readable from the page's world; without keys
    // the page's store re-reads every key.
    win.dispatchEvent(new CustomEvent(CONTENT_CHANGED_EVENT, { detail: { keys } }));
  }

  const seed = options.seed ?? seedContent;
  let history: ChangeHistory | null = null;
  /** The person the panel names for the write under way (signed in to GitHub), else nobody. */
  let writer: string | null = null;
  const siteHistory = () => (history ??= options.history?.(() => writer) ?? createChangeHistory({ person: () => writer }));
  /**
   * The site's own store over this origin's storage: every change from the panel goes through
   * the one merge and commit path /admin uses (item by item on top of what the site holds now,
   * all or nothing, recorded in the one change history). Made on first use, then kept: each
   * commit re-reads only the keys whose stored text changed since.
   */
  let store: ContentStore | null = null;
  const siteStore = () =>
    (store ??= createContentStore({
      storage,
      // The bases the page's store wrote are read again before each request (bases.reload), so a
      // first edit from the panel records its base beside the site's others, and a forgotten key loses it.
      bases: bases.storage,
      seed,
      alert: () => {},
      log: () => {},
      onCommit: (record) => siteHistory().record(record),
    }));

  /** The stored text as content, parsed as the store reads it (absent or unreadable: the default). */
  const valueOf = (key: ContentKey, text: string | null): unknown => {
    if (text === null) return seed()[key];
    try {
      return parseContentValue(key, JSON.parse(text));
    } catch {
      return seed()[key];
    }
  };

  function write(changes: Extract<BridgeRequest, { type: 'content:write' }>['changes'], label: CommitLabel = 'save', by?: string) {
    writer = by ?? null;
    try {
      return writeAs(changes, label);
    } finally {
      writer = null;
    }
  }

  function writeAs(changes: Extract<BridgeRequest, { type: 'content:write' }>['changes'], label: CommitLabel) {
    const before = readEntries(storage);
    const site = siteStore();
    site.reload(changes.map((change) => change.key));
    const base: Partial<Record<ContentKey, unknown>> = {};
    const mine: Partial<Record<ContentKey, unknown>> = {};
    const forget: ContentKey[] = [];
    for (const change of changes) {
      // A removed key goes back to its default (the panel's "Clear All Storage").
      if (change.value === null) forget.push(change.key);
      else {
        // What the panel read is usually what the site holds: the store has it parsed already.
        base[change.key] = before[change.key] === change.expected ? site.getStored()[change.key] : valueOf(change.key, change.expected);
        mine[change.key] = valueOf(change.key, change.value);
      }
    }
    try {
      // An item someone else changed since is refused whole, so it is never silently overwritten.
      // An item the panel added under an id the site has given another item since gets the next
      // free id (ids come from names, docs/decisions/068), its links following.
      const conflicts = Object.keys(mine).length
        ? site.merge(label, base as Partial<Content>, mine as Partial<Content>, 'refuse', { renumberAdded: true })
        : [];
      if (conflicts.length) {
        const key = conflicts[0]!.key;
        known = readEntries(storage);
        return { ...fail('conflict', `"${key}" was changed on the site since the studio read it.`, key), entries: known };
      }
      if (forget.length) site.forget(label, forget);
    } catch (error) {
      known = readEntries(storage);
      const key = error instanceof SaveError ? error.key : undefined;
      const cause = error instanceof SaveError ? error.cause : error;
      return { ...fail('storage', String(cause instanceof Error ? cause.message : cause), key), entries: known };
    }
    known = readEntries(storage);
    const keys = CONTENT_KEYS.filter((key) => before[key] !== known[key]);
    if (keys.length) notifyPage(keys);
    return { ok: true as const, entries: known };
  }

  /** Undo in the site itself: a store over this origin's storage, recorded in its history. */
  async function undo(request: Extract<BridgeRequest, { type: 'history:undo' }>) {
    const store = siteStore();
    const before = readEntries(storage);
    try {
      if (request.scope === 'only') await siteHistory().undo(store, request.id, request.choice);
      else await siteHistory().restoreBefore(store, request.id, request.choice);
    } catch (error) {
      known = readEntries(storage);
      if (error instanceof UndoConflictError) return { ...fail('conflict', error.message), names: [...error.names], entries: known };
      return { ...fail('history', error instanceof Error ? error.message : String(error)), entries: known };
    }
    known = readEntries(storage);
    const keys = CONTENT_KEYS.filter((key) => before[key] !== known[key]);
    if (keys.length) notifyPage(keys);
    return { ok: true as const, entries: known };
  }

  async function handle(request: BridgeRequest): Promise<unknown> {
    switch (request.type) {
      case 'bridge:hello':
        return { ok: true, location: pageLocation(win) };
      case 'content:read':
        known = readEntries(storage);
        return { ok: true, location: pageLocation(win), entries: known, otherChars: otherKeysChars(storage) };
      case 'content:write': {
        // The page's own store (or /admin in another tab) may have written bases since.
        await bases.reload();
        const answer = write(request.changes, request.label, request.by);
        await bases.flushed();
        return answer;
      }
      case 'bases:read':
        await bases.reload();
        return { ok: true, bases: readBases() };
      case 'bases:write':
        await bases.reload();
        for (const change of request.changes) {
          if (change.value === null) bases.storage.removeItem(change.key);
          else bases.storage.setItem(change.key, change.value);
        }
        await bases.flushed();
        return { ok: true, bases: readBases() };
      case 'preview:set':
        // Text crosses from the content script's world to the page's intact; the page checks it again.
        win.dispatchEvent(new CustomEvent(CONTENT_PREVIEW_EVENT, { detail: JSON.stringify(request.preview) }));
        return { ok: true };
      case 'preview:clear':
        win.dispatchEvent(new CustomEvent(CONTENT_PREVIEW_EVENT, { detail: 'null' }));
        return { ok: true };
      case 'history:list':
        return { ok: true, entries: [...(await siteHistory().refresh())] };
      case 'history:undo': {
        await bases.reload();
        const answer = await undo(request);
        await bases.flushed();
        return answer;
      }
      case 'history:clear':
        await siteHistory().clear();
        return { ok: true };
      case 'page:navigate': {
        const current = win.location.pathname + win.location.search + win.location.hash;
        if (current !== request.path) {
          // Same-document navigation: the site's router follows popstate, so the page changes
          // without a reload (and without losing what the visitor had open).
          win.history.pushState(null, '', request.path);
          win.dispatchEvent(new Event('popstate'));
          // A pushed #<id> does not scroll by itself: show the item once the page has rendered it.
          const hash = request.path.split('#')[1];
          if (hash) {
            setTimeout(() => {
              let id = hash;
              try {
                id = decodeURIComponent(hash);
              } catch {
                // Not encoded: use as is.
              }
              win.document.getElementById?.(id)?.scrollIntoView?.({ block: 'center' });
            }, 100);
          }
        }
        return { ok: true };
      }
      case 'assets:get': {
        const asset = await options.assets().get(request.path);
        return { ok: true, asset: asset ? toWire(asset) : null };
      }
      case 'assets:list':
        return { ok: true, assets: (await options.assets().list()).map(toWire) };
      case 'assets:put': {
        // The bytes decide the type, as for any upload: a file is stored only as what it is.
        const bytes = base64ToBytes(request.data);
        if (servableType(bytes) !== request.mime) return fail('assets', 'The file is not the JPEG, PNG, GIF, WebP or PDF file it says it is.');
        return { ok: true, ref: await options.assets().put(request.path, bytes, request.mime) };
      }
      case 'assets:remove':
        await options.assets().remove(request.path);
        return { ok: true };
      case 'assets:clear':
        await options.assets().clear();
        return { ok: true };
    }
  }

  return {
    /**
     * Answers one message. Returns undefined (no answer at all) for anything not sent by this
     * extension's own pages; a well-sent but malformed request gets an "invalid" answer.
     */
    async receive(message: unknown, sender: SenderLike | undefined): Promise<unknown> {
      if (!isFromOwnExtensionPage(sender, options.runtimeId, options.extensionBase)) return undefined;
      const parsed = bridgeRequestSchema.safeParse(message);
      if (!parsed.success) return fail('invalid', 'The request does not match any known message.');
      try {
        return await handle(parsed.data);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const type = parsed.data.type;
        return fail(type.startsWith('assets:') ? 'assets' : type.startsWith('history:') ? 'history' : type.startsWith('bases:') ? 'bases' : 'storage', text);
      }
    },

    /** Content keys whose text differs from what the bridge last saw, with their new text. */
    changedEntries(): ContentEntries | null {
      const now = readEntries(storage);
      const changed: ContentEntries = {};
      let any = false;
      for (const key of CONTENT_KEYS) {
        if (now[key] !== known[key]) {
          changed[key] = now[key];
          any = true;
        }
      }
      known = now;
      return any ? changed : null;
    },

    /** The page's location when it differs from the last one reported. */
    changedLocation(): PageLocation | null {
      const location = pageLocation(win);
      const text = JSON.stringify(location);
      if (text === knownLocation) return null;
      knownLocation = text;
      return location;
    },

    location: () => pageLocation(win),
  };
}

export type SiteBridge = ReturnType<typeof createSiteBridge>;
