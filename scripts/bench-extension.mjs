#!/usr/bin/env node
/**
 * Benchmark of visual editing with the unpacked extension (`npm run bench:extension`). Prints
 * figures; a measurement, not a test, never failing on speed.
 *
 * 1. Live preview: a keystroke in the side panel's Title field to the changed text painted in
 *    the site tab (the frame after the DOM changed), median over several keystrokes, at the
 *    seed and at 10x the seed (tests/fixtures/scale.ts).
 * 2. Same-tab change: Save in the site's own /admin (in the attached tab) to the side panel's
 *    list showing the new title.
 * 3. Panel save: Save in the side panel's form to its "saved" message, which waits for the
 *    site tab to have merged, stored and recorded the change.
 *
 * Uses $DIST_DIR/site (built first when missing), builds the extension for the preview origin,
 * and serves the site with scripts/serve-static.mjs on BENCH_EXTENSION_PORT (default 4731).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';
import { startStaticServer } from './start-static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ?? `${root}dist`;
const port = Number(process.env.BENCH_EXTENSION_PORT ?? 4731);
const site = `http://127.0.0.1:${port}`;
const password = process.env.ADMIN_PASSWORD || 'studio-dev-password';
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 15);
const SAVES = Number(process.env.BENCH_SAVES ?? 8);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}


async function openPanel(context, extensionId) {
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 360, height: 900 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  // A logged-in panel (same site, session remembered) shows the dashboard at once.
  await panel
    .getByRole('heading', { name: /Admin Login|Admin Dashboard/ })
    .waitFor({ timeout: 15000 })
    .catch(async (error) => {
      console.error(await panel.locator('body').innerText());
      throw error;
    });
  if (await panel.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()) return panel;
  await panel.getByLabel(/password/i).fill(password);
  await panel.getByRole('button', { name: /log ?in/i }).click();
  await panel.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return panel;
}

/** Keystroke in the panel's Title field -> the site's heading painted with the new text. */
async function measurePreview(context, extensionId, entries) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${site}/`);
  await page.evaluate((pairs) => {
    localStorage.clear();
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  await page.goto(`${site}/projects/project-1`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const panel = await openPanel(context, extensionId);
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  const title = panel.getByLabel('Title');
  await title.fill('Preview');
  await page.getByRole('heading', { level: 1, name: 'Preview' }).waitFor();
  // The site tab is the visible one, as beside a real side panel (a hidden tab paints at most once a second).
  await page.bringToFront();
  // The panel notes when each keystroke reaches its input; the site when the frame after the change is painted.
  await panel.evaluate(() => {
    window.__inputs = [];
    document.addEventListener('input', () => window.__inputs.push(Date.now()), true);
  });
  await page.evaluate(() => {
    window.__paints = [];
    const heading = document.querySelector('h1');
    new MutationObserver(() =>
      requestAnimationFrame(() => window.__paints.push({ at: Date.now(), text: heading.textContent })),
    ).observe(heading, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const latencies = [];
  let text = 'Preview';
  for (let i = 0; i < KEYSTROKES; i += 1) {
    const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    text += key;
    await title.press(key);
    await page.waitForFunction((expected) => window.__paints.some((paint) => paint.text === expected), text);
    const sent = await panel.evaluate(() => window.__inputs.at(-1));
    const painted = await page.evaluate(
      (expected) => window.__paints.find((paint) => paint.text === expected).at,
      text,
    );
    latencies.push(painted - sent);
  }
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await panel.close();
  return latencies;
}

/** Save in the attached tab's /admin -> the panel's list shows the new title. */
async function measureSameTab(context, extensionId) {
  const page = context.pages()[0];
  await page.goto(`${site}/admin/login`);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  const panel = await openPanel(context, extensionId);
  await panel.getByRole('link', { name: 'Projects' }).first().click();
  await panel.getByRole('heading', { name: 'Manage Projects' }).waitFor();
  await panel.evaluate(() => {
    window.__seen = [];
    new MutationObserver(() => window.__seen.push({ at: Date.now(), text: document.body.textContent })).observe(
      document.body,
      {
        childList: true,
        characterData: true,
        subtree: true,
      },
    );
  });
  const latencies = [];
  for (let i = 0; i < SAVES; i += 1) {
    const name = `Same-tab benchmark title ${i}`;
    await page.goto(`${site}/admin/projects/edit/project-2`);
    await page.getByLabel('Title').fill(name);
    await page.evaluate(() => {
      document.addEventListener('click', () => (window.__savedAt = Date.now()), { capture: true, once: true });
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Project saved successfully!').waitFor();
    await panel.waitForFunction((expected) => window.__seen.some((entry) => entry.text.includes(expected)), name);
    const savedAt = await page.evaluate(() => window.__savedAt);
    const seenAt = await panel.evaluate(
      (expected) => window.__seen.find((entry) => entry.text.includes(expected)).at,
      name,
    );
    latencies.push(seenAt - savedAt);
  }
  await panel.close();
  return latencies;
}

/** Save in the side panel's form -> its "saved" message (the site tab has stored the change). */
async function measurePanelSave(context, extensionId) {
  const page = context.pages()[0];
  await page.goto(`${site}/projects/project-2`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const panel = await openPanel(context, extensionId);
  const latencies = [];
  for (let i = 0; i < SAVES; i += 1) {
    await panel.getByRole('button', { name: /Edit this project/ }).click();
    await panel.getByRole('textbox', { name: 'Title', exact: true }).fill(`Panel benchmark title ${i}`);
    await panel.evaluate(() => {
      window.__savedAt = 0;
      window.__doneAt = 0;
      document.addEventListener('click', () => (window.__savedAt = Date.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!window.__doneAt && document.body.textContent.includes('Project saved successfully!')) {
          window.__doneAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    });
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.waitForFunction(() => window.__doneAt > 0);
    latencies.push(await panel.evaluate(() => window.__doneAt - window.__savedAt));
    await panel.getByRole('link', { name: 'Projects' }).first().waitFor().catch(() => {});
  }
  await panel.close();
  return latencies;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (see scripts/ensure-chromium.mjs).');
  if (!existsSync(`${distDir}/site/index.html`)) run('npm', ['run', 'build:site'], { DIST_DIR: distDir, ADMIN_PASSWORD: password });
  const out = mkdtempSync(join(tmpdir(), 'lab-ext-bench-'));
  run('npx', ['vite', 'build', '--mode', 'extension', '--logLevel', 'error'], {
    DIST_DIR: out,
    LAB_SITE_ORIGINS: site,
    ADMIN_PASSWORD: password,
  });
  const extensionDir = join(out, 'extension');
  const { scaleStorageEntries } = await tsImport('../tests/fixtures/scale.ts', import.meta.url);
  const server = await startStaticServer(`${distDir}/site`, port);
  const profile = mkdtempSync(join(tmpdir(), 'lab-ext-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    console.log(`Visual editing benchmark (${site}, ${KEYSTROKES} keystrokes, ${SAVES} saves)`);
    for (const factor of [1, 10]) {
      const latencies = await measurePreview(context, extensionId, scaleStorageEntries(factor));
      console.log(
        `Live preview, ${factor === 1 ? 'seed' : `${factor}x seed`}: keystroke in the panel to text painted in the site tab: median ${ms(median(latencies))}, max ${ms(Math.max(...latencies))}`,
      );
    }
    const panelSave = await measurePanelSave(context, extensionId);
    console.log(
      `Panel save: Save in the side panel to its saved message (merged and stored in the site tab): median ${ms(median(panelSave))}, max ${ms(Math.max(...panelSave))}`,
    );
    const sameTab = await measureSameTab(context, extensionId);
    console.log(
      `Same-tab change: Save in the site's /admin to the panel's list updated: median ${ms(median(sameTab))}, max ${ms(Math.max(...sameTab))}`,
    );
  } finally {
    await context.close();
    process.kill(-server.pid);
    rmSync(profile, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
