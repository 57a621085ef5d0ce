#!/usr/bin/env node
/**
 * Performance benchmark of the built public site (`npm run bench:site`). Prints figures;
 * it is a measurement, not a test, and never fails on speed.
 *
 * 1. Lighthouse (the npm package, mobile preset, against the system Chromium) for /,
 *    /projects, /publications, /team, a project page and a member page: performance,
 *    accessibility, best-practices and SEO scores, LCP, CLS, TBT and total bytes, median of
 *    LH_RUNS (default 3) runs; plus each page's HTML bytes and first-load JavaScript (gzip).
 * 2. Scale, in an editor's browser: ten times the seed content (tests/fixtures/scale.ts: 600 publications,
 *    60 projects, 150 members) — /publications render time and keystroke-to-update time
 *    of its search, median of several runs, on the same mobile profile and on desktop.
 * 2b. Image bytes at 390 px: the bytes of every picture a phone (390 x 844 CSS px, 3 device pixels
 *    per CSS pixel) downloads on each route, scrolled to the end so lazy pictures load too; on
 *    the built site, and on the same content with photographs for pictures
 *    (scripts/bench-photo-content.mjs, built to $DIST_DIR/photos; BENCH_SKIP_PHOTOS skips it).
 * 3. Scale, built: the site built from the seed, 10x and 1,000 papers / 100 members
 *    (scripts/bench-site-scale.mjs): build time, /publications HTML, LCP, TBT, search latency.
 *
 * Uses $DIST_DIR/site (default ./dist/site) and builds it first when it is missing.
 * BENCH_PORT (default 4301) is the port of the local static server (scripts/serve-static.mjs,
 * gzip like a real host).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';
import { startStaticServer } from './start-static-server.mjs';
import { benchScaleBuilds } from './bench-site-scale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ?? `${root}dist`;
const port = Number(process.env.BENCH_PORT ?? 4301);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LH_ROUTES = process.env.LH_ROUTES?.split(',') ?? [
  '/',
  '/projects',
  '/publications',
  '/team',
  '/projects/project-1',
  '/team/member-1',
  '/publications/pub-001',
  '/news/news-1',
  // A page in the site's second language (docs/decisions/060), when the content has one.
  '/nb/',
];
const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1350, height: 940 } };
// Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; 4x CPU slowdown.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function ensureBuild() {
  if (existsSync(`${distDir}/site/index.html`)) return;
  console.log(`No build in ${distDir}/site: building it...`);
  const result = spawnSync('npm', ['run', 'build:site'], {
    cwd: root,
    stdio: 'inherit',
    env: { ADMIN_PASSWORD: 'bench-only-password', ...process.env, DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error('build failed');
}


/** Bytes of a built file as a host would send it (gzip). */
function gzipBytes(pathname) {
  const file = `${distDir}/site${decodeURIComponent(pathname)}`;
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}

async function lighthouseRun(url, chromePort) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base));
  const document = requests.find((r) => r.resourceType === 'Document');
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    html: document ? gzipBytes(new URL(document.url).pathname.replace(/\/?$/, '/index.html').replace('//index', '/index')) : 0,
    htmlRaw: document?.resourceSize ?? 0,
    js: scripts.reduce((sum, r) => sum + gzipBytes(new URL(r.url).pathname), 0),
    failed: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

async function launchChrome() {
  const { launch } = await import('chrome-launcher');
  return launch({ chromePath: findChromium() ?? undefined, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
}

async function benchLighthouse() {
  const chrome = await launchChrome();
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, CPU 4x), median of ${LH_RUNS} runs`);
  console.log('route                  perf  a11y  bp   seo   FCP      LCP      CLS    TBT     bytes     HTML gz   first-load JS gz');
  try {
    for (const route of LH_ROUTES) {
      if (route.startsWith('/nb/') && !existsSync(`${distDir}/site/nb/index.html`)) continue;
      const runs = [];
      for (let i = 0; i < LH_RUNS; i += 1) runs.push(await lighthouseRun(base + route, chrome.port));
      const m = (key) => median(runs.map((r) => r[key]));
      console.log(
        `${route.padEnd(22)} ${String(Math.round(m('performance'))).padEnd(5)} ${String(Math.round(m('accessibility'))).padEnd(5)} ${String(Math.round(m('bestPractices'))).padEnd(4)} ${String(Math.round(m('seo'))).padEnd(5)} ${ms(m('fcp')).padEnd(8)} ${ms(m('lcp')).padEnd(8)} ${m('cls').toFixed(3).padEnd(6)} ${ms(m('tbt')).padEnd(7)} ${kb(m('bytes')).padEnd(9)} ${kb(m('html')).padEnd(9)} ${kb(m('js'))}`,
      );
      const failing = [...new Set(runs.flatMap((r) => r.failed))];
      if (failing.length) console.log(`${''.padEnd(22)} audits below 0.9: ${failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * What a second language costs a visitor: the scripts a page in another language loads beyond
 * the same page's in the default language (its message catalogue, and nothing else).
 */
async function benchLanguages(browser) {
  const pairs = [['/', '/nb/'], ['/team/', '/nb/team/'], ['/projects/project-1/', '/nb/projects/project-1/'], ['/publications/', '/nb/publications/']];
  if (!existsSync(`${distDir}/site/nb/index.html`)) return console.log('\nLanguages: the content has one language; nothing to compare.');
  const scriptsOf = async (path) => {
    const page = await browser.newPage();
    const files = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(base)) files.add(new URL(response.url()).pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.close();
    return files;
  };
  console.log('\nLanguages: first-load JS (gzip) of a page in the default language and in Norwegian Bokmål');
  for (const [english, other] of pairs) {
    const [a, b] = [await scriptsOf(english), await scriptsOf(other)];
    const size = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    const extra = [...b].filter((file) => !a.has(file));
    const missing = [...a].filter((file) => !b.has(file));
    console.log(
      `${other.padEnd(26)} ${kb(size(a))} -> ${kb(size(b))}: +${kb(size(b) - size(a))} (${extra.map((file) => `${file.split('/').pop()} ${kb(gzipBytes(file))}`).join(', ') || 'no other file'}${missing.length ? `; not loaded: ${missing.join(', ')}` : ''})`,
    );
  }
}

const PHONE_390 = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const IMAGE_ROUTES = process.env.IMAGE_ROUTES?.split(',') ?? ['/', '/team', '/projects', '/software', '/news', '/projects/project-1', '/team/member-1', '/news/news-1'];

/** Bytes of the pictures a 390 px phone downloads on `route` of the site at `origin`, scrolled to its end. */
async function imageBytesOf(browser, origin, route) {
  const context = await browser.newContext(PHONE_390);
  const page = await context.newPage();
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    sizes.push(response.body().then((body) => ({ url: response.url(), bytes: body.length }), () => ({ url: response.url(), bytes: 0 })));
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  // Lazy pictures load as they come near the viewport: scroll through the page a screen at a time.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(sizes);
  await context.close();
  return { bytes: loaded.reduce((sum, item) => sum + item.bytes, 0), count: loaded.length };
}

async function benchImageBytes(browser, origin, label) {
  console.log(`\nImage bytes at 390 px (3x), scrolled to the end: ${label}`);
  for (const route of IMAGE_ROUTES) {
    const { bytes, count } = await imageBytesOf(browser, origin, route);
    console.log(`${route.padEnd(22)} ${kb(bytes).padStart(10)} in ${count} pictures`);
  }
}

/** The built site's content with photographs for pictures, built once into its own folder. */
async function benchPhotoImageBytes(browser) {
  const photoDist = `${distDir}/photos`;
  // At the depth of tests/fixtures/content, whose seed files import the product's code by relative paths.
  const contentDir = `${root}dist/bench-content/photos`;
  // The photographs are made once; the site is built each time, with the code as it is now.
  if (!existsSync(`${contentDir}/seed`)) {
    const { photoContent } = await import('./bench-photo-content.mjs');
    await photoContent(process.env.CONTENT_DIR ?? 'tests/fixtures/content', contentDir);
  }
  {
    console.log(`\nBuilding the photograph content into ${photoDist}...`);
    const result = spawnSync('npm', ['run', 'build:site'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ADMIN_PASSWORD: 'bench-only-password', ...process.env, DIST_DIR: photoDist, CONTENT_DIR: contentDir },
    });
    if (result.status !== 0) throw new Error('build of the photograph content failed');
  }
  const photoPort = port + 1;
  const server = await startStaticServer(`${photoDist}/site`, photoPort);
  try {
    await benchImageBytes(browser, `http://127.0.0.1:${photoPort}`, `${process.env.CONTENT_DIR ?? 'tests/fixtures/content'} with photographs (${photoDist})`);
  } finally {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
}

async function throttledPage(browser, profile, { cpu = 4, network = SLOW_4G } = {}) {
  const context = await browser.newContext(profile);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { context, page };
}

/** Seeds localStorage with the scaled content before the page's scripts run. */
async function seededPage(browser, profile, entries, throttle) {
  const { context, page } = await throttledPage(browser, profile, throttle);
  await page.addInitScript((pairs) => {
    for (const [key, value] of pairs) window.localStorage.setItem(key, value);
  }, entries);
  return { context, page };
}

async function measureScaleRender(browser, profile, entries, expected, throttle) {
  const { context, page } = await seededPage(browser, profile, entries, throttle);
  await page.addInitScript((count) => {
    const check = () => {
      if (document.querySelectorAll('.publication').length >= count) window.__listReady = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, expected);
  await page.goto(`${base}/publications`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__listReady !== undefined, null, { timeout: 60_000 });
  const ready = await page.evaluate(() => window.__listReady);
  await context.close();
  return ready;
}

/**
 * Keystroke-to-update: from the keydown to the next frame after the result list changed.
 * Keys alternate between a letter (filters the list) and Backspace (restores it), so every
 * keystroke changes what is shown.
 */
async function measureKeystrokes(browser, profile, entries, throttle, keys, origin = base) {
  const { context, page } = await seededPage(browser, profile, entries, throttle);
  await page.goto(`${origin}/publications`, { waitUntil: 'load' });
  await page.locator('.publication').first().waitFor();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  const timings = [];
  for (const key of keys) {
    for (const press of [key, 'Backspace']) {
      await page.evaluate(() => {
        const list = document.querySelector('main .container.page');
        window.__update = new Promise((resolve) => {
          let start = 0;
          const onKey = (event) => {
            start = event.timeStamp;
            window.removeEventListener('keydown', onKey, true);
          };
          window.addEventListener('keydown', onKey, true);
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          });
          observer.observe(list.querySelector('.result-count'), { childList: true, subtree: true, characterData: true });
        });
      });
      await page.keyboard.press(press);
      timings.push(await page.evaluate(() => window.__update));
    }
  }
  await context.close();
  return timings;
}

async function benchScale(browser) {
  const { scaleStorageEntries, scaleContent } = await tsImport('../tests/fixtures/scale.ts', import.meta.url);
  const content = scaleContent(10);
  const entries = scaleStorageEntries(10);
  const { PUBLICATIONS_PER_PAGE } = await tsImport('../site/routes/publication-pages.ts', import.meta.url);
  // The list is paged (docs/decisions/030): the first page shows at most PUBLICATIONS_PER_PAGE papers.
  const total = Math.min(content.publications.length, PUBLICATIONS_PER_PAGE);
  console.log(
    `\nScale: ${content.publications.length} publications, ${content.projects.length} projects, ${content.teamMembers.length} members (${kb(entries.reduce((s, [, v]) => s + v.length * 2, 0))} in localStorage)`,
  );
  const profiles = [
    { name: 'mobile, CPU 4x', profile: MOBILE, throttle: { cpu: 4, network: null } },
    { name: 'desktop, no throttling', profile: DESKTOP, throttle: { cpu: 1, network: null } },
  ];
  for (const { name, profile, throttle } of profiles) {
    const renders = [];
    for (let i = 0; i < RUNS; i += 1) renders.push(await measureScaleRender(browser, profile, entries, total, throttle));
    const keystrokes = await measureKeystrokes(browser, profile, entries, throttle, ['q', 'z', 'x', 'j', 'k']);
    console.log(
      `${name.padEnd(24)} /publications first ${total} of ${content.publications.length} rendered: median ${ms(median(renders))} after navigation start (runs: ${renders.map((r) => Math.round(r)).join(', ')})`,
    );
    console.log(
      `${''.padEnd(24)} search keystroke to updated list: median ${ms(median(keystrokes))}, max ${ms(Math.max(...keystrokes))} over ${keystrokes.length} keystrokes`,
    );
  }
}

async function main() {
  ensureBuild();
  const server = await startStaticServer(`${distDir}/site`, port);
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    if (!process.env.BENCH_SKIP_LANGUAGES) await benchLanguages(browser);
    if (!process.env.BENCH_SKIP_IMAGES) await benchImageBytes(browser, base, `${distDir}/site`);
    if (!process.env.BENCH_SKIP_IMAGES && !process.env.BENCH_SKIP_PHOTOS) await benchPhotoImageBytes(browser);
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) await benchLighthouse();
    if (!process.env.BENCH_SKIP_SCALE && !process.env.BENCH_SKIP_EDITOR_SCALE) await benchScale(browser);
    if (!process.env.BENCH_SKIP_SCALE) {
      const chrome = await launchChrome();
      try {
        const lighthouseRuns = async (url) => {
          const runs = [];
          for (let i = 0; i < LH_RUNS; i += 1) runs.push(await lighthouseRun(url, chrome.port));
          return runs;
        };
        await benchScaleBuilds({ root, port, median, ms, kb, lighthouseRuns, browser, mobile: MOBILE, measureKeystrokes });
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
