/**
 * Colours from content end up in inline styles. Every one passes the content's colour
 * grammar (shared/content/read/colors.ts) here, at render, whatever the write path checked
 * before, so a stored value can never smuggle url(...) or other CSS into a page.
 */
import { colorOr, isPlainColor, topicColor } from '../content/read/colors';
import { CARD_GRADIENT_ANGLE, DEFAULT_TOPIC_HUE } from '../content/model/constants';

/** The value when the colour grammar accepts it (gradients included), else the fallback. */
export function safeCssColor(value: string | undefined | null, fallback: string): string {
  return colorOr(value, fallback);
}

/** The card gradient (docs/product.md §9: 135 degrees) through the given colours; unsafe stops get the default hue. */
export function topicGradient(colors: readonly string[]): string | null {
  if (colors.length === 0) return null;
  const safe = colors.map((color) => (isPlainColor(color) ? color.trim() : topicColor(DEFAULT_TOPIC_HUE)));
  const stops = safe.length === 1 ? [safe[0], safe[0]] : safe;
  return `linear-gradient(${CARD_GRADIENT_ANGLE}deg, ${stops.join(', ')})`;
}
