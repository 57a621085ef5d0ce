/**
 * The brand colour and what the site derives from it (docs/decisions/051): the colour itself
 * for fills and gradients, a text shade that meets WCAG AA (4.5:1) on the light page, a solid
 * accent behind white text, and lighter variants for dark mode. A colour from which no
 * readable shade can be derived without losing the colour is refused, with the reason.
 */

import { DEFAULT_BRAND_COLOR } from './constants';

export { DEFAULT_BRAND_COLOR };

const AA = 4.5;
/** How far a shade may move towards black or white before it no longer reads as the brand colour. */
const MAX_SHIFT = 0.5;
const LIGHT_BACKGROUNDS = ['#ffffff', '#f7fafc'];
const DARK_BACKGROUNDS = ['#152230', '#0c1620'];

type Rgb = [number, number, number];

export function parseHex(value: string): Rgb | null {
  const match = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  return color.map((c, i) => c + (toward[i]! - c) * amount) as Rgb;
}

/** The least shift of `color` towards `toward` that reads at AA on every background, or null. */
function readableShade(color: Rgb, toward: Rgb, backgrounds: readonly string[], ratio = AA): string | null {
  for (let step = 0; step <= 100; step += 1) {
    const amount = step / 100;
    if (amount > MAX_SHIFT) return null;
    const candidate = toHex(mix(color, toward, amount));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return null;
}

export interface BrandPalette {
  lab: string;
  /** Links and small text on the light page. */
  text: string;
  deep: string;
  tint: string;
  wash: string;
  /** Solid fill behind white text (buttons, badges). */
  accent: string;
  accentStrong: string;
  dark: { text: string; deep: string; tint: string; wash: string; accentStrong: string };
}

export type BrandResult = { ok: true; palette: BrandPalette } | { ok: false; reason: string };

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const NIGHT: Rgb = [12, 22, 32];

/** The palette of a brand colour, or why the colour cannot be used. */
export function brandPalette(value: string): BrandResult {
  const color = parseHex(value);
  if (!color) return { ok: false, reason: 'Enter the brand colour as a hex code such as #00AAFF.' };
  const text = readableShade(color, BLACK, LIGHT_BACKGROUNDS);
  if (!text) {
    return {
      ok: false,
      reason: `No readable shade of ${value} exists: even darkened by ${MAX_SHIFT * 100}% it stays below the 4.5:1 contrast (WCAG AA) that links need on a white page. Choose a stronger, less pale colour.`,
    };
  }
  const darkText = readableShade(color, WHITE, DARK_BACKGROUNDS);
  if (!darkText) {
    return {
      ok: false,
      reason: `No readable shade of ${value} exists for dark mode: even lightened by ${MAX_SHIFT * 100}% it stays below the 4.5:1 contrast (WCAG AA) that links need on a dark page. Choose a brighter colour.`,
    };
  }
  const accent = readableShade(color, BLACK, ['#ffffff']) ?? text;
  const textRgb = parseHex(text)!;
  const darkRgb = parseHex(darkText)!;
  return {
    ok: true,
    palette: {
      lab: toHex(color),
      text,
      deep: toHex(mix(textRgb, BLACK, 0.27)),
      tint: toHex(mix(color, WHITE, 0.88)),
      wash: toHex(mix(color, WHITE, 0.95)),
      accent,
      accentStrong: toHex(mix(parseHex(accent)!, BLACK, 0.27)),
      dark: {
        text: darkText,
        deep: toHex(mix(darkRgb, WHITE, 0.4)),
        tint: toHex(mix(color, NIGHT, 0.75)),
        wash: toHex(mix(color, NIGHT, 0.85)),
        accentStrong: toHex(mix(parseHex(accent)!, WHITE, 0.12)),
      },
    },
  };
}

/**
 * The stylesheet that sets the site's colour tokens from a brand colour, or '' for the default
 * colour (whose palette the stylesheet already holds) and for a refused colour.
 */
export function brandStylesheet(value: string): string {
  if (value.trim().toUpperCase() === DEFAULT_BRAND_COLOR) return '';
  const result = brandPalette(value);
  if (!result.ok) return '';
  const p = result.palette;
  const dark = `--lab-text:${p.dark.text};--lab-deep:${p.dark.deep};--lab-tint:${p.dark.tint};--lab-wash:${p.dark.wash};--focus:${p.dark.text};--accent:${p.accent};--accent-strong:${p.dark.accentStrong};`;
  return [
    `:root{--lab:${p.lab};--lab-text:${p.text};--lab-deep:${p.deep};--lab-tint:${p.tint};--lab-wash:${p.wash};--focus:${p.text};--accent:${p.accent};--accent-strong:${p.accentStrong};}`,
    `@media (prefers-color-scheme: dark){:root:not([data-theme='light']){${dark}}}`,
    `:root[data-theme='dark']{${dark}}`,
  ].join('');
}
