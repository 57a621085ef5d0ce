/**
 * The lab's citation style (docs/decisions/073): the publication list and the Cite block show
 * references in the style the lab profile names, rendered by the build (the page carries the
 * text; no citation engine is loaded), with BibTeX and RIS downloads; a build with the profile
 * set to IEEE shows IEEE references in the list and in the Cite block.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TITLE = 'Language models propose, experiments dispose: A closed-loop test of machine-generated hypotheses about memory';

const APA_ENTRY = 'Takahashi, Y., Marchetti, S., Sandoval, F., Asante, K., & Halvorsen, I. (2026). Journal of Computational Cognition, 15(2), 133–158.';
const APA_FULL = `Takahashi, Y., Marchetti, S., Sandoval, F., Asante, K., & Halvorsen, I. (2026). ${TITLE}. Journal of Computational Cognition, 15(2), 133–158. https://doi.org/10.5555/dml.2026.001`;
const IEEE_ENTRY = 'Y. Takahashi, S. Marchetti, F. Sandoval, K. Asante, and I. Halvorsen, Journal of Computational Cognition, vol. 15, no. 2, pp. 133–158, 2026.';
const IEEE_FULL = `Y. Takahashi, S. Marchetti, F. Sandoval, K. Asante, and I. Halvorsen, “${TITLE},” Journal of Computational Cognition, vol. 15, no. 2, pp. 133–158, 2026, doi: 10.5555/dml.2026.001.`;

const entryOf = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) });

test.describe('the default style (APA)', () => {
  test('the list shows each paper\'s reference under its title, lab members linked, and loads no citation engine', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/publications');
    const entry = entryOf(page);
    await expect(entry.locator('.publication__reference')).toContainText(APA_ENTRY);
    await expect(entry.getByRole('link', { name: 'Asante, K.' })).toHaveAttribute('href', /\/team\/[^/]+\/?$/);
    await expect(entry.getByRole('link', { name: 'Halvorsen, I.' })).toHaveAttribute('href', /\/team\/[^/]+\/?$/);

    await entry.getByText('Cite', { exact: true }).click();
    await expect(entry.getByRole('figure', { name: 'Reference' })).toHaveText(`Reference${APA_FULL}`);
    const ris = page.waitForEvent('download');
    await entry.getByRole('button', { name: 'Download RIS' }).click();
    const file = await ris;
    expect(file.suggestedFilename()).toMatch(/\.ris$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text).toContain('TY  - JOUR');
    expect(text).toContain(`TI  - ${TITLE}`);
    expect(text).toContain('DO  - 10.5555/dml.2026.001');
    const bib = page.waitForEvent('download');
    await entry.getByRole('button', { name: 'Download BibTeX' }).click();
    expect((await bib).suggestedFilename()).toMatch(/\.bib$/);
    // The references came with the pages: no citation processor reached the browser.
    expect(scripts.filter((url) => /citeproc|render-/i.test(url))).toEqual([]);
  });

  test('a paper\'s page has the reference in its Cite block and both downloads', async ({ page }) => {
    await page.goto('/publications/pub-001');
    const cite = page.getByRole('region', { name: 'Cite' });
    await expect(cite.getByRole('figure', { name: 'Reference' })).toHaveText(`Reference${APA_FULL}`);
    await expect(cite.getByRole('figure', { name: 'Reference' }).locator('i')).toHaveText(['Journal of Computational Cognition', '15']);
    await expect(cite.getByRole('button', { name: 'Download BibTeX' })).toBeVisible();
    await expect(cite.getByRole('button', { name: 'Download RIS' })).toBeVisible();
  });
});

test.describe('a build with the lab\'s style set to IEEE', () => {
  test.setTimeout(300_000);
  let dist = '';
  let contentDir = '';
  test.beforeAll(() => {
    test.setTimeout(300_000);
    dist = mkdtempSync(join(tmpdir(), 'lab-site-ieee-'));
    // A copy of the tests' content beside it (its files import the product's modules relatively).
    contentDir = `tests/fixtures/content-ieee-${process.pid}`;
    cpSync(join(REPO, 'tests/fixtures/content'), join(REPO, contentDir), { recursive: true });
    const profileFile = join(REPO, contentDir, 'seed/labProfile.ts');
    const profile = readFileSync(profileFile, 'utf8');
    expect(profile).not.toContain('"citationStyle"');
    // Where the exporter writes the field (after the languages), so the build reads the file.
    const languages = /\n {2}"languages": \[[^\]]*\],\n/.exec(profile);
    expect(languages).not.toBeNull();
    writeFileSync(profileFile, profile.replace(languages![0], `${languages![0]}  "citationStyle": "ieee",\n`));
    // The featured paper (pub-001) without its abstract: the home card then shows its reference.
    const papersFile = join(REPO, contentDir, 'seed/publications.ts');
    const papers = readFileSync(papersFile, 'utf8');
    const abstract = /("id": "pub-001",[\s\S]*?)\n {4}"abstract": "[^\n]*",/.exec(papers);
    expect(abstract).not.toBeNull();
    writeFileSync(papersFile, papers.replace(abstract![0], abstract![1]!));
    execFileSync('npm', ['run', 'build:site', '--silent'], {
      cwd: REPO,
      stdio: 'pipe',
      env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'studio-dev-password' },
    });
  });
  test.afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
    if (contentDir) rmSync(join(REPO, contentDir), { recursive: true, force: true });
  });

  /** A prerendered page of that build as a visitor without script sees it. */
  async function openBuilt(page: Page, path: string) {
    await page.route('**/*', (route) => route.abort());
    await page.setContent(readFileSync(join(dist, 'site', path, 'index.html'), 'utf8'));
  }

  test('the list shows IEEE references', async ({ page }) => {
    await openBuilt(page, 'publications');
    const entry = entryOf(page);
    await expect(entry.locator('.publication__reference')).toContainText(IEEE_ENTRY);
    await expect(entry.getByRole('link', { name: 'K. Asante' })).toBeVisible();
    await expect(page.getByText(APA_ENTRY)).toHaveCount(0);
  });

  test("the home page's featured paper, without an abstract, shows its IEEE reference, not the stored APA citation", async ({ page }) => {
    await openBuilt(page, '.');
    const card = page.locator('article.feature-card').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await expect(card.locator('.card__text')).toHaveText(`${IEEE_ENTRY.slice(0, 115)}...`);
    await expect(page.getByText(APA_ENTRY.slice(0, 40))).toHaveCount(0);
  });

  test('the Cite block shows the IEEE reference, in the page and in its data', async ({ page }) => {
    await openBuilt(page, 'publications/pub-001');
    await expect(page.getByRole('region', { name: 'Cite' }).getByRole('figure', { name: 'Reference' })).toHaveText(`Reference${IEEE_FULL}`);
    const data = JSON.parse(readFileSync(join(dist, 'site', 'publications', 'pub-001', 'page-data.json'), 'utf8')) as { cite: { reference: string } };
    expect(data.cite.reference).toBe(IEEE_FULL);
  });
});
