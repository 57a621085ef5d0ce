import { expect, test } from '@playwright/test';

test('the site starts and shows the home page with seed content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Halden University').first()).toBeVisible();
});
