/**
 * Internal links in their canonical form (docs/decisions/043): on a host that redirects
 * slashless directory paths as GitHub Pages does, every internal link of the prerendered HTML
 * (what crawlers follow) and of the hydrated page (what visitors click) answers 200 directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seedContent } from './site-helpers';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DIST = process.env.DIST_DIR ?? join(REPO, 'dist');
const port = Number(process.env.E2E_PORT ?? 4173) + 102;
const origin = `http://127.0.0.1:${port}`;
const seed = seedContent();

/** One page of each kind, in canonical form. */
const PAGES = [
  '/',
  '/projects/',
  `/projects/${seed.projects[0]!.id}/`,
  '/team/',
  `/team/${seed.teamMembers[2]!.id}/`,
  '/feed/',
  `/news/${seed.newsItems[0]!.id}/`,
  '/publications/',
  `/publications/${seed.publications[0]!.id}/`,
  '/software/',
  '/join-us/',
  `/join-us/${seed.jobOpenings.find((j) => j.isOpen)!.id}/`,
  '/contact/',
];

let server: ChildProcess | null = null;
test.beforeAll(async () => {
  server = spawn('node', [join(REPO, 'scripts/serve-static.mjs'), '--dir', join(DIST, 'site'), '--port', String(port), '--slash-redirect'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 80; i += 1) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`static server on ${port} did not start`);
});
test.afterAll(() => {
  server?.kill();
});

test('every internal link of the pages points at the canonical address, answered without a redirect', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The host really redirects slashless paths (so a slashless link would show up here).
  expect((await request.get(`${origin}/team`, { maxRedirects: 0 })).status()).toBe(301);
  const checked = new Set<string>();
  for (const path of PAGES) {
    const html = await (await request.get(`${origin}${path}`, { maxRedirects: 0 })).text();
    const fromHtml = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const fromPage = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of [...fromHtml, ...fromPage]) {
      const target = href.split('#')[0]!;
      if (checked.has(target) || target.startsWith('/admin')) continue;
      checked.add(target);
      const response = await request.get(`${origin}${target}`, { maxRedirects: 0 });
      expect(response.status(), `${href} on ${path}`).toBe(200);
    }
  }
  expect(checked.size).toBeGreaterThan(20);
});
