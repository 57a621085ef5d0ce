import { expect, test } from './fixtures';
import { acceptDialogs, stored } from './admin-helpers';

type News = { id: string; title: string; tags: string[]; imageUrl?: string; emojiHexcodes?: string[]; date: string; author: string };

test.use({ signedIn: true });

test('adding a news item: required fields, tags on Enter, emojis replace the image', async ({ page }) => {
  await page.goto('/admin/news/new');
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Add News Item' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  await page.getByLabel('Title', { exact: true }).fill('New grant for closed-loop studies');
  await page.getByLabel('Content', { exact: true }).fill('We received a grant.');
  await page.getByLabel('Author', { exact: true }).selectOption('Ingrid Halvorsen');
  const tags = page.getByLabel('Tags', { exact: true });
  for (const tag of ['funding', ' funding ', 'grants']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Tags added' }).getByRole('listitem')).toHaveText(['funding×', 'grants×']);

  const imageUrl = page.getByLabel('Image URL');
  await imageUrl.fill('https://example.org/picture.jpg');
  await page.getByRole('button', { name: 'Emoji 1F680' }).click();
  await expect(imageUrl).toBeDisabled();
  await page.getByRole('button', { name: 'Emoji 1F680' }).click();
  await expect(imageUrl).toBeEnabled();
  await page.getByRole('button', { name: 'Emoji 1F4A1' }).click();

  await page.getByRole('button', { name: 'Add News Item' }).click();
  await expect(page.getByText('News item saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const item = (await stored<News[]>(page, 'newsItems')).find((n) => n.title === 'New grant for closed-loop studies')!;
  expect(item.id).toBe('new-grant-for-closed-loop-studies');
  expect(item.tags).toEqual(['funding', 'grants']);
  expect(item.emojiHexcodes).toEqual(['1F4A1']);
  expect(item.imageUrl).toBeUndefined();
});

test('the news list is newest first with short US dates and a Featured badge', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'newsItems',
      JSON.stringify([
        { id: 'news-a', title: 'Older', content: 'x', date: '2024-01-05', author: 'A', featured: false, tags: [] },
        { id: 'news-b', title: 'Newer', content: 'x', date: '2025-03-09', author: 'A', featured: true, tags: [] },
        { id: 'news-c', title: 'Broken date', content: 'x', date: 'someday', author: 'A', featured: false, tags: [] },
      ]),
    );
  });
  await page.goto('/admin/news');
  const rows = page.getByRole('list', { name: 'Manage News' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Newer');
  await expect(rows.nth(0)).toContainText('Mar 9, 2025');
  await expect(rows.nth(0)).toContainText('Featured');
  await expect(rows.nth(1)).toContainText('Jan 5, 2024');
  await expect(page.getByText('Invalid date')).toBeVisible();
});

test('editing and deleting a news item', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/news/edit/news-2');
  await page.getByLabel('Title', { exact: true }).fill('Machine hypotheses, tested');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('News item saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await stored<News[]>(page, 'newsItems')).find((n) => n.id === 'news-2')!.title).toBe('Machine hypotheses, tested');
  await page.goto('/admin/news/edit/news-2');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('News item deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this news item?']);
  await expect(page).toHaveURL(/\/admin\/news$/);
  expect((await stored<News[]>(page, 'newsItems')).some((n) => n.id === 'news-2')).toBe(false);
});

test('an empty news list shows the empty state', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsItems', '[]'));
  await page.goto('/admin/news');
  await expect(page.getByText('No news items yet. Add your first news item to get started!')).toBeVisible();
});
