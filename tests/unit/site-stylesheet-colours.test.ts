/**
 * Every colour of the public site's stylesheets is a token (site/styles/base.css): no rule
 * outside the token blocks names a colour, every token that is not a neutral is set again by
 * the brand style for any other brand colour, and the brand surfaces keep their text at AA for
 * blue, green, red, very light and very dark brand colours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPalette, brandStylesheet, contrastRatio, FOOTER_GROUND, parseHex, type BrandPalette } from '../../shared/content/read/brand-color';

const STYLES = join(import.meta.dirname, '../../site/styles');
const stylesheets = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css'))
  .map((name) => ({ name, css: readFileSync(join(STYLES, name), 'utf8') }));

/** CSS's named colours (CSS Color 4), besides transparent and currentcolor, which name none. */
const NAMED = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
  'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
  'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
  'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
  'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender ' +
  'lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
  'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
  'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
  'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
  'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray ' +
  'slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
).split(' ');
const LITERAL = new RegExp(`#[0-9a-f]{3,8}\\b|\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(|(?<![\\w-])(?:${NAMED.join('|')})(?![\\w-])`, 'i');

interface Declaration {
  selector: string;
  property: string;
  value: string;
  line: number;
}

/** The declarations of a stylesheet with the selector of their rule (at-rules' preludes are not rules). */
export function declarations(css: string): Declaration[] {
  const out: Declaration[] = [];
  const stack: string[] = [];
  let buffer = '';
  let line = 1;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const char of text) {
    if (char === '\n') line += 1;
    if (char === '{') {
      stack.push(buffer.trim());
      buffer = '';
    } else if (char === ';' || char === '}') {
      const match = /^\s*([\w-]+)\s*:([\s\S]*)$/.exec(buffer);
      const selector = [...stack].reverse().find((s) => !s.startsWith('@')) ?? '';
      if (match && stack.length > 0) out.push({ selector, property: match[1]!, value: match[2]!.trim(), line });
      buffer = '';
      if (char === '}') stack.pop();
    } else {
      buffer += char;
    }
  }
  return out;
}

/** Where a colour may be written: as a custom property of a :root rule (the token blocks). */
const isTokenDefinition = (d: Declaration) => d.property.startsWith('--') && d.selector.split(',').every((s) => s.trim().startsWith(':root'));

/** The declarations that name a colour outside the token blocks: "file:line selector { property: value }". */
export function literalColours(name: string, css: string): string[] {
  return declarations(css)
    .filter((d) => !isTokenDefinition(d) && LITERAL.test(d.value))
    .map((d) => `${name}:${d.line} ${d.selector} { ${d.property}: ${d.value} }`);
}

/** The light tokens of base.css (its first :root block): name -> value. */
const baseTokens = new Map(
  declarations(stylesheets.find((s) => s.name === 'base.css')!.css)
    .filter((d) => d.selector === ':root' && d.property.startsWith('--'))
    .map((d) => [d.property, d.value]),
);

/**
 * Tokens that are not the brand's: neutrals (greys, black, white, the dark surfaces), the
 * search highlight and the error colours. They stay the same for every brand colour.
 */
const NEUTRAL_TOKENS = new Set([
  '--ink', '--ink-soft', '--muted', '--line', '--line-strong', '--surface', '--canvas', '--chip', '--shadow-sm', '--shadow-md',
  '--shadow-lg', '--header-bg', '--on-brand', '--ink-on-pastel', '--logo-ground', '--footer-bg', '--footer-ink', '--footer-muted',
]);
const SEMANTIC_TOKENS = new Set(['--mark', '--danger-wash', '--danger-line', '--danger-ink']);

/** How far a colour is from grey: the spread of its channels (none for a faint shadow, under 20% opaque, whose hue does not show). */
function chroma(value: string): number {
  const hex = /#[0-9a-f]{3,6}\b/i.exec(value)?.[0];
  const rgb = /rgb\((\d+) (\d+) (\d+)(?: \/ (\d+)%)?/.exec(value);
  if (rgb?.[4] && Number(rgb[4]) < 20) return 0;
  const channels = hex ? parseHex(hex)! : rgb ? rgb.slice(1, 4).map(Number) : [0, 0, 0];
  return Math.max(...channels) - Math.min(...channels);
}

describe('the stylesheets name no colour outside the token blocks', () => {
  it('finds a literal colour in every form it can take', () => {
    for (const value of ['#0a2233', '#fff', 'rgb(0 170 255 / 55%)', 'rgba(0,0,0,.5)', 'hsl(200 100% 50%)', 'white', 'Navy', 'oklch(70% 0.1 200)']) {
      expect(literalColours('x.css', `.hero { background: linear-gradient(${value}, transparent); }`), value).toHaveLength(1);
    }
    // Words that only look like colours, and the token blocks themselves, pass.
    expect(literalColours('x.css', '.a { white-space: nowrap; color: var(--tan-ish); background: transparent; border-color: currentColor; }')).toEqual([]);
    expect(literalColours('x.css', ':root { --lab: #00aaff; } @media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { --lab: #6cc8f5; } }')).toEqual([]);
    // A colour in a :root rule that is not a token is still a literal.
    expect(literalColours('x.css', ':root { color: #fff; }')).toHaveLength(1);
    expect(literalColours('x.css', '@media print { body { background: #fff; } }')).toHaveLength(1);
  });

  it('holds for every stylesheet of the site', () => {
    expect(stylesheets.length).toBeGreaterThan(5);
    expect(stylesheets.flatMap(({ name, css }) => literalColours(name, css))).toEqual([]);
  });

  it('defines the colour tokens in base.css only (print.css may swap them for print)', () => {
    const defined = stylesheets.flatMap(({ name, css }) =>
      declarations(css)
        .filter((d) => isTokenDefinition(d) && LITERAL.test(d.value))
        .map(() => name),
    );
    expect([...new Set(defined)].sort()).toEqual(['base.css', 'print.css']);
  });
});

describe('every token that is not a neutral comes from the brand colour', () => {
  const set = (css: string) => new Set([...css.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));
  const light = brandStylesheet('#2E7D32').split('@media')[0]!;

  it('the brand style sets each brand token again, and the neutrals are greys', () => {
    const brandSet = set(light);
    const colourTokens = [...baseTokens].filter(([, value]) => LITERAL.test(value)).map(([name]) => name);
    expect(colourTokens.length).toBeGreaterThan(30);
    const unset = colourTokens.filter((name) => !brandSet.has(name) && !NEUTRAL_TOKENS.has(name) && !SEMANTIC_TOKENS.has(name));
    expect(unset).toEqual([]);
    // A neutral is a grey (the dark surfaces lean a little cool, never towards a hue of their own).
    const coloured = [...NEUTRAL_TOKENS].filter((name) => chroma(baseTokens.get(name) ?? '') > 40);
    expect(coloured).toEqual([]);
    // No brand token is kept as a neutral.
    expect([...NEUTRAL_TOKENS].filter((name) => brandSet.has(name))).toEqual([]);
  });

  it('the dark-mode brand tokens are set again too', () => {
    const darkBlock = brandStylesheet('#2E7D32').split(":root[data-theme='dark']")[1]!;
    for (const token of ['--lab-text', '--lab-deep', '--lab-tint', '--lab-wash', '--focus', '--accent', '--accent-strong']) {
      expect(darkBlock, token).toContain(`${token}:`);
    }
  });

  it('no stylesheet value of a green lab keeps the default blue', () => {
    const css = brandStylesheet('#2E7D32');
    for (const blue of ['#00aaff', '#005580', '#00557f', '#0a2233', '#0d3650', 'rgb(0 170 255']) expect(css.toLowerCase()).not.toContain(blue);
  });
});

/** The brand colours the surfaces are checked with: blue, green, red, very light, very dark. */
const COLOURS = ['#00AAFF', '#1565C0', '#2E7D32', '#C62828', '#E63946', '#FFD54F', '#B2EBF2', '#F8BBD0', '#0B0F3A', '#1B1B1B', '#3E2723'];

function paletteOf(colour: string): BrandPalette {
  const result = brandPalette(colour);
  if (!result.ok) throw new Error(`${colour}: ${result.reason}`);
  return result.palette;
}

/** A colour drawn over another at `alpha` (both hex), as hex. */
function over(top: string, bottom: string, alpha: number): string {
  const [a, b] = [parseHex(top)!, parseHex(bottom)!];
  return `#${a.map((c, i) => Math.round(c * alpha + b[i]! * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}
const rgbHex = (value: string) => {
  const [r, g, b, alpha] = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(value)!.slice(1).map(Number) as [number, number, number, number];
  return { hex: `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`, alpha: alpha / 100 };
};

describe('text on the brand surfaces reads at AA for any accepted brand colour (the same in light and dark mode)', () => {
  for (const colour of COLOURS) {
    it(`${colour}: the hero's texts at their lightest point, its button, the banner's veil and the footer's links`, () => {
      const { hero, lab, accent } = paletteOf(colour);
      const glow = rgbHex(hero.glow);
      const soft = rgbHex(hero.glowSoft);
      // Every point of the hero: a gradient stop under the soft glow and then the strong one, both at full strength.
      const points = [hero.start, hero.middle, hero.end].map((stop) => over(glow.hex, over(soft.hex, stop, soft.alpha), glow.alpha));
      for (const point of points) {
        for (const [name, text] of Object.entries({ white: '#ffffff', kicker: hero.kicker, lead: hero.lead, figure: hero.factText })) {
          expect(contrastRatio(text, point), `${name} on ${point}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(contrastRatio(hero.buttonText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(hero.buttonText, hero.buttonHover)).toBeGreaterThanOrEqual(4.5);
      // White text on the brand gradient (project header, news banner) under the veil, at its lightest end.
      const scrim = rgbHex(hero.scrim);
      expect(contrastRatio('#ffffff', over(scrim.hex, lab, scrim.alpha))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(hero.footerLink, FOOTER_GROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', accent)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('a very light colour darkens the hero rather than losing its text', () => {
    const pale = paletteOf('#FFD54F').hero;
    expect(contrastRatio('#ffffff', pale.end)).toBeGreaterThan(contrastRatio('#ffffff', pale.shade));
    expect(pale.glow).not.toBe('rgb(255 213 79 / 55%)');
  });
});
