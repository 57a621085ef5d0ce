/**
 * The brand colour and what the site derives from it (docs/decisions/051): the colour itself
 * for fills and gradients, a text shade that meets WCAG AA (4.5:1) on the light page, a solid
 * accent behind white text, and lighter variants for dark mode. A colour from which no
 * readable shade can be derived without losing the colour is refused, with the reason.
 */

import { DEFAULT_BRAND_COLOR } from '../model/constants';

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

/**
 * The colours of the dark brand surfaces (the home hero, the project header without topics, the
 * news banner, the footer's links), the same in light and dark mode. Every text on them is held
 * at AA: see `heroPalette`.
 */
export interface HeroPalette {
  /** The hero's gradient, darkest first. */
  start: string;
  middle: string;
  end: string;
  /** The brand colour's glow over it, as `rgb(r g b / a%)`. */
  glow: string;
  glowSoft: string;
  kicker: string;
  lead: string;
  factText: string;
  factGround: string;
  /** The white button on the hero: its text and its hover ground. */
  buttonText: string;
  buttonHover: string;
  /** The brand colour halfway to black: the far end of banners and project headers. */
  shade: string;
  /** The veil over a brand gradient that keeps white text on it at AA. */
  scrim: string;
  /** Links on the footer's dark ground. */
  footerLink: string;
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
  hero: HeroPalette;
}

export type BrandResult = { ok: true; palette: BrandPalette } | { ok: false; reason: string };

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const NIGHT: Rgb = [12, 22, 32];
/** The footer's ground (site/styles/base.css, --footer-bg). */
export const FOOTER_GROUND = '#0f1b26';
/** How strongly the two glows may lie over one point of the hero (55% over 25%, with a margin). */
const GLOW_REACH = 0.67;

const rgbText = ([r, g, b]: Rgb, alpha: number) => `rgb(${[r, g, b].map((c) => Math.round(c)).join(' ')} / ${Math.round(alpha * 100)}%)`;
const luminanceOf = (hex: string) => luminance(parseHex(hex)!);

/**
 * The hero's colours for `color`: its gradient runs from near-night to the colour halfway to
 * black under two glows of the colour, with white text and tints of the colour on it. The
 * lightest point a text can sit on is the brightest gradient stop under both glows; while any
 * text there falls below 4.5:1, the gradient and the glow are darkened together.
 */
export function heroPalette(color: Rgb, accentStrong: string, tint: string, darkText: string): HeroPalette {
  const kicker = toHex(mix(color, WHITE, 0.62));
  const lead = toHex(mix(color, WHITE, 0.88));
  const factText = toHex(mix(color, WHITE, 0.8));
  const texts = ['#ffffff', kicker, lead, factText];
  const shade = mix(color, BLACK, 0.5);
  let stops: Rgb[] = [mix(color, NIGHT, 0.86), mix(color, NIGHT, 0.72), shade];
  let glow = color;
  for (let step = 0; step <= 20; step += 1) {
    const darken = step / 20;
    stops = [mix(color, NIGHT, 0.86), mix(color, NIGHT, 0.72), shade].map((stop) => mix(stop, BLACK, darken));
    glow = mix(color, BLACK, darken);
    const lightest = stops.map((stop) => toHex(mix(stop, glow, GLOW_REACH))).sort((a, b) => luminanceOf(b) - luminanceOf(a))[0]!;
    if (texts.every((text) => contrastRatio(text, lightest) >= AA)) break;
  }
  // The veil over a gradient that starts at the brand colour itself: night, as thin as white text allows.
  let veil = 0.45;
  while (veil < 0.95 && contrastRatio('#ffffff', toHex(mix(color, NIGHT, veil))) < AA) veil += 0.05;
  return {
    start: toHex(stops[0]!),
    middle: toHex(stops[1]!),
    end: toHex(stops[2]!),
    glow: rgbText(glow, 0.55),
    glowSoft: rgbText(glow, 0.25),
    kicker,
    lead,
    factText,
    factGround: rgbText(stops[0]!, 0.55),
    buttonText: accentStrong,
    buttonHover: tint,
    shade: toHex(shade),
    scrim: rgbText(NIGHT, veil),
    footerLink: darkText,
  };
}

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
  const accentStrong = toHex(mix(parseHex(accent)!, BLACK, 0.27));
  const tint = toHex(mix(color, WHITE, 0.88));
  return {
    ok: true,
    palette: {
      lab: toHex(color),
      text,
      deep: toHex(mix(textRgb, BLACK, 0.27)),
      tint,
      wash: toHex(mix(color, WHITE, 0.95)),
      accent,
      accentStrong,
      dark: {
        text: darkText,
        deep: toHex(mix(darkRgb, WHITE, 0.4)),
        tint: toHex(mix(color, NIGHT, 0.75)),
        wash: toHex(mix(color, NIGHT, 0.85)),
        accentStrong: toHex(mix(parseHex(accent)!, WHITE, 0.12)),
      },
      hero: heroPalette(color, accentStrong, tint, darkText),
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
  const h = p.hero;
  // The dark brand surfaces look the same in both modes: their tokens are set once.
  const surfaces = `--lab-shade:${h.shade};--hero-start:${h.start};--hero-middle:${h.middle};--hero-end:${h.end};--hero-glow:${h.glow};--hero-glow-soft:${h.glowSoft};--hero-kicker:${h.kicker};--hero-lead:${h.lead};--hero-fact-text:${h.factText};--hero-fact-ground:${h.factGround};--hero-button-text:${h.buttonText};--hero-button-hover:${h.buttonHover};--brand-scrim:${h.scrim};--footer-link:${h.footerLink};`;
  const dark = `--lab-text:${p.dark.text};--lab-deep:${p.dark.deep};--lab-tint:${p.dark.tint};--lab-wash:${p.dark.wash};--focus:${p.dark.text};--accent:${p.accent};--accent-strong:${p.dark.accentStrong};`;
  return [
    `:root{--lab:${p.lab};--lab-text:${p.text};--lab-deep:${p.deep};--lab-tint:${p.tint};--lab-wash:${p.wash};--focus:${p.text};--accent:${p.accent};--accent-strong:${p.accentStrong};${surfaces}}`,
    `@media (prefers-color-scheme: dark){:root:not([data-theme='light']){${dark}}}`,
    `:root[data-theme='dark']{${dark}}`,
  ].join('');
}
