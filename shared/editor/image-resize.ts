/**
 * Profile photos are resized in the browser before they are stored (SPEC §5, §9): at most
 * 800x800 px when the picture is larger or over 1 MB, JPEG at quality 0.85, PNG stays PNG.
 * `planResize` holds the decision (pure, unit-tested); `resizeImage` does the canvas work.
 */
import { PROFILE_IMAGE_JPEG_QUALITY, PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_RESIZE_BYTES } from '../content/constants';
import { MESSAGES } from '../content/validation';

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

export interface ResizedImage {
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
  resized: boolean;
}

/** Errors carry the spec's internal texts (SPEC §8); the form shows the user-facing one. */
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

/** Reads, measures and (when the plan says so) re-encodes a photo with a canvas. */
export async function resizeImage(file: File, maxSide: number = PROFILE_IMAGE_MAX_SIDE): Promise<ResizedImage> {
  const original = await readBytes(file);
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const facts = { width: img.naturalWidth, height: img.naturalHeight, bytes: file.size, type: file.type };
    const plan = planResize(facts, maxSide);
    if (!plan.resize) return { bytes: original, type: file.type, width: facts.width, height: facts.height, resized: false };
    if (typeof document === 'undefined') throw new ImageProcessError(MESSAGES.canvasUnavailable);
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageProcessError(MESSAGES.canvasContextUnavailable);
    context.drawImage(img, 0, 0, plan.width, plan.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, plan.type, plan.quality));
    if (!blob) throw new ImageProcessError(MESSAGES.canvasUnavailable);
    return { bytes: await readBytes(blob), type: plan.type, width: plan.width, height: plan.height, resized: true };
  } finally {
    URL.revokeObjectURL(url);
  }
}
