/**
 * PNG versions of the site's SVG images for places that take no SVG: share cards
 * (og:image, twitter:image) and the Organization logo in structured data. Rendered at build
 * with resvg (a Rust SVG renderer shipped as a prebuilt npm binary: no browser, no network).
 */
import { Resvg } from '@resvg/resvg-js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileOf } from './build-paths.mjs';

const BACKGROUND = '#E8F3F8';

function render(svg, options) {
  return new Resvg(svg, { font: { loadSystemFonts: false }, ...options }).render().asPng();
}

/** The SVG centred on a plain card of `width` x `height`, scaled to fit. */
function cardSvg(svgText, width, height) {
  const data = Buffer.from(svgText).toString('base64');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>` +
    `<image x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="data:image/svg+xml;base64,${data}"/>` +
    '</svg>'
  );
}

/**
 * Writes one PNG per shared SVG. `sources` maps each SVG site path to its PNG site path.
 * A missing or unreadable SVG is reported and skipped (the page then names a file that is
 * not there, which the build log says).
 */
export async function writeShareImages(siteDir, sources, size) {
  const problems = [];
  for (const [svgPath, pngPath] of sources) {
    try {
      const svg = await readFile(fileOf(siteDir, svgPath), 'utf8');
      const target = fileOf(siteDir, pngPath);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, render(cardSvg(svg, size.width, size.height)));
    } catch (error) {
      problems.push(`${svgPath}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

const RASTER_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** A square picture of `side` pixels from an SVG or a raster image (centred, scaled to fit). */
export async function writeLogo(siteDir, sourcePath, pngPath, side) {
  const source = fileOf(siteDir, sourcePath);
  const target = fileOf(siteDir, pngPath);
  const bytes = await readFile(source);
  const type = RASTER_TYPES[sourcePath.split('.').pop().toLowerCase()];
  const svg = type
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
      `<image width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="data:${type};base64,${bytes.toString('base64')}"/></svg>`
    : bytes.toString('utf8');
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, render(svg, type ? {} : { fitTo: { mode: 'width', value: side } }));
}
