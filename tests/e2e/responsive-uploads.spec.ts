/**
 * An upload for every image, and responsive pictures at build (docs/decisions/075): each image
 * field of the studio has the upload control beside its address and alt text; a project picture
 * uploaded in the studio travels through the export ZIP and apply-export into a copy of the
 * repository, and the copy's build serves it as AVIF and WebP variants with srcset.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedContent } from '../fixtures/content/seed';
import { asAdmin } from './admin-helpers';
import { downloadOf, openDebugPanel, seedSession } from './debug-helpers';
import { copyOfRepository, REPO, waitForServer } from './repository-copy';

const COPY_PORT = Number(process.env.RESPONSIVE_PORT ?? 4962);

/** A photograph-sized picture made in the test: larger than the studio keeps, so it is resized. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#2f6f8f' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><circle cx="1000" cy="600" r="420" fill="#f2c14e"/></svg>') }])
    .png()
    .toBuffer();

test.describe('an upload for every image field', () => {
  const forms: [string, string, string, string][] = [
    ['a project', '/admin/projects/new', 'Upload image', 'Image alt text'],
    ['a news item', '/admin/news/new', 'Upload image', 'Image alt text'],
    ['software', '/admin/software/new', 'Upload image', 'Image alt text'],
    ["a collaborator's logo", '/admin/collaborators/new', 'Upload logo', 'Logo alt text'],
    ["a funder's logo", '/admin/funding/new', 'Upload logo', 'Logo alt text'],
    ["a page of the lab's own", '/admin/pages/new', 'Upload image', 'Image alt text'],
  ];
  for (const [what, path, upload, alt] of forms) {
    test(`${what}: a file upload beside the address and the alt text`, async ({ page }) => {
      await asAdmin(page);
      await page.goto(path);
      const group = page.getByRole('group', { name: upload === 'Upload logo' ? 'Logo' : 'Image', exact: true });
      await expect(group.getByLabel(upload, { exact: true })).toHaveAttribute('type', 'file');
      await expect(group.getByLabel(upload === 'Upload logo' ? 'Logo URL' : 'Image URL', { exact: true })).toBeVisible();
      await expect(group.getByLabel(alt, { exact: true })).toBeVisible();
    });
  }

  test('the lab profile: the logo, the favicon and the share image each have an upload', async ({ page }) => {
    await asAdmin(page);
    await page.goto('/admin/lab-profile');
    for (const label of ['Upload logo', 'Upload favicon', 'Upload share image']) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('type', 'file');
  });

  test('a news item picture is stored as WebP at most 1600 px, and previewed from the browser', async ({ page }) => {
    await asAdmin(page);
    await page.goto('/admin/news/new');
    await page.getByLabel('Upload image', { exact: true }).setInputFiles({ name: 'Field trip.png', mimeType: 'image/png', buffer: await photo() });
    await expect(page.getByText('Image resized to 1600x960 px.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image of the news item' })).toBeVisible();
    await expect(page.getByText(/^Uploaded: news-field-trip-[a-z0-9]+\.webp$/)).toBeVisible();
    await expect(page.getByLabel('Image URL', { exact: true })).toHaveValue('');
  });

  test("a page's picture is stored as WebP named after the page, and previewed from the browser", async ({ page }) => {
    await asAdmin(page);
    await page.goto('/admin/pages/new');
    await page.getByLabel('Title', { exact: true }).fill('Lab handbook');
    await page.getByLabel('Upload image', { exact: true }).setInputFiles({ name: 'Handbook cover.png', mimeType: 'image/png', buffer: await photo() });
    await expect(page.getByText('Image resized to 1600x960 px.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image of Lab handbook' })).toBeVisible();
    await expect(page.getByText(/^Uploaded: lab-handbook-handbook-cover-[a-z0-9]+\.webp$/)).toBeVisible();
  });
});


async function exportZip(page: Page, path: string) {
  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
  const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
  await download.saveAs(path);
}

test('a project picture uploaded in the studio is published by apply-export and served with srcset in AVIF and WebP', async ({ browser, context, page }) => {
  test.setTimeout(300_000);
  const project = seedContent().projects[0]!;
  await seedSession(context);
  await page.goto(`/admin/projects/edit/${project.id}`);
  await page.getByLabel('Upload image', { exact: true }).setInputFiles({ name: 'lab bench.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByText('Image resized to 1600x960 px.')).toBeVisible();
  await page.getByLabel('Image alt text', { exact: true }).fill('A yellow sun over a blue lab bench');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const copy = copyOfRepository('responsive-copy');
  // The tests' own content, whatever the repository holds.
  rmSync(join(copy, 'shared/content/seed'), { recursive: true, force: true });
  cpSync(join(REPO, 'tests/fixtures/content/seed'), join(copy, 'shared/content/seed'), { recursive: true });
  cpSync(join(REPO, 'tests/fixtures/content/assets'), join(copy, 'public/assets'), { recursive: true });
  const zipPath = `${copy}.zip`;
  let server: ChildProcess | null = null;
  try {
    await exportZip(page, zipPath);
    const summary = execFileSync(join(copy, 'node_modules/.bin/tsx'), ['scripts/apply-export.ts', zipPath, '--repo', copy], { cwd: copy, encoding: 'utf8' });
    const added = /added {6}public(\/assets\/projects\/[a-z0-9-]+\.webp)/.exec(summary)?.[1];
    expect(added, summary).toBeTruthy();
    expect(readFileSync(join(copy, 'shared/content/seed/projects.ts'), 'utf8')).toContain(`"image": "${added}"`);

    const env = { ADMIN_PASSWORD: 'studio-dev-password', ...process.env, DIST_DIR: join(copy, 'dist'), CONTENT_DIR: '' };
    const log = execFileSync('npm', ['run', 'build:site', '--silent'], { cwd: copy, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(log).toMatch(/Responsive images: 1 pictures; \d+ variants made, \d+ reused from the cache/);

    // The page and its data name the same variants, and the files are there.
    const html = readFileSync(join(copy, `dist/site/projects/${project.id}/index.html`), 'utf8');
    const data = JSON.parse(readFileSync(join(copy, `dist/site/projects/${project.id}/page-data.json`), 'utf8')) as { images?: Record<string, { stem: string; widths: number[]; width: number; height: number }> };
    const entry = data.images?.[added!];
    expect(entry).toMatchObject({ width: 1600, height: 960, widths: [400, 640, 960, 1280] });
    for (const format of ['avif', 'webp']) {
      expect(html).toContain(`<source type="image/${format}" srcSet="${entry!.widths.map((w) => `${entry!.stem}-${w}.${format} ${w}w`).join(', ')}"`);
      for (const width of entry!.widths) expect(existsSync(join(copy, 'dist/site', `${entry!.stem}-${width}.${format}`))).toBe(true);
    }

    server = spawn('node', [join(copy, 'scripts/serve-static.mjs'), '--dir', join(copy, 'dist/site'), '--port', String(COPY_PORT)], { cwd: copy, env, stdio: 'ignore', detached: true });
    const origin = `http://127.0.0.1:${COPY_PORT}`;
    await waitForServer(origin, server);

    // A visitor's browser (no stored content) on a 390 px phone picks an AVIF variant, not the upload.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const visit = await visitor.newPage();
    const errors: string[] = [];
    visit.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit.goto(`${origin}/projects/${project.id}/`);
    const picture = visit.getByRole('img', { name: 'A yellow sun over a blue lab bench' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`${entry!.stem}-(640|960)\\.avif$`));
    // Hydrated without a mismatch, and a client navigation renders the same picture.
    await visit.getByRole('link', { name: 'All research areas' }).click();
    const card = visit.getByRole('img', { name: 'A yellow sun over a blue lab bench' });
    await expect(card).toHaveAttribute('loading', 'eager');
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('.avif');
    expect(errors).toEqual([]);
    await visitor.close();
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid);
      } catch {
        // already gone
      }
    }
    rmSync(copy, { recursive: true, force: true });
    rmSync(zipPath, { force: true });
  }
});
