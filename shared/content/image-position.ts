/**
 * The team image's position (SPEC §3 "Team image": a position, default center) is a CSS
 * object-position value. The studio writes one of nine keyword presets or a focal point in
 * percentages ("30% 70%"); anything else read from storage falls back to the default, so a
 * stored value can never carry more than a position into a style.
 */
import { DEFAULT_TEAM_IMAGE_POSITION } from './constants';

export interface FocalPoint {
  /** 0 (left) to 100 (right). */
  x: number;
  /** 0 (top) to 100 (bottom). */
  y: number;
}

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

const X_WORDS: Record<string, number> = { left: 0, center: 50, right: 100 };
const Y_WORDS: Record<string, number> = { top: 0, center: 50, bottom: 100 };
const PERCENT = /^(-?\d{1,3}(?:\.\d+)?)%$/;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** The focal point a position names, or null when it is not one the studio understands. */
export function parsePosition(value: string | null | undefined): FocalPoint | null {
  const parts = (value ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 2) return null;
  if (parts.length === 1) {
    const [word] = parts as [string];
    if (word in X_WORDS) return { x: X_WORDS[word]!, y: 50 };
    if (word in Y_WORDS) return { x: 50, y: Y_WORDS[word]! };
    const pct = PERCENT.exec(word);
    return pct ? { x: clamp(Number(pct[1])), y: 50 } : null;
  }
  const [a, b] = parts as [string, string];
  const pa = PERCENT.exec(a);
  const pb = PERCENT.exec(b);
  if (pa || pb) {
    // With a percentage, CSS reads the values in x y order.
    const x = pa ? clamp(Number(pa[1])) : X_WORDS[a];
    const y = pb ? clamp(Number(pb[1])) : Y_WORDS[b];
    return x === undefined || y === undefined ? null : { x, y };
  }
  // Two keywords may come in either order ("left top" or "top left").
  if (a in X_WORDS && b in Y_WORDS) return { x: X_WORDS[a]!, y: Y_WORDS[b]! };
  if (a in Y_WORDS && b in X_WORDS) return { x: X_WORDS[b]!, y: Y_WORDS[a]! };
  return null;
}

/** A focal point as the position value stored: whole percentages, e.g. "30% 70%". */
export function formatFocalPoint(point: FocalPoint): string {
  return `${Math.round(clamp(point.x))}% ${Math.round(clamp(point.y))}%`;
}

/** The stored position if it is a valid one, else the default: safe to use as object-position. */
export function safePosition(value: string | null | undefined): string {
  return parsePosition(value) ? value!.trim().toLowerCase().replace(/\s+/g, ' ') : DEFAULT_TEAM_IMAGE_POSITION;
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
