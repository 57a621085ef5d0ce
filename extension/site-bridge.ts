/**
 * The content script's side of the bridge, free of extension APIs so it can be tested:
 * it answers the side panel's requests against the site origin's localStorage and asset
 * store, and reports what changed there. Every request is checked for sender and schema
 * before anything is read or written; a rejected request changes nothing.
 */
import { CONTENT_KEYS, isContentKey, type ContentKey } from '../shared/content/model';
import { CONTENT_CHANGED_EVENT } from '../shared/store/store';
import { servableType } from '../shared/content/file-types';
import type { AssetStore, StoredAsset } from '../shared/store/assets';
import type { KeyValueStorage } from '../shared/store/persistence';
import { base64ToBytes, bytesToBase64 } from '../shared/export/bytes';
import {
  bridgeRequestSchema,
  isFromOwnExtensionPage,
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
  document: { title: string };
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

  function write(changes: Extract<BridgeRequest, { type: 'content:write' }>['changes']) {
    // Compare first, write after: a write based on text the site has since changed is refused
    // whole, so an edit made in the page or another tab is never silently overwritten.
    for (const change of changes) {
      const current = storage.getItem(change.key);
      if (current !== change.expected) {
        known = readEntries(storage);
        return { ...fail('conflict', `"${change.key}" was changed on the site since the studio read it.`, change.key), entries: known };
      }
    }
    const previous = new Map<ContentKey, string | null>();
    for (const change of changes) {
      if (!previous.has(change.key)) previous.set(change.key, storage.getItem(change.key));
      try {
        if (change.value === null) storage.removeItem(change.key);
        else storage.setItem(change.key, change.value);
      } catch (error) {
        // All or nothing, like the store's own writeKeys: put back what was already written.
        for (const [key, before] of previous) {
          try {
            if (before === null) storage.removeItem(key);
            else storage.setItem(key, before);
          } catch {
            // A previous value fitted before, so restoring it cannot exceed the quota.
          }
        }
        known = readEntries(storage);
        return { ...fail('storage', String(error instanceof Error ? error.message : error), change.key), entries: known };
      }
    }
    known = readEntries(storage);
    notifyPage([...previous.keys()]);
    return { ok: true as const, entries: known };
  }

  async function handle(request: BridgeRequest): Promise<unknown> {
    switch (request.type) {
      case 'bridge:hello':
        return { ok: true, location: pageLocation(win) };
      case 'content:read':
        known = readEntries(storage);
        return { ok: true, location: pageLocation(win), entries: known, otherChars: otherKeysChars(storage) };
      case 'content:write':
        return write(request.changes);
      case 'page:navigate': {
        const current = win.location.pathname + win.location.search + win.location.hash;
        if (current !== request.path) {
          // Same-document navigation: the site's router follows popstate, so the page changes
          // without a reload (and without losing what the visitor had open).
          win.history.pushState(null, '', request.path);
          win.dispatchEvent(new Event('popstate'));
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
        return fail(parsed.data.type.startsWith('assets:') ? 'assets' : 'storage', text);
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
