/**
 * A prerendered page paints before its script is fetched (docs/decisions/061): public/boot.js
 * starts the page's code and data once the page has painted, at once in a browser holding an
 * editor's unpublished content and on the studio's pages.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { holdScripts, seedContent } from './site-helpers';

/** Records, when the document is parsed, whether the page's code has been asked for yet. */
async function watchStart(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { startedAtParse: boolean }).startedAtParse =
        document.querySelector('script[type="module"], link[rel="modulepreload"]') !== null;
    });
  });
}

/** When the page's first content was painted and its script was first requested, in ms. */
function timings(page: Page, entryPath: string) {
  return page.evaluate((path) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const script = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path);
    return { paint: paint?.startTime ?? null, script: script?.startTime ?? null };
  }, entryPath);
}

const entryOf = async (page: Page) => (await page.locator('script[data-entry]').getAttribute('data-entry'))!;

test('a visitor\'s page paints first, then fetches its script and data, and then works', async ({ page }) => {
  await watchStart(page);
  await page.goto('/publications');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  // The page's own script has taken over the header's buttons.
  await expect(toggle).toHaveAttribute('data-live', '');
  expect(await page.evaluate(() => (window as unknown as { startedAtParse: boolean }).startedAtParse)).toBe(false);
  const { paint, script } = await timings(page, await entryOf(page));
  expect(paint).not.toBeNull();
  expect(script).not.toBeNull();
  expect(script!).toBeGreaterThan(paint!);
  // The page's data was fetched once, beside its code.
  const data = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/publications/page-data.json')).length);
  expect(data).toBe(1);
  // No module script nor preload is written in the HTML itself: the boot script adds them.
  const html = await (await page.request.get('/publications/')).text();
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|as="fetch"/);
  expect(html).toMatch(/<script src="\/boot\.js" data-page-data="\/publications\/page-data\.json" data-entry="\/assets\/[^"]+\.js" data-modules="[^"]+"/);
});

test('what a reader chose or typed before the page\'s script arrived applies once it has', async ({ page }) => {
  const papers = seedContent().publications;
  const of2019 = papers.filter((paper) => paper.year === 2019);
  expect(of2019.length).toBeGreaterThan(0);
  const release = await holdScripts(page);
  await page.goto('/publications');
  // The prerendered filters answer a reader at once; the page's script is not there yet.
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2019');
  await page.getByRole('searchbox', { name: 'Search' }).fill(of2019[0]!.title.split(' ')[0]!);
  release();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('data-live', '');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2019');
  const years = page.locator('.publication-list > li:not([hidden]) .publication__venue');
  await expect(years.first()).toContainText('2019');
  for (const text of await years.allTextContents()) expect(text).toContain('2019');
  await expect(page.getByText(new RegExp(`^\\d+ of ${papers.length} publications$`))).toBeVisible();
  await expect(page.getByText(`${papers.length} of ${papers.length} publications`)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(of2019[0]!.title.split(' ')[0]!);
});

test('a browser holding unpublished edits starts the page\'s code at once', async ({ page, seed }) => {
  const content = seedContent();
  await seed({ projects: content.projects.map((project, index) => (index === 0 ? { ...project, title: 'Quixotic Cartography' } : project)) });
  await watchStart(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Quixotic Cartography' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { startedAtParse: boolean }).startedAtParse)).toBe(true);

  // What the editor typed in the published page before their own render replaced it stays.
  const release = await holdScripts(page);
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('Quixotic');
  release();
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Quixotic');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Quixotic Cartography']);
});

test('the studio, which has nothing to paint first, starts at once', async ({ page }) => {
  await watchStart(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // Its code was asked for while the page was still being read, not after a frame.
  expect(await page.evaluate(() => (window as unknown as { startedAtParse: boolean }).startedAtParse)).toBe(true);
});
