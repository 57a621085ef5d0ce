/**
 * The static-first site (docs/decisions/010): every public page is HTML before any script
 * runs, hydrates without mismatch, works on a GitHub-Pages-like host and under a base path,
 * reads without JavaScript, and carries its head, structured data and machine-readable files.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { schemaProblems } from '../fixtures/schema-org';
import { seedContent, seedStorage, openSeeded } from './site-helpers';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.DIST_DIR ?? join(REPO, 'dist');
const seed = seedContent();
const member = seed.teamMembers[2]!;
const project = seed.projects[0]!;
const news = seed.newsItems[0]!;
const openJob = seed.jobOpenings.find((j) => j.isOpen)!;

/** One page of each kind, with its h1 and a piece of its content. */
const ROUTES: { path: string; heading: string; text: string }[] = [
  { path: '/', heading: 'Discovery of Mind Lab', text: seed.collaborators[0]!.name },
  { path: '/projects', heading: 'Research Areas', text: seed.projects[1]!.title },
  { path: `/projects/${project.id}`, heading: project.title, text: project.topics[0] ?? project.title },
  { path: '/team', heading: 'Our Team', text: seed.teamMembers[5]!.name },
  { path: `/team/${member.id}`, heading: member.name, text: member.role },
  { path: '/feed', heading: 'Latest News', text: seed.newsItems[3]!.title },
  { path: `/news/${news.id}`, heading: news.title, text: news.content.slice(0, 40) },
  { path: '/publications', heading: 'Publications', text: seed.publications[10]!.title },
  { path: '/software', heading: 'Scientific Software', text: seed.software[0]!.name },
  { path: '/join-us', heading: 'Join Our Team', text: seed.jobOpenings.find((j) => j.isOpen)!.title },
  { path: `/join-us/${openJob.id}`, heading: openJob.title, text: openJob.requirements[0]! },
  { path: '/contact', heading: 'Contact', text: 'Halden University' },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

async function startServer(args: string[], port: number): Promise<ChildProcess> {
  const server = spawn('node', [join(REPO, 'scripts/serve-static.mjs'), '--port', String(port), ...args], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 80; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error(`static server on ${port} did not start`);
}

/** Console errors and warnings, and React's hydration complaints in particular. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test('every kind of page is in the HTML itself, with its own title', async ({ request }) => {
  const titles = new Set<string>();
  for (const route of ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html, route.path).toMatch(
      new RegExp(`<h1[^>]*>${escapeHtml(route.heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    expect(html, route.path).toContain(escapeHtml(route.text));
    titles.add(titleOf(html) ?? '');
  }
  expect(titles.size).toBe(ROUTES.length);
  const memberHtml = await (await request.get(`/team/${member.id}`)).text();
  expect(titleOf(memberHtml)).toBe(`${member.name} · Discovery of Mind Lab`);
  expect(memberHtml).toMatch(/<meta name="description" content="[^"]{40,}"/);
  // Exactly one description: the page's own (the template's generic one is replaced).
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    expect(html.match(/<meta\s+name="description"/g), route.path).toHaveLength(1);
  }
  expect(memberHtml).toContain(`<link rel="canonical" href="http://127.0.0.1:4173/team/${member.id}/"`);
  expect(memberHtml).toContain('<meta property="og:title"');
  expect(memberHtml).toContain('<meta name="twitter:card"');
});

test('pages hydrate without a mismatch or any console warning, and the title follows navigation', async ({ page }) => {
  const messages = watchConsole(page);
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    // Hydrated: React owns the prerendered markup.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react'))),
      )
      .toBe(true);
  }
  expect(messages).toEqual([]);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveTitle('Team · Discovery of Mind Lab');
  await page
    .getByRole('link', { name: new RegExp(member.name) })
    .first()
    .click();
  await expect(page).toHaveTitle(`${member.name} · Discovery of Mind Lab`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/team/${member.id}/$`));
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(messages).toEqual([]);
});

test("an editor's unpublished edit shows after hydration, without errors; the HTML keeps the published text", async ({
  page,
  request,
}) => {
  const messages = watchConsole(page);
  const edited = seed.projects.map((p) => (p.id === project.id ? { ...p, title: 'Edited Locally, Not Published' } : p));
  await seedStorage(page, { projects: edited });
  await openSeeded(page, `/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited Locally, Not Published');
  await expect(page).toHaveTitle('Edited Locally, Not Published · Discovery of Mind Lab');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited Locally, Not Published');
  expect(await (await request.get(`/projects/${project.id}`)).text()).toContain(`>${escapeHtml(project.title)}</h1>`);
  expect(messages).toEqual([]);
});

test('without JavaScript every public page shows its content and its links work', async ({ browser }) => {
  // One page of each kind (the open position's page too) and all 60 papers: slow on a busy machine.
  test.setTimeout(60_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByText(route.text).first()).toBeAttached();
  }
  // The menu cannot open without script, so its links are shown; following them works.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(member.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  // Every paper is listed, even though the filters need script.
  await page.goto('/publications');
  for (const pub of seed.publications.slice(0, 60))
    await expect(page.getByText(pub.title, { exact: true }).first()).toBeAttached();
  await context.close();
});

test.describe('on a GitHub-Pages-like host', () => {
  let server: ChildProcess | null = null;
  const port = PORT + 100;
  const origin = `http://127.0.0.1:${port}`;
  test.beforeAll(async () => {
    server = await startServer(['--dir', join(DIST, 'site'), '--slash-redirect'], port);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('deep links answer with their own page; unknown paths with 404.html, which still boots the studio', async ({
    page,
    request,
  }) => {
    const deep = await request.get(`${origin}/team/${member.id}`);
    expect(deep.status()).toBe(200);
    expect(deep.url()).toBe(`${origin}/team/${member.id}/`);
    expect(await deep.text()).toContain(`>${escapeHtml(member.name)}</h1>`);

    const missing = await request.get(`${origin}/no/such/page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page not found');

    await page.goto(`${origin}/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await page.goto(`${origin}/no/such/page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    // A studio path with a parameter has no file of its own: 404.html runs the app, which routes it.
    await page.goto(`${origin}/admin/projects/edit/${project.id}`);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});

test('robots.txt, sitemap.xml, feed.xml and the JSON-LD of every page parse and hold the right items', async ({
  page,
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*/);
  expect(robots).toContain('Sitemap: http://127.0.0.1:4173/sitemap.xml');

  await page.goto('/');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('sitemap.xml does not parse');
    return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, sitemap);
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of [
    '/',
    '/projects/',
    '/team/',
    '/feed/',
    '/publications/',
    '/software/',
    '/join-us/',
    '/contact/',
  ]) {
    expect(locs).toContain(`http://127.0.0.1:4173${path}`);
  }
  for (const p of seed.projects) expect(locs).toContain(`http://127.0.0.1:4173/projects/${p.id}/`);
  for (const m of seed.teamMembers) expect(locs).toContain(`http://127.0.0.1:4173/team/${m.id}/`);
  for (const n of seed.newsItems) expect(locs).toContain(`http://127.0.0.1:4173/news/${n.id}/`);
  for (const loc of locs.slice(0, 12)) expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);

  const feed = await (await request.get('/feed.xml')).text();
  const entries = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('feed.xml does not parse');
    return [...doc.getElementsByTagName('entry')].map((entry) => entry.getElementsByTagName('title')[0]?.textContent);
  }, feed);
  expect(entries).toHaveLength(seed.newsItems.length);
  expect(entries).toContain(news.title);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/feed\.xml$/,
  );

  const jsonLdOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
  };
  for (const route of ROUTES) expect(schemaProblems(await jsonLdOf(route.path)), route.path).toEqual([]);
  expect((await jsonLdOf('/')).map((o) => o['@type'])).toEqual(['ResearchOrganization']);
  expect((await jsonLdOf(`/team/${member.id}`))[0]).toMatchObject({
    '@type': 'Person',
    name: member.name,
    jobTitle: member.role,
  });
  expect((await jsonLdOf(`/projects/${project.id}`))[0]).toMatchObject({
    '@type': 'ResearchProject',
    name: project.title,
  });
  expect((await jsonLdOf('/software')).map((o) => o.name)).toEqual(seed.software.map((s) => s.name));
  // Job postings, the search and not-found pages: tests/e2e/site-indexing.spec.ts.
});

test.describe('built for a GitHub Pages project site (BASE_PATH)', () => {
  test.setTimeout(180_000);
  let server: ChildProcess | null = null;
  let dist = '';
  const port = PORT + 101;
  const origin = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dist = mkdtempSync(join(tmpdir(), 'lab-site-base-'));
    execFileSync('npm', ['run', 'build:site', '--silent'], {
      cwd: REPO,
      stdio: 'pipe',
      env: {
        ...process.env,
        DIST_DIR: dist,
        // The tests' own content, like the main test build (never the repository's own).
        CONTENT_DIR: 'tests/fixtures/content',
        SITE_URL: 'https://lab.example.github.io/lab-site/',
        ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'studio-dev-password',
      },
    });
    server = await startServer(['--dir', join(dist, 'site'), '--base', '/lab-site/', '--slash-redirect'], port);
  });
  test.afterAll(() => {
    server?.kill();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('links, assets, deep links, head URLs and the studio all work under the sub-path', async ({ page, request }) => {
    const messages = watchConsole(page);
    await page.goto(`${origin}/lab-site/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discovery of Mind Lab' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://lab.example.github.io/lab-site/',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(`${origin}/lab-site/team/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();

    await page.goto(`${origin}/lab-site/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    // Every image the page shows was found under the sub-path.
    const broken = await page.evaluate(async () => {
      const images = [...document.images];
      await Promise.all(
        images.map((img) =>
          img.complete
            ? null
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      return images.filter((img) => img.naturalWidth === 0).map((img) => img.src);
    });
    expect(broken).toEqual([]);
    const html = await (await request.get(`${origin}/lab-site/team/${member.id}/`)).text();
    expect(html).toContain(`<link rel="canonical" href="https://lab.example.github.io/lab-site/team/${member.id}/"`);
    expect(html).toMatch(/<script src="\/lab-site\/boot\.js" data-page-data="\/lab-site\/team\/[^"]+\/page-data\.json" data-entry="\/lab-site\/assets\/[^"]+" data-modules="[^"]+" data-base="\/lab-site\/"/);
    expect(await (await request.get(`${origin}/lab-site/sitemap.xml`)).text()).toContain(
      '<loc>https://lab.example.github.io/lab-site/news/',
    );

    await page.goto(`${origin}/lab-site/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? 'studio-dev-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`^${origin}/lab-site/admin/?$`));
    expect(messages.filter((m) => !/status of 404/.test(m))).toEqual([]);
  });
});
