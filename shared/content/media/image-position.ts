/**
 * The team image's position (docs/product.md §3 "Team image": a position, default center) is a CSS
 * object-position value. The studio writes one of nine keyword presets or a focal point in
 * percentages ("30% 70%"); anything else read from storage falls back to the default, so a
 * stored value can never carry more than a position into a style. What the studio's position
 * picker also needs (its presets, the crop a frame shows) is in ./image-crop.ts.
 */
import { DEFAULT_TEAM_IMAGE_POSITION } from '../model/constants';

export interface FocalPoint {
  /** 0 (left) to 100 (right). */
  x: number;
  /** 0 (top) to 100 (bottom). */
  y: number;
}

const X_WORDS: Record<string, number> = { left: 0, center: 50, right: 100 };
const Y_WORDS: Record<string, number> = { top: 0, center: 50, bottom: 100 };
const PERCENT = /^(-?\d{1,3}(?:\.\d+)?)%$/;

export const clamp = (n: number) => Math.min(100, Math.max(0, n));

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

/** The stored position if it is a valid one, else the default: safe to use as object-position. */
export function safePosition(value: string | null | undefined): string {
  return parsePosition(value) ? value!.trim().toLowerCase().replace(/\s+/g, ' ') : DEFAULT_TEAM_IMAGE_POSITION;
}
