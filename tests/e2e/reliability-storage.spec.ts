/**
 * Nothing lost: a full storage, corrupt storage, and undo from the change history (including
 * "Clear All Storage"), in the real built site.
 */
import { expect, test, type Page } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { acceptDialogs, stored } from './admin-helpers';
import { assetPaths, PNG_BASE64, putAsset } from './debug-helpers';

const QUOTA_CHARS = 5 * 1024 * 1024;
const seed = seedContent();
const kept = { id: 'collab-kept', name: 'Kept Partner', url: 'https://kept.example.org', logo: '' };
const keptList = JSON.stringify([...seed.collaborators, kept]);

/**
 * Once per test (not on every navigation): logs in, stores a collaborator list, and fills
 * localStorage with junk up to `fill` of the quota (1 = completely full).
 */
async function prepare(page: Page, fill: number | null, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ({ keptList, fill, quota, extra }) => {
      if (window.sessionStorage.getItem('prepared')) return;
      window.sessionStorage.setItem('prepared', '1');
      window.localStorage.setItem('isAuthenticated', 'true');
      window.localStorage.setItem('collaborators', keptList);
      for (const [key, value] of Object.entries(extra)) window.localStorage.setItem(key, value);
      if (fill === null) return;
      let used = 0;
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i)!;
        used += key.length + (window.localStorage.getItem(key) ?? '').length;
      }
      if (fill < 1) {
        window.localStorage.setItem('junk', 'x'.repeat(Math.max(0, Math.floor(quota * fill) - used)));
        return;
      }
      // Completely full: the largest junk value that still fits.
      let low = 0;
      let high = quota;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        try {
          window.localStorage.setItem('junk', 'x'.repeat(mid));
          low = mid;
        } catch {
          high = mid - 1;
        }
      }
      window.localStorage.setItem('junk', 'x'.repeat(low));
    },
    { keptList, fill, quota: QUOTA_CHARS, extra },
  );
}

test('when storage is full: the alert shows, the form keeps the edit, nothing saved is lost', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await prepare(page, 1);
  await page.goto('/admin/collaborators/new');
  await page.getByLabel('Name').fill('Quota Partner');
  await page.getByLabel('Website URL').fill('https://quota.example.org');
  await page.getByRole('button', { name: 'Add Collaborator' }).click();

  await expect.poll(() => dialogs).toContain('Failed to save collaborators. LocalStorage might be full or unavailable.');
  await expect(page).toHaveURL(/\/admin\/collaborators\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue('Quota Partner');
  await expect(page.getByLabel('Website URL')).toHaveValue('https://quota.example.org');
  expect(await page.evaluate(() => window.localStorage.getItem('collaborators'))).toBe(keptList);

  // Once space is freed, the kept edit saves as it is.
  await page.evaluate(() => window.localStorage.removeItem('junk'));
  await page.getByRole('button', { name: 'Add Collaborator' }).click();
  await expect(page.getByText(/saved|added/i).first()).toBeVisible();
  await expect.poll(async () => JSON.stringify(await stored(page, 'collaborators'))).toContain('Quota Partner');
  expect(await stored<{ id: string }[]>(page, 'collaborators')).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'collab-kept' })]));
});

test('the dashboard warns when storage is nearly full', async ({ page }) => {
  await prepare(page, 0.85);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Storage is almost full:')).toBeVisible();
});

test('the dashboard shows no storage warning with room to spare', async ({ page }) => {
  await prepare(page, 0.5);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  await expect(page.getByText('Storage is almost full:')).toHaveCount(0);
});

const GARBAGE: Record<string, string> = {
  projects: '{not json',
  teamMembers: '{"__proto__":{"polluted":true}}',
  newsItems: JSON.stringify('x'.repeat(200_000)),
  publications: '[{"id":"__proto__","title":"Proto paper"},{"title":"no id"},7,null,"text"]',
  software: 'null',
  jobOpenings: '{"constructor":{"prototype":{"polluted":true}}}',
  fundingSources: 'undefined',
  topicColorRegistry: '[1,2,3]',
  featuredItems: '"text"',
  teamImage: '{"x":1}',
  teamImagePosition: '[]',
};

test('corrupt storage: pages render defaults, bad values are kept aside, the editor is told', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await prepare(page, null, GARBAGE);

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: seed.projects[0]!.title }).first()).toBeVisible();
  await page.goto('/team');
  await expect(page.getByText(seed.teamMembers[0]!.name).first()).toBeVisible();
  await page.goto('/feed');
  await expect(page.getByText(seed.newsItems[0]!.title).first()).toBeVisible();
  await page.goto('/publications');
  await expect(page.getByText('Proto paper').first()).toBeVisible();
  await page.goto('/join-us');
  await expect(page.getByRole('heading', { name: 'Join Our Team' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted ?? null)).toBeNull();

  const backups = await page.evaluate(() => Object.fromEntries(Object.keys(window.localStorage).filter((k) => k.startsWith('backup:')).map((k) => [k, window.localStorage.getItem(k)])));
  for (const key of ['projects', 'teamMembers', 'newsItems', 'software', 'jobOpenings', 'fundingSources', 'featuredItems', 'teamImage']) {
    expect(backups[`backup:${key}`], `backup:${key}`).toBe(GARBAGE[key]);
  }

  await page.goto('/admin');
  await expect(page.getByText('Some saved content could not be read.')).toBeVisible();
  await expect(page.getByText('Saved projects: the unreadable text is kept in this browser\'s storage under “backup:projects”.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deleted item comes back with Undo after a reload', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await prepare(page, null);
  await page.goto('/admin/collaborators');
  await page.getByRole('button', { name: 'Delete Kept Partner' }).click();
  await expect.poll(async () => JSON.stringify(await stored(page, 'collaborators'))).not.toContain('collab-kept');
  expect(dialogs.length).toBeGreaterThan(0);

  await page.goto('/admin');
  await page.reload();
  const history = page.getByRole('region', { name: 'Change history' });
  // History entries name the items they touched.
  await expect(history.getByText('Deleted collaborator “Kept Partner”')).toBeVisible();
  await history.getByRole('button', { name: 'Undo last change' }).click();
  await expect(history.getByText('Undid “Deleted collaborator “Kept Partner””.')).toBeVisible();
  await expect.poll(async () => JSON.stringify(await stored(page, 'collaborators'))).toContain('collab-kept');
});

test('"Clear All Storage" stays recoverable from the history until it is emptied on purpose', async ({ page }) => {
  acceptDialogs(page);
  await prepare(page, null);
  await page.goto('/admin');
  // One upload the restored content refers to, one nothing refers to.
  await putAsset(page, 'collaborators/kept-logo.png', PNG_BASE64, 'image/png');
  await putAsset(page, 'team/orphan.png', PNG_BASE64, 'image/png');
  await page.evaluate(() => {
    const list = JSON.parse(window.localStorage.getItem('collaborators')!) as { id: string; logo: string }[];
    list.find((c) => c.id === 'collab-kept')!.logo = 'asset:collaborators/kept-logo.png';
    window.localStorage.setItem('collaborators', JSON.stringify(list));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Show Debug' }).click();
  await page.getByRole('button', { name: 'Clear All Storage' }).click();
  // The page reloads with storage empty (the session flag went too): log in again.
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('collaborators'))).toBeNull();
  await page.evaluate(() => window.localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/admin');
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByText('Cleared all storage')).toBeVisible();
  await history.getByRole('button', { name: /^Restore to before this: Cleared all storage/ }).click();
  await expect.poll(async () => JSON.stringify(await stored(page, 'collaborators'))).toContain('collab-kept');
  // The restored logo's file survived the clear.
  expect(await assetPaths(page)).toEqual(['collaborators/kept-logo.png', 'team/orphan.png']);

  // Emptying the history is a deliberate, confirmed step.
  await history.getByRole('button', { name: 'Empty history' }).click();
  await expect(history.getByText('No changes recorded yet.')).toBeVisible();
  // ...and only then are uploads that nothing refers to removed.
  await expect.poll(() => assetPaths(page)).toEqual(['collaborators/kept-logo.png']);
});
