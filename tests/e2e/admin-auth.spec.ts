import { expect, test } from '@playwright/test';
import { DEV_PASSWORD } from './admin-helpers';

test.describe('admin login', () => {
  test('a wrong password shows Invalid password and keeps the visitor out', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid password');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  });

  test('a protected route redirects to the login and back to where the visitor was going', async ({ page }) => {
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Password').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { name: 'Manage News' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
  });

  test('login without an origin goes to the dashboard; the session survives a reload', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Password').fill(DEV_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // An authenticated visit to the login page goes to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('logout ends the session and navigates to the home page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Password').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
    await page.goto('/admin/projects/new');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an empty password is refused without a native validation bubble', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-required', 'true');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the built files never contain the password itself', async ({ page }) => {
    await page.goto('/admin/login');
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    for (const url of new Set([...scripts, ...loaded])) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain(DEV_PASSWORD);
    }
  });
});

test.describe('login states', () => {
  test('the button reads Logging in... while the password is checked', async ({ page }) => {
    // Hold the hash computation until the test has seen the submitting state.
    await page.addInitScript(() => {
      const subtle = crypto.subtle;
      const original = subtle.deriveBits.bind(subtle);
      (window as unknown as { releaseLogin: () => void }).releaseLogin = () => undefined;
      const gate = new Promise<void>((resolve) => {
        (window as unknown as { releaseLogin: () => void }).releaseLogin = resolve;
      });
      subtle.deriveBits = (async (...args: Parameters<SubtleCrypto['deriveBits']>) => {
        await gate;
        return original(...args);
      }) as SubtleCrypto['deriveBits'];
    });
    await page.goto('/admin/login');
    await page.getByLabel('Password').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await page.evaluate(() => (window as unknown as { releaseLogin: () => void }).releaseLogin());
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a failure while checking shows An error occurred during login', async ({ page }) => {
    await page.addInitScript(() => {
      crypto.subtle.deriveBits = (() => Promise.reject(new Error('crypto unavailable'))) as SubtleCrypto['deriveBits'];
    });
    await page.goto('/admin/login');
    await page.getByLabel('Password').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred during login');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('the public pages never download the studio', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((name) => name.includes('studio-entry'))).toEqual([]);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(after.some((name) => name.includes('studio-entry'))).toBe(true);
});
