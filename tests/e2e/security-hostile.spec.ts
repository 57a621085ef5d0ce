/* eslint-disable no-script-url -- script URLs are typed in on purpose, to prove they are refused */
/**
 * Hostile content in every text and URL field of every entity, rendered by every public
 * route and by the studio's lists and forms: no script runs, no unexpected navigation,
 * and no href/src in the DOM carries script.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Content } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { hostileContent, isScriptUrl } from '../fixtures/hostile';

// Every test opens its own pages: the file's tests share out between the workers.
test.describe.configure({ mode: 'parallel' });

const content: Content = hostileContent(seedContent());

const ADMIN_PATHS: Record<string, keyof Content> = {
  projects: 'projects',
  team: 'teamMembers',
  news: 'newsItems',
  publications: 'publications',
  collaborators: 'collaborators',
  funding: 'fundingSources',
  software: 'software',
  jobs: 'jobOpenings',
};

interface Watch {
  dialogs: string[];
  navigations: string[];
}

/** Seeds the hostile content before any page script and watches for dialogs and navigations. */
async function hostilePage(page: Page, { admin, seed = true }: { admin: boolean; seed?: boolean }): Promise<Watch> {
  const pairs = seed ? Object.entries(content).map(([key, value]) => [key, JSON.stringify(value)]) : [];
  await page.addInitScript(
    ({ pairs, admin }) => {
      for (const [key, value] of pairs) window.localStorage.setItem(key!, value!);
      if (admin) window.localStorage.setItem('isAuthenticated', 'true');
    },
    { pairs, admin },
  );
  const watch: Watch = { dialogs: [], navigations: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.navigations.push(new URL(frame.url()).pathname);
  });
  return watch;
}

/** Loads a route and checks the rendered page for anything that could run script. */
async function expectInert(page: Page, route: string, watch: Watch) {
  watch.navigations.length = 0;
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const report = await page.evaluate(() => {
    const urls: string[] = [];
    const handlers: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) handlers.push(`${el.tagName} ${attr.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data'].includes(attr.name.toLowerCase())) urls.push(attr.value);
      }
    }
    const frames = [...document.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src') ?? '');
    return { pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null, urls, handlers, frames, scripts: document.querySelectorAll('script:not([src]):not([type="application/ld+json"])').length };
  });
  expect(report.pwned, `${route}: no injected script ran`).toBeNull();
  expect(report.urls.filter(isScriptUrl), `${route}: no script URL in href/src`).toEqual([]);
  expect(report.handlers, `${route}: no inline event handler attribute`).toEqual([]);
  expect(report.scripts, `${route}: no inline script element`).toBe(0);
  expect(report.frames.every((src) => src.startsWith('https://www.openstreetmap.org/')), `${route}: only the map is framed`).toBe(true);
  expect(new Set(watch.navigations), `${route}: no unexpected navigation`).toEqual(new Set([new URL(route, 'http://x').pathname]));
  expect(watch.dialogs, `${route}: no dialog`).toEqual([]);
}

test.describe('hostile content through storage', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every public route renders it inertly', async ({ page }) => {
    const watch = await hostilePage(page, { admin: false });
    const routes = [
      '/',
      '/projects',
      ...content.projects.map((p) => `/projects/${encodeURIComponent(p.id)}`),
      '/team',
      ...content.teamMembers.slice(0, 4).map((m) => `/team/${encodeURIComponent(m.id)}`),
      '/feed',
      '/publications',
      '/software',
      '/join-us',
      '/contact',
    ];
    for (const route of routes) await expectInert(page, route, watch);
    // The hostile text is shown as text (not dropped, not parsed as markup).
    await page.goto('/projects');
    await expect(page.getByText('<script>window.__pwned=1;alert("script tag")</script>').filter({ visible: true }).first()).toBeVisible();
  });

  test('the studio lists and forms render it inertly', async ({ page }) => {
    const watch = await hostilePage(page, { admin: true });
    const routes = ['/admin', '/admin/featured', '/admin/team-image', '/admin/topic-colors', '/admin/publish'];
    for (const [path, key] of Object.entries(ADMIN_PATHS)) {
      const first = (content[key] as { id: string }[])[0]!;
      routes.push(`/admin/${path}`, `/admin/${path}/new`, `/admin/${path}/edit/${encodeURIComponent(first.id)}`);
    }
    for (const route of routes) await expectInert(page, route, watch);
  });
});

test.describe('hostile URLs typed into the studio forms', () => {
  for (const [path, heading] of [
    ['collaborators', 'collaborator'],
    ['funding', 'funding source'],
  ] as const) {
    test(`a ${heading} URL that would carry script is refused with a clear message`, async ({ page }) => {
      const watch = await hostilePage(page, { admin: true });
      await page.goto(`/admin/${path}/new`);
      for (const url of ['javascript:window.__pwned=1', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
        await page.getByLabel('Name', { exact: false }).first().fill('Hostile partner');
        await page.getByLabel('Website URL', { exact: false }).fill(url);
        await page.getByRole('button', { name: /save|create|add/i }).first().click();
        await expect(page.getByText('Please enter a valid URL (include http:// or https://)')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/admin/${path}/new$`));
      }
      const stored = await page.evaluate((key) => window.localStorage.getItem(key) ?? '', path === 'funding' ? 'fundingSources' : 'collaborators');
      expect(stored).not.toContain('Hostile partner');
      expect(watch.dialogs).toEqual([]);
    });
  }

  test('an image URL that would carry script is rendered inert wherever it is used', async ({ page }) => {
    const watch = await hostilePage(page, { admin: true, seed: false });
    await page.goto('/admin/team-image');
    await page.getByRole('textbox').first().fill('javascript:window.__pwned=1');
    await page.getByRole('button', { name: /save|update/i }).first().click();
    await expectInert(page, '/', watch);
    const member = seedContent().teamMembers[0]!;
    await page.goto(`/admin/team/edit/${member.id}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectInert(page, `/team/${member.id}`, watch);
  });
});
