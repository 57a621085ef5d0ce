import { expect, test } from '@playwright/test';
import { ENTITY_KINDS } from '../../shared/content/model/model';
import { seedContent } from '../fixtures/content/seed';
import { MESSAGES } from '../../shared/content/model/validation';
import { SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { PROFILE_PATH } from '../../shared/export/profile-source';
import { EXPORT_README_PATH } from '../../shared/export/zip';
import { downloadOf, openDebugPanel, PNG_BASE64, putAsset, recordDialogs, repoFile, seedSession, zipEntries, zipOf } from './debug-helpers';

const seed = seedContent();
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;

test.describe('data export options', () => {
  test('Copy Code puts the seed file text on the clipboard and says so', async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedSession(context);
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    for (const kind of ['teamMembers', 'jobOpenings'] as const) {
      const set = page.getByRole('region', { name: `${kind}.ts`, exact: true });
      await expect(set.getByLabel(`${kind}.ts preview`)).toContainText(`export const ${kind}:`);
      await set.getByRole('button', { name: 'Copy Code' }).click();
      await expect.poll(() => dialogs.at(-1)?.message).toBe(MESSAGES.copied(kind));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(repoFile(sourcePath(kind)));
    }
    expect(dialogs.map((d) => d.message)).toEqual(['teamMembers.ts copied to clipboard', 'jobOpenings.ts copied to clipboard']);
  });

  test('every data set has a preview and a Copy Code button', async ({ context, page }) => {
    await seedSession(context);
    await openDebugPanel(page);
    for (const kind of ENTITY_KINDS) {
      const set = page.getByRole('region', { name: `${kind}.ts`, exact: true });
      await expect(set.getByRole('button', { name: 'Copy Code' })).toBeVisible();
      await expect(set.getByText(`${seed[kind].length} items`)).toBeVisible();
    }
  });

  test('the settings file has its own preview and Copy Settings', async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedSession(context, { teamImagePosition: 'bottom' });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    const set = page.getByRole('region', { name: 'settings.ts', exact: true });
    await expect(set.getByLabel('settings.ts preview')).toContainText('"teamImagePosition": "bottom"');
    await expect(page.getByRole('button', { name: 'Copy Code' })).toHaveCount(ENTITY_KINDS.length); // one per collection's file; settings.ts has Copy Settings
    await set.getByRole('button', { name: 'Copy Settings' }).click();
    await expect.poll(() => dialogs.at(-1)?.message).toBe('settings.ts copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(repoFile(SETTINGS_PATH).replace('"teamImagePosition": "center"', '"teamImagePosition": "bottom"'));
  });

  test('copied code refers to uploaded files by their repository path', async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [first, ...rest] = seed.teamMembers;
    await seedSession(context, { teamMembers: [{ ...first!, imageUrl: 'asset:team/member-1-upload.png' }, ...rest] });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await putAsset(page, 'team/member-1-upload.png', PNG_BASE64, 'image/png');
    await page.getByRole('region', { name: 'teamMembers.ts', exact: true }).getByRole('button', { name: 'Copy Code' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('"imageUrl": "/assets/team/member-1-upload.png"');
    expect(text).not.toContain('asset:');
  });

  test('the export modal explains itself, Cancel closes it, Export Data downloads the repository-shaped ZIP', async ({ context, page }) => {
    const [first, second, ...rest] = seed.teamMembers;
    await seedSession(context, {
      teamMembers: [
        { ...first!, name: 'Ada Lovelace', imageUrl: 'asset:team/member-1-ada-lovelace.png' },
        { ...second!, imageUrl: PNG_DATA_URL },
        ...rest,
      ],
    });
    await openDebugPanel(page);
    await putAsset(page, 'team/member-1-ada-lovelace.png', PNG_BASE64, 'image/png');

    await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Current Data as Default' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Source files of the current data will be generated to replace the files in the project's data directory");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Export Current Data as Default' }).click();
    const download = await downloadOf(page, () => dialog.getByRole('button', { name: 'Export Data' }).click());
    expect(download.suggestedFilename()).toMatch(/^lab-site-export-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(dialog.getByRole('status')).toContainText('8 data files and 2 image or CV files');
    const zip = await zipOf(download);
    const secondPath = `public/assets/team/${second!.id}-${second!.name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`;
    expect(zipEntries(zip)).toEqual(
      // The eight data sets, the settings and the lab profile (issue 19), the README and the two pictures.
      [...ENTITY_KINDS.map(sourcePath), SETTINGS_PATH, PROFILE_PATH, EXPORT_README_PATH, 'public/assets/team/member-1-ada-lovelace.png', secondPath].sort(),
    );
    expect(await zip.file(SETTINGS_PATH)!.async('string')).toBe(repoFile(SETTINGS_PATH));
    const team = await zip.file(sourcePath('teamMembers'))!.async('string');
    expect(team).toContain('"name": "Ada Lovelace"');
    expect(team).toContain('"imageUrl": "/assets/team/member-1-ada-lovelace.png"');
    expect(team).toContain(`"imageUrl": "/${secondPath.slice('public/'.length)}"`);
    expect(team).not.toContain('data:image');
    for (const kind of ENTITY_KINDS.filter((k) => k !== 'teamMembers')) {
      expect(await zip.file(sourcePath(kind))!.async('string')).toBe(repoFile(sourcePath(kind)));
    }
    expect(Buffer.from(await zip.file('public/assets/team/member-1-ada-lovelace.png')!.async('uint8array')).toString('base64')).toBe(PNG_BASE64);
  });
});

test.describe('image assets', () => {
  test('lists images with download links and zips all of them, noting the ones it cannot read', async ({ context, page }) => {
    const [first, ...rest] = seed.teamMembers;
    const [project, ...projects] = seed.projects;
    const [software, ...software2] = seed.software;
    await seedSession(context, {
      teamMembers: [{ ...first!, imageUrl: 'asset:team/member-1-upload.png' }, ...rest],
      projects: [{ ...project!, image: PNG_DATA_URL }, ...projects],
      software: [{ ...software!, imageUrl: 'https://unreachable.invalid/logo.png' }, ...software2],
    });
    await page.goto('/admin');
    await putAsset(page, 'team/member-1-upload.png', PNG_BASE64, 'image/png');
    await openDebugPanel(page);
    const team = page.getByRole('region', { name: 'Team member images' });
    await expect(team.getByRole('link', { name: 'Download member-1-upload.png' })).toHaveAttribute('download', 'member-1-upload.png');
    await expect(page.getByRole('region', { name: 'Project images' }).getByRole('link', { name: /^Download project-1-.*\.png$/ })).toBeVisible();

    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download All Images as ZIP' }).click());
    expect(download.suggestedFilename()).toMatch(/^lab-site-images-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await zipOf(download);
    const entries = zipEntries(zip);
    expect(entries).toContain('public/assets/team/member-1-upload.png');
    expect(entries.some((e) => /^public\/assets\/projects\/project-1-.*\.png$/.test(e))).toBe(true);
    // Seed images are site files: fetched and kept under their own names.
    const siteImages = [...rest.map((m) => m.imageUrl), ...projects.map((p) => p.image), ...software2.map((s) => s.imageUrl)].filter(
      (url): url is string => Boolean(url && url.startsWith('/assets/')),
    );
    expect(siteImages.length).toBeGreaterThan(0);
    for (const url of siteImages) expect(entries).toContain(`public${url}`);
    expect(await zip.file('images-skipped.txt')!.async('string')).toContain('https://unreachable.invalid/logo.png');
    await expect(page.getByRole('status').filter({ hasText: 'lab-site-images-' })).toContainText(`${software!.name}:`);
  });

  test('Download All Images as ZIP shows its progress while it collects', async ({ context, page }) => {
    await seedSession(context);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = seedContent().teamMembers.find((m) => m.imageUrl.startsWith('/assets/'))!;
    await openDebugPanel(page);
    // Hold the first image's fetch until the progress has been seen.
    await page.route(`**${first.imageUrl}`, async (route) => {
      await gate;
      await route.continue();
    });
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download All Images as ZIP' }).click();
    await expect(page.getByRole('progressbar', { name: 'Image ZIP progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Collecting images:' })).toHaveText(/^Collecting images: 0 of \d+$/);
    await expect(page.getByRole('button', { name: 'Download All Images as ZIP' })).toBeDisabled();
    release();
    await downloaded;
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded lab-site-images-' })).toBeVisible();
  });
});

test.describe('storage usage', () => {
  test('shows each key in KB to two decimals, where uploads live, and warns near the quota', async ({ context, page }) => {
    const news = JSON.stringify(seed.newsItems.slice(0, 2));
    await seedSession(context, { newsItems: news, padding: 'x'.repeat(2_200_000) });
    await openDebugPanel(page);
    const table = page.getByRole('table');
    const expected = (((news.length + 'newsItems'.length) * 2) / 1024).toFixed(2);
    await expect(table.getByRole('row', { name: 'newsItems' })).toHaveText(`newsItems${expected} KB`);
    await expect(table.getByRole('row', { name: 'isAuthenticated' })).toHaveText(`isAuthenticated${((('true'.length + 15) * 2) / 1024).toFixed(2)} KB`);
    await expect(page.getByText(/Uploaded images and CVs are kept in this browser's IndexedDB/)).toContainText('0 files');
    await expect(page.getByRole('alert').filter({ hasText: 'localStorage is' })).toContainText('% full');
  });

  test('shows no warning with little stored', async ({ context, page }) => {
    await seedSession(context);
    await openDebugPanel(page);
    await expect(page.getByText(/localStorage: \d+\.\d\d KB of about 5120\.00 KB/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'localStorage is' })).toHaveCount(0);
  });
});
