import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeJob, makeNews, seedContent, openSeeded } from './site-helpers';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
// The seed's one open position closes on 2026-12-15.
const seedJob = seedContent().jobOpenings.find((job) => job.isOpen)!;

const postings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; title?: string })
      .filter((data) => data['@type'] === 'JobPosting')
      .map((data) => data.title),
  );

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('in the browser, by its own date', () => {
  test('the open job shows, with its JobPosting, until its closing day', async ({ page }) => {
    expect(seedJob.closingDate).toBe('2026-12-15');
    await page.clock.setFixedTime(new Date('2026-12-15T18:00:00'));
    await page.goto('/join-us');
    await expect(page.getByRole('heading', { level: 3, name: seedJob.title })).toBeVisible();
    // One JobPosting per page: the position's own page carries it, the list none.
    await expect.poll(() => postings(page)).toEqual([]);
    await page.goto(`/join-us/${seedJob.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: seedJob.title })).toBeVisible();
    await expect.poll(() => postings(page)).toEqual([seedJob.title]);
  });

  test('the day after its closing date the job leaves /join-us and its JSON-LD, without any edit and without a hydration mismatch', async ({ page }) => {
    const errors = watchErrors(page);
    await page.clock.setFixedTime(new Date('2026-12-16T08:00:00'));
    await page.goto('/join-us');
    await expect(page.getByText('There are no open positions matching your selection at the moment.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: seedJob.title })).toHaveCount(0);
    await expect.poll(() => postings(page)).toEqual([]);
    // Its own page, prerendered while it was open, says so too and drops its JobPosting.
    await page.goto(`/join-us/${seedJob.id}/`);
    await expect(page.getByText('Position not found')).toBeVisible();
    await expect.poll(() => postings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("an editor's expired job is hidden too; one without a closing date stays", async ({ seed, page }) => {
    await seed({
      jobOpenings: [
        makeJob({ id: 'j-old', title: 'Expired Role', closingDate: '2026-03-01' }),
        makeJob({ id: 'j-open', title: 'Open Role' }),
        makeJob({ id: 'j-later', title: 'Later Role', closingDate: '2026-04-01' }),
      ],
    });
    await page.clock.setFixedTime(new Date('2026-03-02T09:00:00'));
    await openSeeded(page, '/join-us');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Open Role', 'Later Role']);
    for (const [id, title] of [['j-open', 'Open Role'], ['j-later', 'Later Role']]) {
      await openSeeded(page, `/join-us/${id}/`);
      await expect.poll(() => postings(page)).toEqual([title]);
    }
    await openSeeded(page, '/join-us/j-old/');
    await expect(page.getByText('Position not found')).toBeVisible();
    await expect.poll(() => postings(page)).toEqual([]);
  });

  test('news past its expiry date leaves the news list and the home page', async ({ seed, page }) => {
    await seed({
      newsItems: [
        makeNews({ id: 'n-old', title: 'Call for participants', date: '2026-02-01', expiryDate: '2026-02-28', featured: true }),
        makeNews({ id: 'n-new', title: 'Lab retreat', date: '2026-01-10' }),
      ],
      featuredItems: { projectId: null, newsItemId: 'n-old', publicationId: null },
    });
    await page.clock.setFixedTime(new Date('2026-03-01T09:00:00'));
    await openSeeded(page, '/feed');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Lab retreat']);
    await openSeeded(page, '/');
    await expect(page.getByRole('link', { name: 'Call for participants' })).toHaveCount(0);
    await expect(page.getByText('Lab retreat').first()).toBeVisible();
  });
});

test.describe('at build time, by the build date', () => {
  test.setTimeout(240_000);
  let dist = '';
  test.beforeAll(() => {
    test.setTimeout(240_000);
    dist = mkdtempSync(join(tmpdir(), 'lab-site-expiry-'));
    execFileSync('npm', ['run', 'build:site', '--silent'], {
      cwd: REPO,
      stdio: 'pipe',
      env: { ...process.env, CONTENT_DIR: 'tests/fixtures/content', DIST_DIR: dist, BUILD_DATE: '2026-12-16', ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'studio-dev-password' },
    });
  });
  test.afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('a build after the closing date prerenders /join-us without the job or its JobPosting, and the empty section leaves the sitemap', () => {
    const html = readFileSync(join(dist, 'site', 'join-us', 'index.html'), 'utf8');
    expect(html).toContain('There are no open positions matching your selection at the moment.');
    expect(html).not.toContain(seedJob.title);
    expect(html).not.toContain('"JobPosting"');
    const sitemap = readFileSync(join(dist, 'site', 'sitemap.xml'), 'utf8');
    const entry = /<url>\s*<loc>[^<]*\/join-us\/?<\/loc>([\s\S]*?)<\/url>/.exec(sitemap);
    // With no open position the section is empty, so it leaves the sitemap (an empty section is
    // hidden by default); the page itself still answers with its empty state, above.
    expect(entry).toBeNull();
    expect(sitemap).not.toContain(`/join-us/${seedJob.id}/`);
  });
});
