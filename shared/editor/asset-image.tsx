/** An <img> for content image values: URLs, embedded images and stored "asset:" uploads. */
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { safeUrl } from '../content/read/urls';
import { MESSAGES } from '../content/model/validation';
import { assetBlob, assetPathOf, isAssetRef } from '../store/assets';
import { useStudioHost } from './host';

/** The displayable URL of an image value (an object URL for stored uploads). */
export function useImageSrc(value: string | undefined): string | null {
  return useImageSource(value).src;
}

/**
 * The displayable URL of an image value, and whether a stored upload was refused because its
 * bytes are not a JPEG, PNG, GIF, WebP or PDF file (an SVG from an older version, say).
 */
export function useImageSource(value: string | undefined): { src: string | null; refused: boolean } {
  const { assets } = useStudioHost();
  const [objectUrl, setObjectUrl] = useState<{ ref: string; url: string | null } | null>(null);
  const ref = isAssetRef(value) ? value : null;
  useEffect(() => {
    if (!ref) return;
    let cancelled = false;
    let url: string | null = null;
    assets
      .get(assetPathOf(ref))
      .then((asset) => {
        if (cancelled || !asset) return;
        // Typed by the sniffed bytes, never by the stored type.
        const blob = assetBlob(asset);
        if (!blob) console.warn(`The stored file "${asset.path}" is not a JPEG, PNG, GIF, WebP or PDF file and is not shown.`);
        url = blob ? URL.createObjectURL(blob) : null;
        setObjectUrl({ ref, url });
      })
      .catch((error: unknown) => console.warn('Stored image could not be read', error));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [assets, ref]);
  if (ref) {
    const loaded = objectUrl?.ref === ref ? objectUrl : null;
    return { src: loaded?.url ?? null, refused: loaded !== null && loaded.url === null };
  }
  const safe = safeUrl(value, 'image');
  return { src: safe && !isAssetRef(safe) ? safe : null, refused: false };
}

export function ContentImage({ value, alt, ...rest }: { value: string | undefined; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const { src, refused } = useImageSource(value);
  const [failed, setFailed] = useState<string | null>(null);
  if (refused) {
    return (
      <span role="status" className="studio-hint studio-refused-file">
        {MESSAGES.storedFileRefused}
      </span>
    );
  }
  if (!src || failed === src) return null;
  return <img {...rest} src={src} alt={alt} onError={() => setFailed(src)} />;
}
