#!/usr/bin/env node
/**
 * Prerenders every public page of the built site (docs/decisions/010). Runs after the client
 * build (dist/site) and the server bundle (dist/ssr): for each path it writes
 * dist/site/<path>/index.html with the page's markup and head, plus 404.html (the not-found
 * page, which still boots the app for paths added after the build), robots.txt, sitemap.xml,
 * feed.xml and events.ics.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { folderOf as folderIn, insideFolder } from './build-paths.mjs';
import { fillTemplate } from './prerender-page.mjs';
import { writeLabLogo, writeShareCard, writeShareImages } from './raster-images.mjs';
import { makeVariants } from './responsive-images.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.DIST_DIR ?? join(root, 'dist');
const siteDir = join(dist, 'site');
const ssrDir = join(dist, 'ssr');

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
// The same SITE_URL / BASE_PATH reading as vite.config.ts (scripts/site-address.ts, bundled).
const site = server.siteAddress(process.env);
const rawTemplate = await readFile(join(siteDir, 'index.html'), 'utf8');

if (!rawTemplate.includes('<div id="root"></div>'))
  throw new Error('dist/site/index.html has no empty <div id="root"></div> to fill.');

// The site's stylesheet is small (a few KB gzipped): inlined, it costs no render-blocking request.
async function inlineStylesheets(html) {
  let result = html;
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    const href = match[1];
    const local = href.startsWith(site.basePath) ? href.slice(site.basePath.length) : href.replace(/^\//, '');
    const css = await readFile(insideFolder(siteDir, local), 'utf8');
    result = result.replace(match[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return result;
}
const template = await inlineStylesheets(rawTemplate);
const BOOT_TAG = /<script src="[^"]*boot\.js"/;
if (!BOOT_TAG.test(template)) throw new Error('dist/site/index.html has no boot script (public/boot.js).');

/** The URL of a route path's data file, under a language's prefix ("/nb"): the one the browser fetches. */
const dataUrl = (path, prefix = '') => server.pageDataAddress(site.basePath, prefix, path);

/** The folder of a route path in a language ("/team" in "/nb" -> dist/site/nb/team), confirmed inside dist/site. */
const folderOf = (path, prefix = '') => folderIn(siteDir, path, prefix);

/**
 * Writes a route path's page data beside its index.html (docs/decisions/030): at the file its
 * address names, so the build writes where the browser asks (site/page-data-address.ts).
 */
async function writePageData(path, data, prefix = '') {
  const address = dataUrl(path, prefix);
  const file = insideFolder(siteDir, address.startsWith(site.basePath) ? address.slice(site.basePath.length) : address);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data));
}

/**
 * The template with the page's head tags and markup. The boot script fetches the page's data
 * beside its code once the page has painted (public/boot.js, docs/decisions/061).
 */
function page(path, rendered, { data = false, prefix = '' } = {}) {
  const withData = data ? template.replace(BOOT_TAG, (tag) => `${tag} data-page-data="${dataUrl(path, prefix)}"`) : template;
  return fillTemplate(withData, path, rendered);
}

// SITE_CONTENT_JSON (the scale benchmark): prerender that content instead of the repository's.
const content = process.env.SITE_CONTENT_JSON
  ? JSON.parse(await readFile(process.env.SITE_CONTENT_JSON, 'utf8'))
  : server.publishedContent();
// Content the studio would refuse (an id or a site path that leaves its folder, a favicon on
// another host, an address that is not one) stops the build here; an item that only lacks a
// field its form requires (an undated imported paper) is shown as it is, naming each item
// (shared/content/model/content-rules.ts, docs/decisions/066).
const refused = server.contentRuleProblems(content);
if (refused.length) {
  throw new Error(`The content breaks the site's rules; nothing was prerendered:\n${refused.map((problem) => `  - ${server.ruleProblemLine(problem)}`).join('\n')}`);
}
// AVIF and WebP variants of the content's raster pictures at the widths their places use, from
// the cache when a picture is unchanged (scripts/responsive-images.mjs, docs/decisions/075);
// each page's data carries those of the pictures it shows.
const images = await makeVariants({ siteDir, sources: server.variantSources(content), plan: server.planWidths });
server.setImageManifest(images.variants);
for (const problem of images.problems) console.warn(`Picture served without variants: ${problem}`);
console.log(
  `Responsive images: ${images.pictures} pictures; ${images.made} variants made, ${images.reused} reused from the cache${images.made + images.measured === 0 ? ' (no image work)' : ''}.`,
);

const written = [];
const indexed = [];
const shared = new Map();
const skipped = [];
// Every page in each of the site's languages: the default at the root, the others under /{lang}/
// (docs/decisions/060). The paths are the same in every language.
const versions = await server.languageVersions(site, content);
for (const { lang, prefix } of versions) {
  for (const path of server.prerenderPaths(content)) {
    const rendered = await server.renderPage(path, site, content, { lang });
    if (rendered.status !== 200) {
      if (!prefix) skipped.push(path);
      continue;
    }
    const file = join(folderOf(path, prefix), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(path, rendered, { data: true, prefix }));
    await writePageData(path, rendered.data, prefix);
    written.push(`${prefix}${path}`);
    if (rendered.indexable && !prefix) indexed.push(path);
    if (rendered.shareSvg) shared.set(rendered.shareSvg, server.rasterSharePath(rendered.shareSvg));
  }
  for (const [path, data] of Object.entries(server.dataOnlyPaths(lang))) await writePageData(path, data(content), prefix);
}

// Share cards and the structured-data logo need raster images (site/share-image.ts).
const rasterProblems = await writeShareImages(siteDir, shared, server.SHARE_IMAGE_SIZE);
for (const problem of rasterProblems) console.warn(`Share image not rendered: ${problem}`);
// The lab's own card from its name and colour: the share image of pages that have no other.
await writeShareCard(siteDir, server.shareCardSvg(server.labProfileOf(content)), server.LAB_SHARE_CARD);
// The lab's SVG logo when it has one; the product's mark when that file cannot be read.
const logoSource = server.labLogoSource(server.labProfileOf(content));
for (const [target, side] of [
  [server.LAB_LOGO, server.LAB_LOGO_SIZE],
  [server.TOUCH_ICON, server.TOUCH_ICON_SIZE],
]) {
  const problem = await writeLabLogo(siteDir, logoSource, server.LAB_LOGO_SOURCE, target, side);
  if (problem) console.warn(problem);
}

// The studio renders in the browser only: an app shell per studio path, kept out of search engines.
const studioHead = server.headTagsHtml(server.headTags({ title: 'Studio', noindex: true }, site, '/admin', server.labProfileOf(content)));
for (const path of server.adminShellPaths) {
  const file = join(folderOf(path), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page(path, { head: studioHead, body: '', lang: versions[0].lang }).replace(` data-prerendered="${path}"`, ''));
}

const notFound = await server.renderPage('/404', site, content);
await writeFile(join(siteDir, '404.html'), page('/404', notFound));
await writeFile(join(siteDir, 'robots.txt'), server.robotsTxt(site));
await writeFile(join(siteDir, 'sitemap.xml'), server.sitemapXml(versions[0].site, content, indexed));
for (const version of versions) {
  await mkdir(folderOf('/', version.prefix), { recursive: true });
  await writeFile(join(folderOf('/', version.prefix), 'feed.xml'), server.atomFeed(version.site, version.content, new Date()));
  // The events' calendar (docs/decisions/087): every event, past ones too, as its list page shows them.
  await writeFile(join(folderOf('/', version.prefix), server.CALENDAR_FILE), server.eventsCalendar(version.site, version.content, new Date()));
}
await rm(ssrDir, { recursive: true, force: true });

console.log(
  `Prerendered ${written.length} pages in ${versions.length === 1 ? 'one language' : `${versions.length} languages (${versions.map((version) => version.lang).join(', ')})`}, ${shared.size} share images, 404.html, robots.txt, sitemap.xml, feed.xml and events.ics for ${site.origin}${site.basePath}`,
);
if (skipped.length) console.log(`No route for: ${skipped.join(', ')}`);
