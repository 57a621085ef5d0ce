/**
 * Two editors at once (two tabs of the same browser, sharing localStorage): a save based on
 * stale content never silently overwrites the other editor's newer change to the same item;
 * changes to different items both survive.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { stored } from './admin-helpers';

const [first, second] = seedContent().collaborators;

async function editor(context: BrowserContext, id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/admin/collaborators/edit/${id}`);
  await expect(page.getByLabel('Name')).toBeVisible();
  return page;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('isAuthenticated', 'true'));
});

test('a stale save is stopped and explained; the other editor’s change survives', async ({ context }) => {
  const tabA = await editor(context, first!.id);
  const tabB = await editor(context, first!.id);

  await tabB.getByLabel('Name').fill('Renamed in tab B');
  await tabB.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(async () => JSON.stringify(await stored(tabB, 'collaborators'))).toContain('Renamed in tab B');

  await tabA.getByLabel('Name').fill('Renamed in tab A');
  await tabA.getByRole('button', { name: 'Save Changes' }).click();
  await expect(tabA.getByRole('heading', { name: 'This collaborator was changed elsewhere' })).toBeVisible();
  await expect(tabA.getByText(/Another editor changed this collaborator since you opened it/)).toBeVisible();
  // Nothing was overwritten, and tab A still holds its own edit.
  const names = (await stored<{ id: string; name: string }[]>(tabA, 'collaborators')).map((c) => c.name);
  expect(names).toContain('Renamed in tab B');
  expect(names).not.toContain('Renamed in tab A');
  await expect(tabA.getByLabel('Name')).toHaveValue('Renamed in tab A');

  // Choosing to keep mine is a deliberate second step.
  await tabA.getByRole('button', { name: 'Keep my version' }).click();
  await expect.poll(async () => (await stored<{ id: string; name: string }[]>(tabA, 'collaborators')).find((c) => c.id === first!.id)?.name).toBe('Renamed in tab A');
});

test('changes to different items in two tabs both survive', async ({ context }) => {
  const tabA = await editor(context, first!.id);
  const tabB = await editor(context, second!.id);
  await tabA.getByLabel('Name').fill('Changed in tab A');
  await tabB.getByLabel('Name').fill('Changed in tab B');
  await tabA.getByRole('button', { name: 'Save Changes' }).click();
  await tabB.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () => (await stored<{ name: string }[]>(tabA, 'collaborators')).map((c) => c.name))
    .toEqual(expect.arrayContaining(['Changed in tab A', 'Changed in tab B']));
  await expect(tabB.getByRole('heading', { name: /changed elsewhere/ })).toHaveCount(0);
});
