import { expect, test } from '@playwright/test';

test('the contact page has its sections and loads the map only when asked', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  // The test machine is offline: answer the map request locally.
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto('/contact');
  for (const name of ['Collaborations', 'Job Openings', 'Press Inquiries', 'Address', 'Map']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('1783 Halden, Norway')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);

  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.locator('iframe[title^="Map"]');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);

  await page.getByRole('link', { name: 'See open positions' }).click();
  await expect(page).toHaveURL(/\/join-us\/$/);
});
