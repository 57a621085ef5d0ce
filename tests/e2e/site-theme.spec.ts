import { expect, test } from '@playwright/test';
import { holdScripts } from './site-helpers';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT = 'rgb(247, 250, 252)';
const DARK = 'rgb(12, 22, 32)';

test('colours follow the system setting until the visitor chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page)).toBe(LIGHT);
});

test('the header switch changes the colours and is remembered across pages and reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/team');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK);
  expect(await page.evaluate(() => window.localStorage.getItem('siteTheme'))).toBe('dark');

  // A full load applies the choice before the app's script runs (public/boot.js), so no light flash.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/publications');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background(page)).toBe(DARK);
  await page.unroute('**/assets/*.js');

  await page.goto('/feed');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page)).toBe(LIGHT);
  // Light chosen on a dark system stays light.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page)).toBe(LIGHT);
});

test('on a narrow screen the switch sits in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Dark mode' }).click();
  expect(await background(page)).toBe(DARK);
});

test('a press on the switch before the page turned interactive changes the colours, and the page then takes the switch over', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/team', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK);
  release();
  await expect(toggle).toHaveAttribute('data-live', '');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page)).toBe(LIGHT);
  expect(await page.evaluate(() => window.localStorage.getItem('siteTheme'))).toBe('light');
});
