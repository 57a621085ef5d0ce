import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../shared/content/model/validation';
import { seedContent } from '../fixtures/content/seed';
import { assetPaths, openDebugPanel, PNG_BASE64, putAsset, recordDialogs, seedSession, stored } from './debug-helpers';

const seed = seedContent();

test.describe('debug panel actions', () => {
  test('Reset to Default Data asks, restores the seed and says so', async ({ context, page }) => {
    await seedSession(context, {
      teamMembers: seed.teamMembers.slice(0, 2),
      teamImage: 'https://images.example/team.jpg',
      featuredItems: { projectId: seed.projects[3]!.id, newsItemId: null, publicationId: null },
    });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await page.getByRole('button', { name: 'Reset to Default Data' }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs).toEqual([
      { type: 'confirm', message: MESSAGES.resetConfirm },
      { type: 'alert', message: MESSAGES.resetDone },
    ]);
    expect(await stored<unknown[]>(page, 'teamMembers')).toHaveLength(seed.teamMembers.length);
    expect(await stored(page, 'teamImage')).toBe(seed.teamImage);
    expect(await stored(page, 'featuredItems')).toEqual(seed.featuredItems);
  });

  test('Reset to Default Data changes nothing when the confirmation is declined', async ({ context, page }) => {
    await seedSession(context, { teamMembers: seed.teamMembers.slice(0, 2) });
    const dialogs = recordDialogs(page, false);
    await openDebugPanel(page);
    await page.getByRole('button', { name: 'Reset to Default Data' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({ type: 'confirm', message: MESSAGES.resetConfirm });
    expect(await stored<unknown[]>(page, 'teamMembers')).toHaveLength(2);
  });

  test('Clear All Storage asks, clears localStorage, keeps uploads for undo, and reloads', async ({ context, page }) => {
    await seedSession(context, { newsItems: seed.newsItems.slice(0, 1), 'backup:projects': 'old text' });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await putAsset(page, 'team/member-1-photo.png', PNG_BASE64, 'image/png');
    expect(await assetPaths(page)).toEqual(['team/member-1-photo.png']);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Clear All Storage' }).click()]);
    expect(dialogs).toEqual([{ type: 'confirm', message: MESSAGES.clearConfirm }]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    // Everything is gone, the session flag included: the studio asks for the password again.
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // Uploads stay until the change history is emptied: an undo may bring back content using them.
    expect(await assetPaths(page)).toEqual(['team/member-1-photo.png']);
  });

  test('Fix Team-Project Links adds a missing member to the project team, says so and reloads', async ({ context, page }) => {
    const [member, ...others] = seed.teamMembers;
    const project = seed.projects.find((p) => !p.team.includes(member!.name))!;
    await seedSession(context, { teamMembers: [{ ...member!, projects: [...member!.projects, project.id] }, ...others] });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Fix Team-Project Links' }).click()]);
    expect(dialogs).toEqual([
      { type: 'confirm', message: MESSAGES.repairConfirm },
      { type: 'alert', message: MESSAGES.repairDone },
    ]);
    const projects = await stored<{ id: string; team: string[] }[]>(page, 'projects');
    expect(projects.find((p) => p.id === project.id)!.team).toContain(member!.name);
  });

  test('Fix Team-Project Links with nothing to repair says so and does not reload', async ({ context, page }) => {
    await seedSession(context);
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await page.getByRole('button', { name: 'Fix Team-Project Links' }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toEqual({ type: 'alert', message: MESSAGES.repairNone });
    await expect(page.getByRole('heading', { name: 'Debug Tools' })).toBeVisible();
  });

  test('Clean Up News Items removes corrupted items, says so and reloads', async ({ context, page }) => {
    const broken = { ...seed.newsItems[0]!, id: 'news-broken', title: '', date: 'yesterday' };
    await seedSession(context, { newsItems: [...seed.newsItems, broken] });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Clean Up News Items' }).click()]);
    expect(dialogs).toEqual([
      { type: 'confirm', message: MESSAGES.cleanupConfirm },
      { type: 'alert', message: MESSAGES.cleanupDone },
    ]);
    const news = await stored<{ id: string }[]>(page, 'newsItems');
    expect(news.map((n) => n.id)).toEqual(seed.newsItems.map((n) => n.id));
  });

  test('Reset News Items restores the seed news, says so and reloads', async ({ context, page }) => {
    await seedSession(context, { newsItems: [{ ...seed.newsItems[0]!, title: 'Edited' }] });
    const dialogs = recordDialogs(page);
    await openDebugPanel(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reset News Items' }).click()]);
    expect(dialogs).toEqual([
      { type: 'confirm', message: MESSAGES.resetNewsConfirm },
      { type: 'alert', message: MESSAGES.resetNewsDone },
    ]);
    expect(await stored(page, 'newsItems')).toEqual(seed.newsItems);
  });

  test('Reload Page reloads', async ({ context, page }) => {
    await seedSession(context);
    await openDebugPanel(page);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload Page' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
});
