/* eslint-disable no-script-url -- script URLs are fed in on purpose, to prove they never reach the page */
import { expect, test } from './fixtures';
import { makeNews, openSeeded } from './site-helpers';

test.beforeEach(async ({ seed, page }) => {
  await seed({
    newsItems: [
      makeNews({ id: 'n-1', title: 'Old regular', date: '2024-01-10', tags: ['Talk'] }),
      makeNews({ id: 'n-2', title: 'Newest regular', date: '2026-05-01', tags: ['Award', 'Team'], imageUrl: '/assets/lab/team.svg' }),
      makeNews({ id: 'n-3', title: 'Old featured', date: '2023-03-03', featured: true, tags: ['Award'], emojiHexcodes: ['1F3AF'] }),
      makeNews({ id: 'n-4', title: 'Middle regular', date: '2025-07-07', tags: ['Talk'], imageUrl: 'javascript:alert(1)' }),
    ],
  });
  await openSeeded(page, '/feed');
});

test('featured news come first, then the newest date', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Old featured', 'Newest regular', 'Middle regular', 'Old regular']);
});

test('the tag filter', async ({ page }) => {
  const filter = page.getByRole('combobox', { name: 'Tag' });
  await expect(filter.getByRole('option')).toHaveText(['All', 'Award', 'Talk', 'Team']);
  await filter.selectOption('Award');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Old featured', 'Newest regular']);
  await filter.selectOption('Talk');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Middle regular', 'Old regular']);
});

test('emojis replace the image with a colour banner; unsafe image URLs are dropped', async ({ page }) => {
  const featured = page.getByRole('article').filter({ hasText: 'Old featured' });
  await expect(featured.locator('.news-card__banner img.emoji')).toHaveAttribute('src', '/openmoji/1F3AF.svg');
  await expect(page.getByRole('article').filter({ hasText: 'Newest regular' }).locator('.news-card__image img')).toHaveAttribute('src', '/assets/lab/team.svg');
  await expect(page.getByRole('article').filter({ hasText: 'Middle regular' }).locator('img')).toHaveCount(0);
});
