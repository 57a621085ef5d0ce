import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { assetPaths, downloadOf, openDebugPanel, PNG_BASE64, putAsset, recordDialogs, seedSession, stored } from './debug-helpers';

const seed = seedContent();

async function restoreFile(page: import('@playwright/test').Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Restore from Backup…' }).click()]);
  await chooser.setFiles(file);
}

test.describe('backup and restore', () => {
  test('a backup moves all content and uploads to a fresh browser', async ({ browser }) => {
    const source = await browser.newContext();
    const [first, ...rest] = seed.teamMembers;
    await seedSession(source, {
      teamMembers: [{ ...first!, name: 'Ada Lovelace', imageUrl: 'asset:team/member-1-ada.png' }, ...rest],
      teamImagePosition: 'top',
    });
    const page = await source.newPage();
    await page.goto('/admin');
    await putAsset(page, 'team/member-1-ada.png', PNG_BASE64, 'image/png');
    await openDebugPanel(page);
    const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download Backup' }).click());
    expect(download.suggestedFilename()).toMatch(/^lab-site-backup-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByRole('status').filter({ hasText: 'lab-site-backup-' })).toContainText('1 uploaded file');
    const backup = readFileSync(await download.path());
    await source.close();

    const target = await browser.newContext();
    await seedSession(target);
    const fresh = await target.newPage();
    const dialogs = recordDialogs(fresh);
    await openDebugPanel(fresh);
    expect(await assetPaths(fresh)).toEqual([]);
    await restoreFile(fresh, { name: 'backup.json', mimeType: 'application/json', buffer: backup });
    await expect(fresh.getByRole('status').filter({ hasText: 'Backup restored' })).toContainText(
      `${seed.teamMembers.length} team members`,
    );
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.message).toMatch(/^Replace all content and uploaded files in this browser with the backup from .+\? This cannot be undone\.$/);
    const members = await stored<{ name: string; imageUrl: string }[]>(fresh, 'teamMembers');
    expect(members[0]).toMatchObject({ name: 'Ada Lovelace', imageUrl: 'asset:team/member-1-ada.png' });
    expect(await stored(fresh, 'teamImagePosition')).toBe('top');
    expect(await assetPaths(fresh)).toEqual(['team/member-1-ada.png']);
    // The restored upload shows in the image list.
    await expect(fresh.getByRole('region', { name: 'Team member images' }).getByRole('link', { name: 'Download member-1-ada.png' })).toBeVisible();
    await target.close();
  });

  test('a bad file is refused with a clear message and changes nothing', async ({ context, page }) => {
    await seedSession(context, { newsItems: seed.newsItems.slice(0, 3) });
    const dialogs = recordDialogs(page);
    await page.goto('/admin');
    await putAsset(page, 'team/keep.png', PNG_BASE64, 'image/png');
    await openDebugPanel(page);
    const before = await page.evaluate(() => JSON.stringify(localStorage));

    await restoreFile(page, { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be restored' })).toHaveText(
      'notes.json cannot be restored: the file is not a backup of this site. Nothing was changed.',
    );

    const broken = {
      format: 'lab-site-backup',
      version: 1,
      content: { ...seed, newsItems: [{ title: 'no id' }] },
      assets: [],
    };
    await restoreFile(page, { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be restored' })).toHaveText(
      'broken.json cannot be restored: newsItems item 1 has no usable id. Nothing was changed.',
    );
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);
    expect(await assetPaths(page)).toEqual(['team/keep.png']);
  });
});
