/**
 * The site-health problems of the working copy (shared/content/health), recomputed when the
 * content changes; sizes of uploaded images are read from the asset store as they arrive.
 */
import { useEffect, useMemo, useState } from 'react';
import { IMAGE_SLOTS, imageOf } from '../../content/media/alt-text';
import { localDay } from '../../content/read/expiry';
import { checkContent, type HealthProblem } from '../../content/health';
import { imagePixelSize, type PixelSize } from '../../content/media/image-size';
import { assetPathOf, isAssetRef } from '../../store/assets';
import { useContent } from '../../ui/content-context';
import { useStudioHost } from '../host';

export function useSiteHealth(): HealthProblem[] {
  const content = useContent();
  const { assets } = useStudioHost();
  const [sizes, setSizes] = useState<Record<string, PixelSize>>({});
  const refs = useMemo(
    () => [...new Set(IMAGE_SLOTS.flatMap((slot) => (content[slot.kind] as readonly object[]).map((item) => imageOf(slot.kind, item)).filter(isAssetRef)))],
    [content],
  );
  useEffect(() => {
    let live = true;
    void Promise.all(
      refs.map(async (ref) => {
        const stored = await assets.get(assetPathOf(ref)).catch(() => undefined);
        const size = stored ? imagePixelSize(stored.bytes) : null;
        return size ? ([ref, size] as const) : null;
      }),
    ).then((found) => {
      if (live) setSizes(Object.fromEntries(found.filter((entry) => entry !== null)));
    });
    return () => {
      live = false;
    };
  }, [assets, refs]);
  return useMemo(() => checkContent(content, { today: localDay(), imageSizes: sizes }), [content, sizes]);
}
