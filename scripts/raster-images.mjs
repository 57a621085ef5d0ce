/**
 * PNG versions of the site's SVG images for places that take no SVG: share cards
 * (og:image, twitter:image) and the Organization logo in structured data. Rendered at build
 * with resvg (a Rust SVG renderer shipped as a prebuilt npm binary: no browser, no network).
 *
 * An SVG is content, so the render is bounded (docs/decisions/067): the text is checked first
 * (size, elements, filter effects, no DTD), every reference to a file or an address in it is
 * cut (only data: pictures and references inside the SVG stay, so nothing is read from the build
 * machine's disk or the network), and the render runs in a process of its own with a pixel
 * cap, an aspect-ratio cap and a time budget. Over any of them the picture is refused with the
 * reason; the caller reports it (and, for the logo, uses the product's mark).
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileOf } from './build-paths.mjs';

const BACKGROUND = '#E8F3F8';
const CHILD = fileURLToPath(new URL('./render-svg-child.mjs', import.meta.url));

/** What one SVG may ask of the build. */
export const SVG_LIMITS = {
  /** Characters of SVG text. */
  bytes: 2_000_000,
  /** Elements (tags) in the SVG. */
  elements: 20_000,
  /** Filter primitives (<feGaussianBlur>, …): each costs a pass over every pixel it covers. */
  filters: 32,
  /** Pixels of the rendered picture. */
  pixels: 4096 * 4096,
  /** How many times longer than wide (or wider than long) the SVG may be. */
  aspect: 20,
  /** Milliseconds one render may take. */
  ms: 20_000,
};

export class SvgRefusedError extends Error {
  constructor(message) {
    super(message);
    this.name = 'SvgRefusedError';
  }
}

/**
 * An href that stays inside the SVG: a fragment or an embedded raster picture. An embedded SVG
 * is cut too: its own references would not pass through here.
 */
const INNER_HREF = /^\s*(#|data:image\/(png|jpe?g|gif|webp)[;,])/i;

/**
 * The SVG text with every reference to a file or an address cut (href="/abs/path.png",
 * href="https://…", href="file:…" become href="#"), or a refusal when the text is over a limit
 * or declares a DTD (entities could build a reference the cut does not see).
 */
export function inertSvg(svgText, limits = SVG_LIMITS) {
  if (svgText.length > limits.bytes) throw new SvgRefusedError(`the SVG is longer than ${limits.bytes} characters`);
  if (/<!DOCTYPE|<!ENTITY/i.test(svgText)) throw new SvgRefusedError('the SVG declares a DTD or entities');
  const elements = svgText.match(/<[A-Za-z]/g)?.length ?? 0;
  if (elements > limits.elements) throw new SvgRefusedError(`the SVG has more than ${limits.elements} elements`);
  const filters = svgText.match(/<(?:[\w-]+:)?fe[A-Z]/g)?.length ?? 0;
  if (filters > limits.filters) throw new SvgRefusedError(`the SVG has more than ${limits.filters} filter effects`);
  // Every href-like attribute, whatever its namespace prefix: href, xlink:href, any:href.
  return svgText
    .replace(/(\s(?:[\w.-]+:)?href\s*=\s*)(["'])([\s\S]*?)\2/gi, (whole, name, quote, value) => (INNER_HREF.test(value) ? whole : `${name}${quote}#${quote}`))
    .replace(/url\(\s*(?!["']?\s*(?:#|data:image\/(?:png|jpe?g|gif|webp)[;,]))[^)]*\)/gi, 'none');
}

/**
 * Renders SVG text to PNG bytes in a process of its own, within the limits. `shapeOf`, when
 * given, is an SVG whose aspect ratio is checked too (the picture inside a share card).
 */
export function renderPng(svg, options = {}, limits = SVG_LIMITS, shapeOf = null) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.ms);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const said = Buffer.concat(err).toString('utf8').trim();
      if (timedOut) reject(new SvgRefusedError(`rendering took longer than ${limits.ms / 1000} s`));
      else if (code === 0) resolve(Buffer.concat(out));
      else if (code === 3) reject(new SvgRefusedError(said));
      else reject(new SvgRefusedError(`the renderer stopped (${signal ?? `exit code ${code}`})${said ? `: ${said.split('\n').at(-1)}` : ''}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify({ svg, options, limits, shapeOf }));
  });
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
 * A missing, unreadable or refused SVG is reported and skipped (the page then names a file
 * that is not there, which the build log says).
 */
export async function writeShareImages(siteDir, sources, size, limits = SVG_LIMITS) {
  const problems = [];
  for (const [svgPath, pngPath] of sources) {
    try {
      const source = fileOf(siteDir, svgPath);
      const target = fileOf(siteDir, pngPath);
      const svg = inertSvg(await readFile(source, 'utf8'), limits);
      // The SVG's own shape is checked as well as the card's.
      const png = await renderPng(cardSvg(svg, size.width, size.height), {}, limits, svg);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, png);
    } catch (error) {
      problems.push(`${svgPath}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/**
 * The lab's share card (site/share-card.ts) as a PNG. Its words are set in the machine's fonts
 * (resvg finds none of its own); without any, the card keeps its colours and mark.
 */
export async function writeShareCard(siteDir, svg, pngPath, limits = SVG_LIMITS) {
  const target = fileOf(siteDir, pngPath);
  // Bounded like every other render; its words need the machine's fonts.
  const png = await renderPng(inertSvg(svg, limits), { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }, limits);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, png);
}

const RASTER_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** A square picture of `side` pixels from an SVG or a raster image (centred, scaled to fit). */
export async function writeLogo(siteDir, sourcePath, pngPath, side, limits = SVG_LIMITS) {
  const source = fileOf(siteDir, sourcePath);
  const target = fileOf(siteDir, pngPath);
  const bytes = await readFile(source);
  const type = RASTER_TYPES[sourcePath.split('.').pop().toLowerCase()];
  const svg = type
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
      `<image width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="data:${type};base64,${bytes.toString('base64')}"/></svg>`
    : inertSvg(bytes.toString('utf8'), limits);
  const png = await renderPng(svg, type ? {} : { fitTo: { mode: 'width', value: side } }, limits);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, png);
}

/**
 * The lab's logo as a square PNG, or the product's mark when the logo cannot be read or is
 * refused. Returns the reason when the mark was used, for the build log.
 */
export async function writeLabLogo(siteDir, sourcePath, fallbackPath, pngPath, side, limits = SVG_LIMITS) {
  try {
    await writeLogo(siteDir, sourcePath, pngPath, side, limits);
    return null;
  } catch (error) {
    if (sourcePath === fallbackPath) throw error;
    await writeLogo(siteDir, fallbackPath, pngPath, side, limits);
    return `Logo ${sourcePath} not rendered (${error instanceof Error ? error.message : String(error)}); using ${fallbackPath}.`;
  }
}
