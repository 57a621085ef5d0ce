/**
 * Resolves a URL from content to something an element may use: "asset:" references to
 * object URLs of the IndexedDB asset store (docs/decisions/003), embedded PDFs to object
 * URLs, everything else through safeUrl. Browser work happens in an effect, so rendering
 * stays a pure function of content.
 */
import { useEffect, useState } from 'react';
import { safeUrl, type UrlUse } from '../content/urls';
import { withBase } from './base-path';
import { ASSET_SCHEME, assetPathOf } from '../store/asset-ref';
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

const EMBEDDED_PDF = /^data:application\/pdf;base64,([a-z0-9+/=\s]+)$/i;

/** Needs an effect to become a usable URL (stored asset or embedded PDF). */
function needsObjectUrl(ref: string | undefined | null, use: UrlUse): ref is string {
  if (typeof ref !== 'string') return false;
  return ref.startsWith(ASSET_SCHEME) || (use === 'link' && EMBEDDED_PDF.test(ref.trim()));
}

async function blobOf(ref: string): Promise<Blob | null> {
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

/** A usable URL for `ref`, or null (unsafe, missing, or still loading). */
export function useAssetUrl(ref: string | undefined | null, use: UrlUse = 'image'): string | null {
  const deferred = needsObjectUrl(ref, use);
  const [resolved, setResolved] = useState<{ ref: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!deferred) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    blobOf(ref)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setResolved({ ref, url: objectUrl });
      })
      .catch((error: unknown) => {
        console.warn('Could not read a stored asset', ref, error);
        if (!cancelled) setResolved({ ref, url: null });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [deferred, ref]);

  if (!deferred) {
    const url = safeUrl(ref, use);
    // Site paths are requested under the base path; in-app links go through the router instead.
    return url && use === 'image' ? withBase(url) : url;
  }
  return resolved?.ref === ref ? resolved.url : null;
}
