/**
 * AVIF and WebP variants of the site's raster pictures, made at build with sharp (libvips, a
 * prebuilt npm binary: no browser, no network) at the widths each picture's places use
 * (shared/content/media/image-variants.ts, docs/decisions/075). SVG stays SVG.
 *
 * Cached between builds: a variant's file is named by the hash of the source's bytes (and of the
 * encoding settings), its width and its format, in a cache folder outside dist/
 * (node_modules/.cache/lab-site-images, or IMAGE_CACHE_DIR). A rebuild with unchanged pictures
 * decodes and encodes nothing: it copies the cached files; the build log says how many were made
 * and how many reused.
 *
 * A picture is content, so the work is bounded (docs/decisions/067): its file size, its pixels
 * (sharp's limitInputPixels, checked from the header before anything is decoded) and its shape.
 * Over a limit, or unreadable, the picture gets no variants: it is served as it is and the build
 * log says why.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fileOf, insideFolder } from './build-paths.mjs';

/** What one picture may ask of the build. */
export const RASTER_LIMITS = {
  /** Bytes of the picture's file. */
  bytes: 30 * 1024 * 1024,
  /** Pixels of the picture (a 48-megapixel camera's largest photo fits). */
  pixels: 8192 * 6144,
  /** How many times longer than wide (or wider than long) it may be. */
  aspect: 20,
};

/** Encoding settings; part of every cached file's key, so changing them makes new files. */
export const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
};
const SETTINGS_KEY = JSON.stringify(['v1', ENCODING]);

export const FORMATS = ['avif', 'webp'];

/** Where variants are served from in the built site. */
export const VARIANT_FOLDER = '/assets/variants';

export const DEFAULT_CACHE_DIR = process.env.IMAGE_CACHE_DIR ?? fileURLToPath(new URL('../node_modules/.cache/lab-site-images', import.meta.url));

export class ImageRefusedError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ImageRefusedError';
  }
}

/** The cache key of a picture: its bytes and the encoding settings. */
export function sourceKey(bytes) {
  return createHash('sha256').update(SETTINGS_KEY).update(bytes).digest('hex').slice(0, 20);
}

/** The file name of one variant. */
export const variantName = (key, width, format) => `${key}-${width}.${format}`;

/** Writes a file whole or not at all (a build stopped midway leaves no half-written cache entry). */
async function writeWhole(file, bytes) {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/**
 * The picture's size as shown (EXIF orientation applied), from its header, or a refusal when it
 * is over a limit. Cached beside the variants, so an unchanged picture is not even opened.
 */
async function measure(bytes, key, cacheDir, limits) {
  const cached = join(cacheDir, `${key}.json`);
  if (existsSync(cached)) return { ...JSON.parse(await readFile(cached, 'utf8')), cached: true };
  let meta;
  try {
    // The header only: nothing is decoded until the size is known to be within the limits.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRefusedError(`not a picture sharp can read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!meta.width || !meta.height) throw new ImageRefusedError('the picture has no size');
  if (meta.width * meta.height > limits.pixels) throw new ImageRefusedError(`the picture has more than ${limits.pixels} pixels (${meta.width}x${meta.height})`);
  if (Math.max(meta.width, meta.height) / Math.min(meta.width, meta.height) > limits.aspect) throw new ImageRefusedError(`the picture is more than ${limits.aspect} times longer than wide`);
  const turned = (meta.orientation ?? 1) >= 5;
  const size = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  await writeWhole(cached, JSON.stringify(size));
  return { ...size, cached: false };
}

async function encode(bytes, width, format, limits) {
  const pipeline = sharp(bytes, { limitInputPixels: limits.pixels }).rotate().resize({ width, withoutEnlargement: true });
  return format === 'avif' ? pipeline.avif(ENCODING.avif).toBuffer() : pipeline.webp(ENCODING.webp).toBuffer();
}

/**
 * Makes (or takes from the cache) the variants of every picture in `sources` (site path ->
 * wanted widths; `plan` decides the widths a picture of a given width gets, planWidths of
 * shared/content/media/image-variants.ts) and copies them into the built site. Returns the variants by site path (the
 * site's ImageVariantMap), what it did, and each refused picture with the reason.
 */
export async function makeVariants({ siteDir, sources, plan, cacheDir = DEFAULT_CACHE_DIR, limits = RASTER_LIMITS }) {
  await mkdir(cacheDir, { recursive: true });
  const outDir = insideFolder(siteDir, VARIANT_FOLDER);
  await mkdir(outDir, { recursive: true });
  const variants = {};
  const problems = [];
  const done = { pictures: 0, made: 0, reused: 0, measured: 0 };
  for (const [src, wanted] of sources) {
    try {
      const file = fileOf(siteDir, src);
      if (!existsSync(file)) throw new ImageRefusedError('the file is not in the site');
      const bytes = await readFile(file);
      if (bytes.length > limits.bytes) throw new ImageRefusedError(`the file is larger than ${limits.bytes} bytes`);
      const key = sourceKey(bytes);
      const size = await measure(bytes, key, cacheDir, limits);
      if (!size.cached) done.measured += 1;
      const widths = plan(size.width, wanted);
      for (const width of widths) {
        for (const format of FORMATS) {
          const name = variantName(key, width, format);
          const cached = join(cacheDir, name);
          if (existsSync(cached)) done.reused += 1;
          else {
            await writeWhole(cached, await encode(bytes, width, format, limits));
            done.made += 1;
          }
          await copyFile(cached, join(outDir, name));
        }
      }
      variants[src] = { width: size.width, height: size.height, widths, stem: `${VARIANT_FOLDER}/${key}` };
      done.pictures += 1;
    } catch (error) {
      problems.push(`${src}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { variants, problems, ...done };
}
