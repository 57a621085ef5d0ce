/**
 * Colours from content end up in inline styles. Only plain colour notations pass, so a
 * stored value can never smuggle url(...) or other CSS into a page.
 */
import { CARD_GRADIENT_ANGLE } from '../content/constants';

const COLOR = /^(#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;

export function safeCssColor(value: string | undefined | null, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return COLOR.test(trimmed) ? trimmed : fallback;
}

/** The card gradient (SPEC §9: 135 degrees) through the given colours. */
export function topicGradient(colors: readonly string[]): string | null {
  if (colors.length === 0) return null;
  const stops = colors.length === 1 ? [colors[0], colors[0]] : colors;
  return `linear-gradient(${CARD_GRADIENT_ANGLE}deg, ${stops.join(', ')})`;
}
