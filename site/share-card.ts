/**
 * The lab's own share card, made at build from its name, institution and brand colour: the
 * share image of every page when the lab has set none (and has no raster logo). The
 * prerenderer renders this SVG to `LAB_SHARE_CARD` (scripts/raster-images.mjs), so the head
 * never names a file the site does not hold. Build-only: the visitor's pages load none of it.
 */
import { brandPalette, DEFAULT_BRAND_COLOR, type BrandPalette } from '../shared/content/read/brand-color';
import type { LabProfile } from '../shared/content/model/lab-profile';
import { SHARE_IMAGE_SIZE } from './share-image';

export { LAB_SHARE_CARD } from './share-image';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words broken into lines of at most `width` characters (a longer word keeps a line to itself), at most `max` lines. */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/\s*\S*$/, '') || kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The palette of the lab's colour, or of the default colour when the lab's is refused. */
function paletteOf(color: string): BrandPalette {
  const own = brandPalette(color);
  if (own.ok) return own.palette;
  const standard = brandPalette(DEFAULT_BRAND_COLOR);
  if (!standard.ok) throw new Error(standard.reason);
  return standard.palette;
}

/** The card as SVG: the hero's gradient and glow of the brand colour, the lab's mark, name and institution in white. */
export function shareCardSvg(profile: Pick<LabProfile, 'name' | 'institution' | 'brandColor'>): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const { hero, lab } = paletteOf(profile.brandColor);
  const name = wrapWords(profile.name.trim(), 22, 3);
  const nameSize = name.length > 2 ? 76 : 92;
  const lineHeight = Math.round(nameSize * 1.12);
  const institution = profile.institution.trim();
  const top = 300 - ((name.length - 1) * lineHeight) / 2;
  const font = "font-family=\"'DejaVu Serif', 'Liberation Serif', Georgia, serif\"";
  const text = [
    ...name.map(
      (line, index) =>
        `<text x="96" y="${Math.round(top + index * lineHeight)}" ${font} font-size="${nameSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    institution
      ? `<text x="96" y="${Math.round(top + (name.length - 1) * lineHeight + 76)}" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="38" fill="${hero.kicker}">${escapeXml(wrapWords(institution, 48, 1)[0]!)}</text>`
      : '',
  ];
  const glow = (value: string) => {
    const match = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(value)!;
    return { color: `rgb(${match[1]},${match[2]},${match[3]})`, opacity: Number(match[4]) / 100 };
  };
  const strong = glow(hero.glow);
  const soft = glow(hero.glowSoft);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    '<defs>' +
    `<linearGradient id="ground" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${hero.start}"/><stop offset="0.55" stop-color="${hero.middle}"/><stop offset="1" stop-color="${hero.end}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.85" cy="-0.1" r="0.75"><stop offset="0" stop-color="${strong.color}" stop-opacity="${strong.opacity}"/><stop offset="1" stop-color="${strong.color}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="soft" cx="0" cy="1.1" r="0.6"><stop offset="0" stop-color="${soft.color}" stop-opacity="${soft.opacity}"/><stop offset="1" stop-color="${soft.color}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lab}"/><stop offset="1" stop-color="${hero.shade}"/></linearGradient>` +
    '</defs>' +
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#soft)"/>` +
    `<circle cx="136" cy="112" r="40" fill="url(#mark)"/><circle cx="123" cy="99" r="8" fill="#ffffff"/>` +
    text.join('') +
    `<rect x="0" y="${height - 16}" width="${width}" height="16" fill="${lab}"/>` +
    '</svg>'
  );
}
