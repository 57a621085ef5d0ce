/**
 * Fixtures for the extension's end-to-end tests: the unpacked extension built for the
 * test server's origin (LAB_SITE_ORIGINS), loaded into a fresh persistent Chromium profile
 * per test, with the site tab and the side panel page (opened as an ordinary tab).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, chromium, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The configured origin: the test server. */
export const SITE = `http://127.0.0.1:${PORT}`;
/** The same server under another name: an origin the extension is not configured for. */
export const OTHER_SITE = `http://localhost:${PORT}`;
export const PASSWORD = process.env.ADMIN_PASSWORD || 'studio-dev-password';
/** The GitHub app client id the test extension is built with; the fake GitHub accepts it. */
export const FAKE_CLIENT_ID = 'Iv1.fakeclientid0001';

function buildExtension(): string {
  const out = mkdtempSync(join(tmpdir(), 'lab-ext-build-'));
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'extension', '--logLevel', 'error'], {
    cwd: join(import.meta.dirname, '../..'),
    // A build needs ADMIN_PASSWORD; the panel's login below uses the same one.
    env: {
      // The studio's APIs point at the tests' local fakes, as in the site's test build.
      GITHUB_API_URL: 'http://127.0.0.1:4792',
      CROSSREF_API_URL: 'http://127.0.0.1:4791',
      // "Sign in with GitHub" against the same fake (tests/fixtures/fake-github.ts accepts this client id).
      GITHUB_CLIENT_ID: FAKE_CLIENT_ID,
      GITHUB_LOGIN_URL: 'http://127.0.0.1:4792',
      ...process.env,
      // The tests' own content, like the site under test: the panel's defaults are that seed.
      CONTENT_DIR: 'tests/fixtures/content',
      ADMIN_PASSWORD: PASSWORD,
      DIST_DIR: out,
      LAB_SITE_ORIGINS: SITE,
    },
    encoding: 'utf8',
  });
  const dir = join(out, 'extension');
  if (result.status !== 0 || !existsSync(join(dir, 'manifest.json'))) {
    throw new Error(`Extension build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return dir;
}

interface Fixtures {
  extensionContext: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** A tab showing the site (configured origin) at its home page. */
  site: Page;
  /** Opens the side panel page in a tab (unlocked: logged in too). Call after the site tab it should attach to. */
  openPanel: (options?: { unlocked?: boolean }) => Promise<Page>;
  downloadsDir: string;
}

export const test = base.extend<Fixtures, { extensionDir: string }>({
  extensionDir: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dir = buildExtension();
      await provide(dir);
      rmSync(join(dir, '..'), { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // eslint-disable-next-line no-empty-pattern
  downloadsDir: async ({}, provide) => {
    const dir = mkdtempSync(join(tmpdir(), 'lab-ext-downloads-'));
    await provide(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  extensionContext: async ({ extensionDir, downloadsDir }, provide) => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium found (see scripts/ensure-chromium.mjs).');
    const profile = mkdtempSync(join(tmpdir(), 'lab-ext-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      acceptDownloads: true,
      downloadsPath: downloadsDir,
      args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    });
    await provide(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  serviceWorker: async ({ extensionContext }, provide) => {
    const worker = extensionContext.serviceWorkers()[0] ?? (await extensionContext.waitForEvent('serviceworker'));
    await provide(worker);
  },
  extensionId: async ({ serviceWorker }, provide) => {
    await provide(new URL(serviceWorker.url()).host);
  },
  site: async ({ extensionContext }, provide) => {
    const page = extensionContext.pages()[0] ?? (await extensionContext.newPage());
    await page.goto(`${SITE}/`);
    await provide(page);
  },
  openPanel: async ({ extensionContext, extensionId }, provide) => {
    await provide(async (options) => {
      const panel = await extensionContext.newPage();
      await panel.setViewportSize({ width: 360, height: 900 });
      await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
      if (options?.unlocked) await unlock(panel);
      return panel;
    });
  },
});

export { expect };

/** Unlocks the panel with the admin password through its login form. */
export async function unlock(panel: Page) {
  await panel.getByLabel(/password/i).fill(PASSWORD);
  await panel.getByRole('button', { name: /log ?in/i }).click();
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** A key of the site's localStorage, parsed. */
export async function siteValue<T = unknown>(site: Page, key: string): Promise<T | null> {
  const text = await site.evaluate((k) => localStorage.getItem(k), key);
  return text === null ? null : (JSON.parse(text) as T);
}
