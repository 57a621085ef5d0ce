import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

/** The built site's server (scripts/serve-static.mjs), which every spec but one runs against. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The development server (`npm start`), for tests/e2e/dev-server.spec.ts alone. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 1);
const DEV_SPEC = /dev-server\.spec\.ts$/;
/**
 * The specs that run the fake GitHub (tests/e2e/fake-github.ts) on its one fixed port, which the build bakes
 * into GITHUB_API_URL and the Content-Security-Policy: they run one at a time, in their own project.
 */
const GITHUB_SPECS = /(editors-rebase|publish-follow|publish-screen|extension-publish|extension-sign-in)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'site',
      testIgnore: [DEV_SPEC, GITHUB_SPECS],
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'github',
      testMatch: GITHUB_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      // `npm start` itself, on the tests' own content: what a visitor with empty storage sees there.
      // It compiles each module on its first request, hence the longer waits.
      name: 'dev-server',
      testMatch: DEV_SPEC,
      timeout: 90_000,
      expect: { timeout: 20_000 },
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-static.mjs --dir ${process.env.DIST_DIR ?? 'dist'}/site --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm start',
      url: `http://127.0.0.1:${DEV_PORT}`,
      env: { ...process.env, PORT: String(DEV_PORT), CONTENT_DIR: 'tests/fixtures/content' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
