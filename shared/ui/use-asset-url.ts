/**
 * Resolves a URL from content to something an element may use: "asset:" references to
 * object URLs of the IndexedDB asset store (docs/decisions/003), embedded PDFs to object
 * URLs, everything else through safeUrl. Browser work happens in an effect, so rendering
 * stays a pure function of content.
 */
import { useEffect, useState } from 'react';
import { safeUrl, type UrlUse } from '../content/read/urls';
import { withBase } from './base-path';
import { ASSET_SCHEME, EMBEDDED_PDF } from '../store/asset-ref';


/** Needs an effect to become a usable URL (stored asset or embedded PDF). */
function needsObjectUrl(ref: string | undefined | null, use: UrlUse): ref is string {
  if (typeof ref !== 'string') return false;
  return ref.startsWith(ASSET_SCHEME) || (use === 'link' && EMBEDDED_PDF.test(ref.trim()));
}

/** A usable URL for `ref`, or null (unsafe, missing, or still loading). */
export function useAssetUrl(ref: string | undefined | null, use: UrlUse = 'image'): string | null {
  const deferred = needsObjectUrl(ref, use);
  const [resolved, setResolved] = useState<{ ref: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!deferred) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    // Reading stored files is an editor's business: its code loads with the first one to show.
    import('./asset-blob')
      .then(({ blobOf }) => blobOf(ref))
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
