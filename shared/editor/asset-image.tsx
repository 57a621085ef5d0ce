/** An <img> for content image values: URLs, embedded images and stored "asset:" uploads. */
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { safeUrl } from '../content/urls';
import { assetPathOf, isAssetRef } from '../store/assets';
import { useStudioHost } from './host';

/** The displayable URL of an image value (an object URL for stored uploads). */
export function useImageSrc(value: string | undefined): string | null {
  const { assets } = useStudioHost();
  const [objectUrl, setObjectUrl] = useState<{ ref: string; url: string } | null>(null);
  const ref = isAssetRef(value) ? value : null;
  useEffect(() => {
    if (!ref) return;
    let cancelled = false;
    let url: string | null = null;
    assets
      .get(assetPathOf(ref))
      .then((asset) => {
        if (cancelled || !asset) return;
        url = URL.createObjectURL(new Blob([asset.bytes as BlobPart], { type: asset.type }));
        setObjectUrl({ ref, url });
      })
      .catch((error: unknown) => console.warn('Stored image could not be read', error));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [assets, ref]);
  if (ref) return objectUrl?.ref === ref ? objectUrl.url : null;
  const safe = safeUrl(value, 'image');
  return safe && !isAssetRef(safe) ? safe : null;
}

export function ContentImage({ value, alt, ...rest }: { value: string | undefined; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const src = useImageSrc(value);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return <img {...rest} src={src} alt={alt} onError={() => setFailed(src)} />;
}
