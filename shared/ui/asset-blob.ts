/**
 * The bytes behind a content URL that needs an object URL (shared/ui/use-asset-url.ts): a file
 * from the IndexedDB asset store (docs/decisions/003), or an embedded PDF. Loaded on demand: a
 * visitor's published content has neither.
 */
import { ASSET_SCHEME, assetPathOf, EMBEDDED_PDF } from '../store/asset-ref';
import type { AssetStore } from '../store/assets';

// The asset store's code loads with the first stored file to show (an editor's upload only).
let assets: Promise<{ store: AssetStore | null; blob: typeof import('../store/assets').assetBlob }> | null = null;
function assetStore() {
  assets ??= import('../store/assets').then(({ assetBlob, createAssetStore }) => ({
    store: typeof indexedDB === 'undefined' ? null : createAssetStore(),
    blob: assetBlob,
  }));
  return assets;
}

export async function blobOf(ref: string): Promise<Blob | null> {
  if (ref.startsWith(ASSET_SCHEME)) {
    const { store, blob: assetBlob } = await assetStore();
    const stored = await store?.get(assetPathOf(ref));
    if (!stored) return null;
    // Typed by its bytes; a stored file of another kind (an old SVG upload) is never served.
    const blob = assetBlob(stored);
    if (!blob) console.warn(`The stored file "${stored.path}" is not a JPEG, PNG, GIF, WebP or PDF file and is not shown.`);
    return blob;
  }
  const base64 = EMBEDDED_PDF.exec(ref.trim())?.[1]?.replace(/\s/g, '');
  if (!base64) return null;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  // A fixed type: the object URL can only ever open as a PDF, never as a page.
  return new Blob([bytes], { type: 'application/pdf' });
}
