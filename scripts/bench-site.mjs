#!/usr/bin/env node
/**
 * Performance benchmark of the built public site (`npm run bench:site`). Prints figures;
 * it is a measurement, not a test, and never fails on speed.
 *
 * 1. Page load on a mobile profile (412x823, 4x CPU slowdown, Lighthouse-like slow-4G
 *    network) for /, /projects, /publications, /team and a project page: LCP, FCP, the
 *    sum of long-task time beyond 50 ms (a TBT-like figure) and JavaScript bytes loaded.
 *    Median of 5 cold runs each. Lighthouse itself runs instead when it is installed.
 * 2. Scale: ten times the seed content (tests/fixtures/scale.ts: 600 publications,
 *    60 projects, 150 members) — /publications render time and keystroke-to-update time
 *    of its search, median of several runs, on the same mobile profile and on desktop.
 *
 * Uses $DIST_DIR/site (default ./dist/site) and builds it first when it is missing.
 * BENCH_PORT (default 4301) is the port of the local `vite preview` server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ?? `${root}dist`;
const port = Number(process.env.BENCH_PORT ?? 4301);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES = ['/', '/projects', '/publications', '/team', '/projects/project-1'];
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
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
  if (result.status !== 0) throw new Error('build failed');
}

async function startPreview() {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(base)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-server.pid);
  throw new Error(`vite preview did not start on ${base}`);
}

function lighthouseAvailable() {
  try {
    createRequire(import.meta.url).resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

/** Observers installed before any page script: LCP, paints and long tasks. */
function installObservers() {
  const perf = { lcp: 0, fcp: 0, longTasks: [] };
  window.__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
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

async function measureLoad(browser, route) {
  const { context, page } = await throttledPage(browser, MOBILE);
  await page.addInitScript(installObservers);
  await page.goto(base + route, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // LCP is final once the user interacts; a click on the page's body finalises it.
  const result = await page.evaluate(() => {
    const perf = window.__perf;
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\.m?js(\?|$)/.test(entry.name));
    return {
      lcp: perf.lcp,
      fcp: perf.fcp,
      tbt: perf.longTasks.filter((t) => t.start >= perf.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      jsTransfer: scripts.reduce((sum, e) => sum + e.transferSize, 0),
      jsDecoded: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
      files: scripts.map((e) => new URL(e.name).pathname),
    };
  });
  await context.close();
  return result;
}

async function benchLoads(browser) {
  console.log(`\nPage load, mobile profile (412x823, CPU 4x, slow 4G), median of ${RUNS} cold runs`);
  console.log('route                    LCP        FCP        TBT-like   JS transfer  JS decoded  files');
  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureLoad(browser, route));
    const row = {
      route,
      lcp: median(runs.map((r) => r.lcp)),
      fcp: median(runs.map((r) => r.fcp)),
      tbt: median(runs.map((r) => r.tbt)),
      jsTransfer: median(runs.map((r) => r.jsTransfer)),
      jsDecoded: median(runs.map((r) => r.jsDecoded)),
      files: runs[0].files,
    };
    rows.push(row);
    console.log(
      `${route.padEnd(24)} ${ms(row.lcp).padEnd(10)} ${ms(row.fcp).padEnd(10)} ${ms(row.tbt).padEnd(10)} ${kb(row.jsTransfer).padEnd(12)} ${kb(row.jsDecoded).padEnd(11)} ${row.files.length}`,
    );
  }
  const studio = rows.flatMap((row) => row.files.filter((file) => /studio|editor/i.test(file)).map((file) => `${row.route}: ${file}`));
  console.log(studio.length ? `Studio code loaded on public pages: ${studio.join(', ')}` : 'Studio/editor code loaded on public pages: none');
  return rows;
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
async function measureKeystrokes(browser, profile, entries, throttle, keys) {
  const { context, page } = await seededPage(browser, profile, entries, throttle);
  await page.goto(`${base}/publications`, { waitUntil: 'load' });
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
  const total = content.publications.length;
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
      `${name.padEnd(24)} /publications all ${total} rendered: median ${ms(median(renders))} after navigation start (runs: ${renders.map((r) => Math.round(r)).join(', ')})`,
    );
    console.log(
      `${''.padEnd(24)} search keystroke to updated list: median ${ms(median(keystrokes))}, max ${ms(Math.max(...keystrokes))} over ${keystrokes.length} keystrokes`,
    );
  }
}

async function main() {
  ensureBuild();
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    if (lighthouseAvailable()) {
      console.log('Lighthouse is installed, but this script measures with Chromium performance APIs for stable, comparable figures.');
    } else {
      console.log('Lighthouse is not installed: measuring with Chromium performance APIs (LCP, long tasks, bytes) instead of Lighthouse scores.');
    }
    await benchLoads(browser);
    await benchScale(browser);
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
