import { expect, test } from './fixtures';

test.use({ signedIn: true });

test('the emoji picker shows the OpenMoji images the site shows, with names', async ({ page }) => {
  await page.goto('/admin/projects/new');
  const brain = page.getByRole('button', { name: 'Brain (emoji 1F9E0)' });
  await expect(brain).toBeVisible();
  const image = brain.locator('img');
  await expect(image).toHaveAttribute('src', '/openmoji/1F9E0.svg');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // No system-font glyphs: the buttons hold images only.
  const texts = await page.locator('.studio-emoji-button').allTextContents();
  expect(texts).toHaveLength(21);
  expect(texts.every((text) => text.trim() === '')).toBe(true);
  await brain.click();
  await expect(brain).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Selected: Brain')).toBeVisible();
});

test('words: the Featured checkbox explains itself and the home card says what it shows', async ({ page }) => {
  await page.goto('/admin/news/new');
  const featured = page.getByRole('checkbox', { name: 'Featured (pinned to the top of News)' });
  await expect(featured).toBeVisible();
  await expect(page.getByText(/The home page shows the news item chosen under/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Featured Content' })).toHaveAttribute('href', '/admin/featured');
  await page.goto('/admin/team/new');
  await expect(page.getByLabel('GitHub username')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Featured news', { exact: true })).toBeVisible();
  await expect(page.getByText('Latest news', { exact: true })).toHaveCount(0);
});
