/**
 * Profile photos are resized in the browser before they are stored (docs/product.md §5, §9): at most
 * 800x800 px when the picture is larger or over 1 MB, JPEG at quality 0.85, PNG stays PNG.
 * `planResize` holds the decision (pure, unit-tested); `resizeImage` does the canvas work.
 * Every other uploaded picture (projects, news, software, logos, the favicon) is stored as
 * WebP at most a given size (`planWebp`); the build makes the sizes a page needs from it.
 *
 * Every photo is drawn and re-encoded through a canvas, resized or not: what is stored is
 * pixels the browser decoded, never the uploaded bytes, so nothing hidden in a file (a
 * script in a polyglot, metadata) travels on. The type is the sniffed one (file-types.ts).
 */
import { PROFILE_IMAGE_JPEG_QUALITY, PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_RESIZE_BYTES } from '../content/model/constants';
import { sniffUploadImage, type UploadImageType } from '../content/model/file-types';
import { MESSAGES } from '../content/model/validation';

export interface ImageFacts {
  width: number;
  height: number;
  bytes: number;
  type: string;
}

export type ResizePlan =
  | { resize: false }
  | { resize: true; width: number; height: number; type: 'image/png' | 'image/jpeg'; quality: number | undefined };

/** Decides whether and how a profile photo (or, with another limit, the team picture) is resized; keeps the aspect ratio. */
export function planResize(image: ImageFacts, max: number = PROFILE_IMAGE_MAX_SIDE): ResizePlan {
  const tooLarge = image.width > max || image.height > max;
  if (!tooLarge && image.bytes <= PROFILE_IMAGE_RESIZE_BYTES) return { resize: false };
  const scale = Math.min(1, max / Math.max(image.width, image.height, 1));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const png = image.type === 'image/png';
  return {
    resize: true,
    width,
    height,
    type: png ? 'image/png' : 'image/jpeg',
    quality: png ? undefined : PROFILE_IMAGE_JPEG_QUALITY,
  };
}

/** The quality of the WebP every other uploaded picture is stored as (projects, news, logos, …). */
export const UPLOAD_WEBP_QUALITY = 0.85;

/**
 * How a picture uploaded for a project, a news item, software, a logo or the favicon is stored:
 * always re-encoded as WebP, scaled down (never up) so neither side is over `max` pixels.
 */
export function planWebp(image: Pick<ImageFacts, 'width' | 'height'>, max: number): { width: number; height: number; resized: boolean; type: 'image/webp'; quality: number } {
  const scale = Math.min(1, max / Math.max(image.width, image.height, 1));
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
    resized: scale < 1,
    type: 'image/webp',
    quality: UPLOAD_WEBP_QUALITY,
  };
}

export interface ResizeOptions {
  /** Store as WebP (planWebp) instead of keeping JPEG or PNG (planResize). */
  webp?: boolean;
}

export interface ResizedImage {
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
  resized: boolean;
}

/** Errors carry the spec's internal texts (docs/product.md §8); the form shows the user-facing one. */
export class ImageProcessError extends Error {
  override name = 'ImageProcessError';
}

async function readBytes(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new ImageProcessError(MESSAGES.imageReadFile);
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new ImageProcessError(MESSAGES.imageLoad));
    img.src = url;
  });
}

/** The encoding of a photo kept at its size: JPEG stays JPEG, WebP stays WebP, PNG and GIF become PNG. */
function keepType(type: UploadImageType): { type: 'image/png' | 'image/jpeg' | 'image/webp'; quality: number | undefined } {
  if (type === 'image/jpeg' || type === 'image/webp') return { type, quality: PROFILE_IMAGE_JPEG_QUALITY };
  return { type: 'image/png', quality: undefined };
}

/**
 * Reads, measures and re-encodes a photo with a canvas (resized when the plan says so). The
 * bytes decide the type: anything but JPEG, PNG, GIF or WebP is refused before it is decoded.
 */
export async function resizeImage(file: Blob, maxSide: number = PROFILE_IMAGE_MAX_SIDE, options: ResizeOptions = {}): Promise<ResizedImage> {
  const original = await readBytes(file);
  const sniffed = sniffUploadImage(original);
  if (!sniffed) throw new ImageProcessError(MESSAGES.imageFormat);
  // The blob handed to the decoder carries the sniffed type, never the declared one.
  const url = URL.createObjectURL(new Blob([original as BlobPart], { type: sniffed }));
  try {
    const img = await loadImage(url);
    const facts = { width: img.naturalWidth, height: img.naturalHeight, bytes: original.length, type: sniffed };
    const plan = options.webp ? planWebp(facts, maxSide) : planResize(facts, maxSide);
    const resized = 'resized' in plan ? plan.resized : plan.resize;
    const target =
      'resized' in plan || plan.resize
        ? { width: plan.width, height: plan.height, type: plan.type, quality: plan.quality }
        : { width: facts.width, height: facts.height, ...keepType(sniffed) };
    if (typeof document === 'undefined') throw new ImageProcessError(MESSAGES.canvasUnavailable);
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageProcessError(MESSAGES.canvasContextUnavailable);
    context.drawImage(img, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, target.type, target.quality));
    if (!blob) throw new ImageProcessError(MESSAGES.canvasUnavailable);
    const bytes = await readBytes(blob);
    // A browser may encode another type than asked (e.g. PNG for WebP): store what it wrote.
    const type = sniffUploadImage(bytes);
    if (!type) throw new ImageProcessError(MESSAGES.canvasUnavailable);
    return { bytes, type, width: target.width, height: target.height, resized };
  } finally {
    URL.revokeObjectURL(url);
  }
}
