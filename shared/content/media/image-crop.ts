/**
 * The studio's team-image position picker (docs/decisions/022): its nine presets, the value a
 * chosen focal point is stored as, and the part of the image a frame shows. Apart from
 * ./image-position.ts, which the public home page reads.
 */
import { clamp, parsePosition, type FocalPoint } from './image-position';

/** The nine presets, row by row from the top left, with the words staff see. */
export const POSITION_PRESETS: readonly { value: string; label: string }[] = [
  { value: 'left top', label: 'Top left' },
  { value: 'top', label: 'Top' },
  { value: 'right top', label: 'Top right' },
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
  { value: 'left bottom', label: 'Bottom left' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'right bottom', label: 'Bottom right' },
];

/** A focal point as the position value stored: whole percentages, e.g. "30% 70%". */
export function formatFocalPoint(point: FocalPoint): string {
  return `${Math.round(clamp(point.x))}% ${Math.round(clamp(point.y))}%`;
}

/** The preset a position equals (same focal point), if any. */
export function presetOf(value: string | null | undefined): string | null {
  const point = parsePosition(value);
  if (!point) return null;
  return POSITION_PRESETS.find((preset) => {
    const p = parsePosition(preset.value)!;
    return p.x === point.x && p.y === point.y;
  })?.value ?? null;
}

/**
 * The part of an image (as fractions of its width and height) that a frame of `frameAspect`
 * (width / height) shows with object-fit: cover at this focal point: how object-position
 * percentages place the image.
 */
export function coverCrop(imageAspect: number, frameAspect: number, point: FocalPoint) {
  if (!(imageAspect > 0) || !(frameAspect > 0)) return { left: 0, top: 0, width: 1, height: 1 };
  const width = imageAspect > frameAspect ? frameAspect / imageAspect : 1;
  const height = imageAspect > frameAspect ? 1 : imageAspect / frameAspect;
  return { left: (1 - width) * (point.x / 100), top: (1 - height) * (point.y / 100), width, height };
}
