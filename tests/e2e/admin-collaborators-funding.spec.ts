import { expect, test } from './fixtures';
import { acceptDialogs, stored } from './admin-helpers';

test.use({ signedIn: true });

test('adding a collaborator validates the URL', async ({ page }) => {
  await page.goto('/admin/collaborators/new');
  const save = page.getByRole('button', { name: 'Add Collaborator' });
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Name', { exact: true }).fill('Northwind Lab');
  await page.getByLabel('Website URL', { exact: true }).fill('northwind.example');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid URL (include http:// or https://)');
  await page.getByLabel('Website URL', { exact: true }).fill('https://northwind.example');
  await expect(page.getByText('Use a square logo, at most 100x100 px.')).toBeVisible();
  await save.click();
  await expect(page.getByText('Collaborator saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/collaborators$/);
  await expect(page.getByRole('link', { name: 'Visit Northwind Lab' })).toHaveAttribute('href', 'https://northwind.example/');
});

test('a collaborator is deleted from the list after a confirmation', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/collaborators');
  await page.getByRole('button', { name: 'Delete University of Eastmere' }).click();
  await expect(page.getByText('University of Eastmere')).toHaveCount(0);
  expect(dialogs).toEqual(['Are you sure you want to delete this collaborator?']);
  expect((await stored<{ id: string }[]>(page, 'collaborators')).map((c) => c.id)).not.toContain('collab-2');
});

test('editing a collaborator and deleting it from its form', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/collaborators/edit/collab-1');
  await page.getByLabel('Name', { exact: true }).fill('Meridian Institute');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Collaborator saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/collaborators$/);
  await expect(page.getByText('Meridian Institute', { exact: true })).toBeVisible();
  await page.goto('/admin/collaborators/edit/collab-1');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Collaborator deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this collaborator?']);
});

test('adding a funding source with grant details; the list shows No Logo', async ({ page }) => {
  await page.goto('/admin/funding/new');
  const save = page.getByRole('button', { name: 'Add Funding Source' });
  await page.getByLabel('Name', { exact: true }).fill('Halden Science Fund');
  await page.getByLabel('Website URL', { exact: true }).fill('fund.example');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid URL (include http:// or https://)');
  await page.getByLabel('Website URL', { exact: true }).fill('https://fund.example');
  await page.getByLabel('Grant number').fill('HSF-2026-17');
  await page.getByLabel('Amount').fill('EUR 450,000');
  await page.getByLabel('Duration').fill('2026–2029');
  await save.click();
  await expect(page.getByText('Funding source saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/funding$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Halden Science Fund' });
  await expect(row).toContainText('No Logo');
  await expect(row).toContainText('HSF-2026-17');
  const fund = (await stored<{ name: string; amount: string; id: string }[]>(page, 'fundingSources')).find((f) => f.name === 'Halden Science Fund')!;
  expect(fund).toMatchObject({ amount: 'EUR 450,000' });
  expect(fund.id).toBe('halden-science-fund');
});

test('editing and deleting a funding source', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/funding/edit/funding-1');
  await page.getByLabel('Website URL', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Funding source deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this funding source?']);
  await expect(page).toHaveURL(/\/admin\/funding$/);
});
