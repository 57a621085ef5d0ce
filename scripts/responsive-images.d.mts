/** Types of responsive-images.mjs (AVIF and WebP variants of the site's pictures at build). */
import type { ImageVariantMap } from '../shared/content/media/image-variants';

export interface RasterLimits {
  bytes: number;
  pixels: number;
  aspect: number;
}
export declare const RASTER_LIMITS: RasterLimits;
export declare const ENCODING: { avif: { quality: number; effort: number }; webp: { quality: number; effort: number } };
export declare const FORMATS: readonly ['avif', 'webp'];
export declare const VARIANT_FOLDER: string;
export declare const DEFAULT_CACHE_DIR: string;
export declare class ImageRefusedError extends Error {}
export declare function sourceKey(bytes: Uint8Array): string;
export declare function variantName(key: string, width: number, format: string): string;
export declare function makeVariants(options: {
  siteDir: string;
  sources: Map<string, number[]>;
  plan: (sourceWidth: number, wanted: readonly number[]) => number[];
  cacheDir?: string;
  limits?: RasterLimits;
}): Promise<{ variants: ImageVariantMap; problems: string[]; pictures: number; made: number; reused: number; measured: number }>;
