import { expect, test } from './fixtures';
import { asAdmin, stored } from './admin-helpers';

test.use({ signedIn: true });

const ids = async (page: import('@playwright/test').Page, key: string) => (await stored<{ id: string }[]>(page, key)).map((item) => item.id);

test('collaborators: drag one item onto another, stored at once and kept after a reload', async ({ page }) => {
  await page.goto('/admin/collaborators');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reorder' }).click();
  // Delete is hidden for collaborators while reordering.
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const rows = page.getByRole('list', { name: 'Reorder items' }).getByRole('listitem');
  await rows.filter({ hasText: 'Lumen Cognitive Systems' }).dragTo(rows.filter({ hasText: 'Meridian Institute of Technology' }));
  await expect(rows.first()).toContainText('Lumen Cognitive Systems');
  expect(await ids(page, 'collaborators')).toEqual(['collab-4', 'collab-1', 'collab-2', 'collab-3', 'collab-5']);
  await page.reload();
  const list = page.getByRole('list', { name: 'Manage Collaborators' }).getByRole('listitem');
  await expect(list.first()).toContainText('Lumen Cognitive Systems');
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.getByRole('button', { name: 'Save Order' }).click();
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
});

test('team members: reorder from the keyboard, kept after a reload', async ({ page }) => {
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Reorder' }).click();
  const down = page.getByRole('button', { name: 'Move Ingrid Halvorsen down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ingrid Halvorsen moved to position 2 of 15.' })).toBeAttached();
  // Focus stays on the moved item, so pressing again keeps moving it.
  await page.keyboard.press('Enter');
  expect((await ids(page, 'teamMembers')).slice(0, 3)).toEqual(['member-2', 'member-3', 'member-1']);
  // Alt+ArrowUp on a row moves it up.
  const row = page.getByRole('list', { name: 'Reorder items' }).getByRole('listitem').filter({ hasText: 'Ingrid Halvorsen' });
  await row.getByRole('button', { name: 'Move Ingrid Halvorsen up' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  expect((await ids(page, 'teamMembers')).slice(0, 3)).toEqual(['member-2', 'member-1', 'member-3']);
  await page.reload();
  const names = page.getByRole('list', { name: 'Manage Team Members' }).getByRole('listitem');
  await expect(names.nth(0)).toContainText('Petra Novak');
  await expect(names.nth(1)).toContainText('Ingrid Halvorsen');
});

test('projects: drag reorder is used by the public list', async ({ page }) => {
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Reorder' }).click();
  const rows = page.getByRole('list', { name: 'Reorder items' }).getByRole('listitem');
  await rows.filter({ hasText: 'Discovering Neural Representations' }).dragTo(rows.first());
  expect((await ids(page, 'projects'))[0]).toBe('project-6');
  await page.getByRole('button', { name: 'Save Order' }).click();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Discovering Neural Representations of Abstract Rules' }).first()).toBeVisible();
});

test('team members: on a touch screen, drag by the handle; Move to top and Move to bottom', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await asAdmin(page);
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Reorder' }).click();
  const rows = page.getByRole('list', { name: 'Reorder items' }).getByRole('listitem');
  // A finger on Kwame's handle, moved onto the first row and lifted.
  const handle = (await rows.filter({ hasText: 'Kwame Asante' }).locator('[data-handle]').boundingBox())!;
  const target = (await rows.first().boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(handle.x + handle.width / 2, handle.y + handle.height / 2) });
  for (const f of [0.25, 0.5, 0.75, 1]) {
    const y = handle.y + handle.height / 2 + (target.y + target.height / 2 - (handle.y + handle.height / 2)) * f;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(handle.x + handle.width / 2, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(rows.first()).toContainText('Kwame Asante');
  expect((await ids(page, 'teamMembers'))[0]).toBe('member-3');

  await page.getByRole('button', { name: 'Move Ingrid Halvorsen to bottom' }).click();
  const order = await ids(page, 'teamMembers');
  expect(order[order.length - 1]).toBe('member-1');
  await expect(page.getByRole('status').filter({ hasText: 'Ingrid Halvorsen moved to position 15 of 15.' })).toBeAttached();
  await page.getByRole('button', { name: 'Move Ingrid Halvorsen to top' }).click();
  expect((await ids(page, 'teamMembers'))[0]).toBe('member-1');
  await expect(page.getByRole('button', { name: 'Move Ingrid Halvorsen to top' })).toBeDisabled();
  await context.close();
});
