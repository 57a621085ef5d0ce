/**
 * The one colour grammar of the product. Colours from content end up in inline styles, so
 * only these forms are accepted, by the schemas on every write path and again at render:
 *
 * - hex: #rgb, #rgba, #rrggbb, #rrggbbaa
 * - rgb()/rgba() and hsl()/hsla(), comma or space syntax, with an optional alpha
 * - a fixed list of named colours
 * - linear-gradient(<angle>deg, <stop>, <stop>, ...) whose stops are the colours above,
 *   each with an optional percentage: the gradient forms the product itself writes
 *
 * Anything else (url(), var(), image-set(), expressions, comments, escapes) is refused, so a
 * stored value can never make a visitor's browser fetch from another host.
 */

import { DEFAULT_TOPIC_HUE, TOPIC_LIGHTNESS, TOPIC_SATURATION } from '../model/constants';

/** Longest colour text accepted; the product's own gradients are far shorter. */
export const MAX_COLOR_LENGTH = 200;

const NAMED_COLORS = new Set([
  'transparent',
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'maroon',
  'orange',
  'yellow',
  'olive',
  'lime',
  'green',
  'teal',
  'aqua',
  'cyan',
  'blue',
  'navy',
  'purple',
  'fuchsia',
  'magenta',
  'pink',
  'brown',
  'gold',
  'indigo',
  'violet',
  'coral',
  'salmon',
  'crimson',
  'tomato',
  'turquoise',
  'skyblue',
  'steelblue',
  'slategray',
  'darkblue',
  'darkgreen',
  'darkred',
  'lightblue',
  'lightgreen',
  'lightgray',
  'lightgrey',
  'darkgray',
  'darkgrey',
]);

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const PERCENT = `${NUMBER}%`;
const ALPHA = `(?:${NUMBER}%?)`;
const CHANNEL = `(?:${NUMBER}%?)`;
const HUE = `(?:${NUMBER}(?:deg|turn|rad|grad)?)`;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(?:${CHANNEL}\s*,\s*${CHANNEL}\s*,\s*${CHANNEL}(?:\s*,\s*${ALPHA})?|${CHANNEL}\s+${CHANNEL}\s+${CHANNEL}(?:\s*\/\s*${ALPHA})?)\s*\)$`,
  'i',
);
const HSL = new RegExp(
  String.raw`^hsla?\(\s*(?:${HUE}\s*,\s*${PERCENT}\s*,\s*${PERCENT}(?:\s*,\s*${ALPHA})?|${HUE}\s+${PERCENT}\s+${PERCENT}(?:\s*\/\s*${ALPHA})?)\s*\)$`,
  'i',
);
const GRADIENT = /^linear-gradient\((.*)\)$/is;
const ANGLE = new RegExp(`^${NUMBER}(?:deg|turn)$`, 'i');
const STOP_POSITION = new RegExp(`^${PERCENT}$`);

/** A single colour: hex, rgb(a), hsl(a) or a named colour. No gradients. */
export function isPlainColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text.length === 0 || text.length > MAX_COLOR_LENGTH) return false;
  return HEX.test(text) || RGB.test(text) || HSL.test(text) || NAMED_COLORS.has(text.toLowerCase());
}

/** Splits on commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start).trim());
  return parts;
}

/** One gradient stop: a plain colour with an optional percentage position. */
function isGradientStop(stop: string): boolean {
  const match = /^(.*?)(?:\s+(\S+%))?$/s.exec(stop);
  if (!match) return false;
  const [, color, position] = match;
  if (position !== undefined && !STOP_POSITION.test(position)) return false;
  return isPlainColor(color);
}

/** linear-gradient(<angle>, <stop>, <stop>...), the only gradient form the product writes. */
export function isGradient(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text.length > MAX_COLOR_LENGTH) return false;
  const body = GRADIENT.exec(text)?.[1];
  if (body === undefined) return false;
  const parts = splitTopLevel(body);
  if (!parts || parts.length < 3) return false;
  const [angle, ...stops] = parts;
  return ANGLE.test(angle!) && stops.every(isGradientStop);
}

/** Any colour the grammar accepts: a plain colour or one of the product's gradients. */
export function isColor(value: unknown): value is string {
  return isPlainColor(value) || isGradient(value);
}

/** The value itself (trimmed) when it is a plain colour, otherwise the fallback. */
export function plainColorOr(value: unknown, fallback: string): string {
  return isPlainColor(value) ? value.trim() : fallback;
}

/** The value itself (trimmed) when the grammar accepts it, otherwise the fallback. */
export function colorOr(value: unknown, fallback: string): string {
  return isColor(value) ? value.trim() : fallback;
}

/** A hue in whole degrees, 0-359 (anything not a number is the default hue). */
export function wrapHue(hue: number): number {
  const whole = Math.round(Number.isFinite(hue) ? hue : DEFAULT_TOPIC_HUE);
  return ((whole % 360) + 360) % 360;
}

/** The pastel colour of a topic hue (docs/product.md §3), e.g. "hsl(210, 70%, 80%)". */
export function topicColor(hue: number): string {
  return `hsl(${wrapHue(hue)}, ${TOPIC_SATURATION}%, ${TOPIC_LIGHTNESS}%)`;
}
