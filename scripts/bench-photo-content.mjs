/**
 * A copy of a content set whose pictures are photographs as a lab would have them: every SVG
 * picture of people, projects, software and news becomes a 1600 px wide JPEG with camera grain,
 * and every other SVG under assets/lab (partner logos) a 512 px PNG; the seed files name the new
 * files. `npm run bench:site` builds it to measure what the site's pictures cost a phone
 * (the example content's pictures are SVG, which the site serves as they are).
 *
 * Usage: node scripts/bench-photo-content.mjs <content dir> <new content dir>
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';

const PHOTO_WIDTH = 1600;
const LOGO_WIDTH = 512;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The SVG as a photograph: rendered large, with grain a camera sensor would leave. */
async function photo(svg) {
  const base = await sharp(svg, { density: 300 }).resize({ width: PHOTO_WIDTH }).flatten({ background: '#ffffff' }).toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
    .png()
    .toBuffer();
  return sharp(base.data)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function photoContent(from, to) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const renamed = new Map();
  for (const file of await filesUnder(join(to, 'assets'))) {
    if (!file.endsWith('.svg')) continue;
    const site = `/${relative(to, file)}`;
    const logo = site.startsWith('/assets/lab/') && !site.endsWith('/team.svg');
    const target = file.replace(/\.svg$/, logo ? '.png' : '.jpg');
    const svg = await readFile(file);
    const bytes = logo ? await sharp(svg, { density: 300 }).resize({ width: LOGO_WIDTH }).png().toBuffer() : await photo(svg);
    await writeFile(target, bytes);
    await rm(file);
    renamed.set(site, `/${relative(to, target)}`);
  }
  for (const file of await filesUnder(to)) {
    if (!/\.(ts|json)$/.test(file) || file.includes(`${join(to, 'assets')}`)) continue;
    const text = await readFile(file, 'utf8');
    let changed = text;
    for (const [before, after] of renamed) changed = changed.split(before).join(after);
    if (changed !== text) await writeFile(file, changed);
  }
  return renamed.size;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: node scripts/bench-photo-content.mjs <content dir> <new content dir>');
    process.exit(2);
  }
  console.log(`${await photoContent(from, to)} pictures made in ${to}`);
}
