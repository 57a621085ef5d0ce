/**
 * Binary assets (uploaded photos, CV PDFs) live in IndexedDB of the site's origin, not in
 * localStorage: a 5 MB CV as a data URL alone would exceed the ~5 MB localStorage quota.
 * Content refers to an asset with an "asset:" reference, e.g. "asset:team/member-3-photo.jpg";
 * the path after "asset:" is the file's path under public/assets/ in an export.
 * See docs/decisions/003-binary-assets-in-indexeddb.md.
 */

import { servableType } from '../content/model/file-types';

import { assetRef } from './asset-ref';
import { lazyDatabase, request, transactionDone } from './idb';
export { ASSET_SCHEME, assetPathOf, assetRef, isAssetRef } from './asset-ref';
const DB_NAME = 'lab-site-assets';
const STORE = 'assets';

export interface StoredAsset {
  /** Path below public/assets/, e.g. "team/member-3-photo.jpg". */
  path: string;
  type: string;
  bytes: Uint8Array;
  updatedAt: number;
}

/** A safe file-name part from free text ("Dr. Ada Lovelace" -> "dr-ada-lovelace"). */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}

export const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A Blob of a stored file, typed by its sniffed bytes (JPEG, PNG, GIF, WebP or PDF), or null
 * for anything else. An SVG stored by an older version (it can run script when opened as a
 * blob: URL) is refused here and stays in storage untouched, kept aside, never rendered.
 */
export function assetBlob(asset: Pick<StoredAsset, 'bytes'>): Blob | null {
  const type = servableType(asset.bytes);
  return type ? new Blob([asset.bytes as BlobPart], { type }) : null;
}

export interface AssetStore {
  put(path: string, bytes: Uint8Array, type: string): Promise<string>;
  get(path: string): Promise<StoredAsset | undefined>;
  list(): Promise<StoredAsset[]>;
  remove(path: string): Promise<void>;
  clear(): Promise<void>;
}

/** The IndexedDB-backed asset store of the current origin. */
export function createAssetStore(factory: IDBFactory = indexedDB): AssetStore {
  const open = lazyDatabase(factory, DB_NAME, (database) => {
    if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'path' });
  });
  const tx = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  const done = (store: IDBObjectStore) => transactionDone(store.transaction);
  return {
    async put(path, bytes, type) {
      const store = await tx('readwrite');
      const finished = done(store);
      store.put({ path, type, bytes: new Uint8Array(bytes), updatedAt: Date.now() } satisfies StoredAsset);
      await finished;
      return assetRef(path);
    },
    async get(path) {
      return (await request((await tx('readonly')).get(path))) as StoredAsset | undefined;
    },
    async list() {
      return (await request((await tx('readonly')).getAll())) as StoredAsset[];
    },
    async remove(path) {
      const store = await tx('readwrite');
      const finished = done(store);
      store.delete(path);
      await finished;
    },
    async clear() {
      const store = await tx('readwrite');
      const finished = done(store);
      store.clear();
      await finished;
    },
  };
}

/**
 * Removes stored uploads that `content` no longer refers to (as "asset:<path>"); returns their
 * paths. Run when the change history is emptied: until then an undo may bring back content
 * that refers to any of them.
 */
export async function pruneUnreferencedAssets(assets: Pick<AssetStore, 'list' | 'remove'>, content: unknown): Promise<string[]> {
  const text = JSON.stringify(content);
  const orphans = (await assets.list()).map((asset) => asset.path).filter((path) => !text.includes(assetRef(path)));
  for (const path of orphans) await assets.remove(path);
  return orphans;
}
