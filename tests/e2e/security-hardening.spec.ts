/**
 * Security hardening, in the real built site: uploads are judged by their bytes (an SVG with a
 * script is refused, a stored one is never served), hostile colours never reach an inline
 * style nor make a request, the studio works in a third-party frame with storage blocked, and
 * the build writes the security headers.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { asAdmin, DEV_PASSWORD } from './admin-helpers';
import { makeMember, makeProject, seedStorage, openSeeded } from './site-helpers';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>localStorage.clear();window.top.__pwned=1</script></svg>',
);
const SVG_MESSAGE =
  'This image format cannot be used as a photo. Please select a JPEG, PNG, GIF or WebP file (SVG is not accepted).';
const REFUSED_STORED =
  'This stored file is not a JPEG, PNG, GIF, WebP or PDF file, so it is not shown. Upload the file again.';

/** Records the type of every blob: URL the page creates, before any page script runs. */
async function recordBlobTypes(page: Page) {
  await page.addInitScript(() => {
    const created: string[] = [];
    (window as unknown as { __blobTypes: string[] }).__blobTypes = created;
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) created.push(object.type);
      return original(object);
    };
  });
}

const blobTypes = (page: Page) => page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes);

/** Paths in the site's upload store (IndexedDB "lab-site-assets"). */
function storedAssetPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('lab-site-assets', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('assets', { keyPath: 'path' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('assets', 'readonly').objectStore('assets').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );
}

test.describe('uploads', () => {
  test('an SVG with a script chosen as a photo is refused with a clear message, and nothing is stored', async ({
    page,
  }) => {
    await asAdmin(page);
    await page.goto('/admin/team/edit/member-3');
    await page.getByLabel('Upload image').setInputFiles({ name: 'photo.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await expect(page.getByRole('alert')).toHaveText(SVG_MESSAGE);
    // Disguised by name and declared type: the bytes still decide.
    await page.getByLabel('Upload image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: SVG });
    await expect(page.getByRole('alert')).toHaveText(SVG_MESSAGE);
    await page
      .getByLabel('Upload CV (PDF)')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SVG });
    await expect(page.getByRole('alert')).toHaveText('Please select a PDF file for the CV');
    expect(await storedAssetPaths(page)).toEqual([]);
  });

  test('an SVG stored by an older version is never served as a blob, is kept aside, and the rest still works', async ({
    seed,
    page,
  }) => {
    await recordBlobTypes(page);
    await page.goto('/');
    // What an older version stored: an SVG upload under its declared type.
    await page.evaluate(
      (bytes) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('lab-site-assets', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('assets', { keyPath: 'path' });
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('assets', 'readwrite');
            tx.objectStore('assets').put({
              path: 'team/member-1-old.svg',
              type: 'image/svg+xml',
              bytes: new Uint8Array(bytes),
              updatedAt: 1,
            });
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
      [...SVG],
    );
    const members = [makeMember({ id: 'member-1', name: 'Old Upload', imageUrl: 'asset:team/member-1-old.svg' })];
    await seed({ teamMembers: members }, { isAuthenticated: 'true' });

    await openSeeded(page, '/team/member-1');
    await expect(page.getByRole('heading', { name: 'Old Upload', level: 1 })).toBeVisible();
    await openSeeded(page, '/team');
    await expect(page.getByRole('heading', { name: 'Old Upload' })).toBeVisible();
    await openSeeded(page, '/admin');
    await expect(page.getByRole('alert').filter({ hasText: 'Some stored uploads are not shown' })).toContainText(
      'team/member-1-old.svg',
    );
    await openSeeded(page, '/admin/team/edit/member-1');
    await expect(page.getByRole('status').filter({ hasText: REFUSED_STORED })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await blobTypes(page)).not.toContain('image/svg+xml');
    expect(await page.locator('img[src^="blob:"]').count()).toBe(0);
    // Kept aside, not deleted: a maintainer can still look at it.
    expect(await storedAssetPaths(page)).toContain('team/member-1-old.svg');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
  });
});

const ATTACKER = 'attacker.invalid';
const HOSTILE = [
  `url(http://${ATTACKER}/url.png)`,
  `var(--x, url(http://${ATTACKER}/var.png))`,
  `image-set("http://${ATTACKER}/set.png" 1x)`,
  `red;background-image:url(http://${ATTACKER}/decl.png)`,
  `linear-gradient(135deg, red, url(http://${ATTACKER}/gradient.png))`,
  `#fff url(http://${ATTACKER}/after.png)`,
];

test('a hostile colour in every colour field never reaches an inline style and makes no request', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(ORIGIN) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  const projects = HOSTILE.map((payload, i) =>
    makeProject({
      id: `project-${i + 1}`,
      title: `Hostile ${i + 1}`,
      color: payload,
      // One topic in the registry, one only in the project's own colours.
      topics: [`Registered ${i + 1}`, `Own ${i + 1}`],
      topicsWithColors: [{ name: `Own ${i + 1}`, color: payload, hue: 30 * i }],
    }),
  );
  const registry = Object.fromEntries(
    HOSTILE.map((payload, i) => [`Registered ${i + 1}`, { name: `Registered ${i + 1}`, color: payload, hue: 40 * i }]),
  );
  const members = HOSTILE.map((payload, i) =>
    makeMember({ id: `member-${i + 1}`, name: `Member ${i + 1}`, color: payload }),
  );
  await seedStorage(
    page,
    { projects, topicColorRegistry: registry, teamMembers: members },
    { isAuthenticated: 'true' },
  );

  const routes = [
    '/',
    '/projects',
    '/projects/project-1',
    '/projects/project-5',
    '/team',
    '/team/member-2',
    '/admin/topic-colors',
    '/admin/projects',
    '/admin',
  ];
  for (const route of routes) {
    await openSeeded(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const styles = await page
      .locator('[style]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('style') ?? ''));
    // Pages that paint colours from content must have some to check; studio lists may have none.
    if (!['/admin/projects', '/admin'].includes(route))
      expect(styles.length, `${route} has inline styles to check`).toBeGreaterThan(0);
    for (const style of styles) {
      expect(style, route).not.toMatch(/url\(|var\(|image-set|attacker/i);
    }
  }
  // The topic colours screen shows each registered topic's own hue colour instead.
  await openSeeded(page, '/admin/topic-colors');
  await expect(page.getByText('Hue 40 · hsl(40, 70%, 80%)')).toBeVisible();
  // The dashboard tells the editor what was replaced.
  await openSeeded(page, '/admin');
  await expect(page.getByText('Some saved colours were not allowed')).toBeVisible();
  expect(outside).toEqual([]);
});

/** A static host that sets no headers (as GitHub Pages cannot): files, else the SPA's 404.html. */
function plainStaticHost(root: string): Server {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.png': 'image/png',
  };
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = [join(root, path), join(root, path, 'index.html')];
    const file = candidates.find(
      (candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    response.setHeader('Content-Type', types[extname(file ?? '.html')] ?? 'application/octet-stream');
    response.end(readFileSync(file ?? join(root, '404.html')));
  });
}

test.describe('the studio where storage is blocked', () => {
  const servers: Server[] = [];
  let profile: string;
  const FRAME_PORT = PORT + 500;
  const PLAIN_PORT = PORT + 501;
  const PLAIN = `http://127.0.0.1:${PLAIN_PORT}`;

  test.beforeAll(async () => {
    // A page of another site (localhost is another site than 127.0.0.1) framing the address it is given.
    const embedder = createServer((request, response) => {
      const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Embedding site</title><iframe title="Studio" src="${src}" width="1000" height="800"></iframe>`,
      );
    });
    for (const [server, port] of [
      [embedder, FRAME_PORT],
      [plainStaticHost(join(DIST, 'site')), PLAIN_PORT],
    ] as const) {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    }
    profile = mkdtempSync(join(tmpdir(), 'studio-3p-'));
    mkdirSync(join(profile, 'Default'));
    // Chromium's own "Block third-party cookies" setting, which also blocks third-party storage.
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { block_third_party_cookies: true, cookie_controls_mode: 1 } }),
    );
  });

  test.afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    rmSync(profile, { recursive: true, force: true });
  });

  test('inside a third-party frame (on a host without headers) it shows its login and a notice, not an error, and the login works', async () => {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await context.newPage();
      await page.goto(`http://localhost:${FRAME_PORT}/?src=${encodeURIComponent(`${PLAIN}/admin/login`)}`);
      const frame = page.frameLocator('iframe[title="Studio"]');
      await expect(frame.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
      await expect(frame.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expect(frame.getByRole('status').filter({ hasText: 'Storage is blocked.' })).toBeVisible();
      // Storage really is blocked in the frame: this is not a simulation.
      const studio = page.frames().find((f) => f.url().startsWith(PLAIN))!;
      expect(
        await studio.evaluate(() => {
          try {
            window.localStorage.getItem('x');
            return 'available';
          } catch {
            return 'blocked';
          }
        }),
      ).toBe('blocked');
      await frame.getByLabel('Password').fill(DEV_PASSWORD);
      await frame.getByRole('button', { name: 'Login' }).click();
      await expect(frame.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a host that serves the built _headers refuses to let another site frame the pages', async ({ page }) => {
    const response = await page.request.get(`${ORIGIN}/`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    await page.goto(`http://localhost:${FRAME_PORT}/?src=${encodeURIComponent(`${ORIGIN}/admin/login`)}`);
    const frame = page.frameLocator('iframe[title="Studio"]');
    await page.waitForTimeout(1500);
    await expect(frame.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
  });
});

test('the build writes _headers with the CSP (frame-ancestors included) and the other security headers', () => {
  const text = readFileSync(join(DIST, 'site', '_headers'), 'utf8');
  expect(text.startsWith('/*\n')).toBe(true);
  expect(text).toMatch(
    /\n {2}Content-Security-Policy: default-src 'self'; script-src 'self';[^\n]*; frame-ancestors 'self'\n/,
  );
  expect(text).toMatch(/img-src 'self' data: blob: https:;/);
  expect(text).not.toMatch(/img-src[^;]*http:/);
  // The scholarly APIs the studio calls (Crossref, GitHub, ORCID, DataCite, OpenAlex): origins only.
  expect(text).toMatch(/connect-src 'self'( https?:\/\/[^\s;/]+){6};/); // Crossref, GitHub, ORCID, DataCite, OpenAlex, Zotero
  expect(text).toContain('\n  X-Content-Type-Options: nosniff\n');
  expect(text).toContain('\n  Referrer-Policy: strict-origin-when-cross-origin\n');
  expect(text).toMatch(/\n {2}Permissions-Policy: camera=\(\)/);
});
