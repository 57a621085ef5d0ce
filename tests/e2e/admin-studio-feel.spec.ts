import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stored } from './admin-helpers';

test.use({ signedIn: true });

type News = { id: string; title: string; content: string };

/** Another editor (another tab or the extension) changes news-1 in storage. */
async function changeElsewhere(page: Page, title: string) {
  await page.evaluate((next) => {
    const list = JSON.parse(localStorage.getItem('newsItems') ?? '[]');
    list[0].title = next;
    localStorage.setItem('newsItems', JSON.stringify(list));
  }, title);
}

test('unsaved typing survives a reload and can be discarded', async ({ page }) => {
  await page.goto('/admin/projects/edit/project-1');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('A draft title');
  await page.reload();
  await expect(title).toHaveValue('A draft title');
  await expect(page.getByText('Unsaved changes from before the page was reloaded were restored.')).toBeVisible();
  await page.getByRole('button', { name: 'Discard restored changes' }).click();
  await expect(title).toHaveValue('Automated Theory Discovery for Human Decision Making');
});

test('leaving a changed form asks first; Escape cancels, Ctrl+S saves', async ({ page }) => {
  const prompts: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.goto('/admin/collaborators/edit/collab-3');
  await page.getByLabel('Name', { exact: true }).fill('Vessby Centre');
  await page.getByRole('link', { name: 'Back to list' }).click();
  await expect.poll(() => prompts).toEqual(['You have unsaved changes. Leave this form and discard them?']);
  await expect(page).toHaveURL(/\/edit\/collab-3$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Vessby Centre');
  answer = true;
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/collaborators$/);
  expect(prompts).toHaveLength(2);
  // The discarded draft is gone.
  await page.goto('/admin/collaborators/edit/collab-3');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Vessby Centre for Computational Neuroscience');
  await page.getByLabel('Name', { exact: true }).fill('Vessby Centre');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Collaborator saved successfully!')).toBeVisible();
  // A saved form leaves without a prompt.
  await expect(page).toHaveURL(/\/admin\/collaborators$/);
  expect(prompts).toHaveLength(2);
});

test('Alt+N on a list opens a new form', async ({ page }) => {
  await page.goto('/admin/software');
  await expect(page.getByText('Alt+N adds a new software project.')).toBeVisible();
  await page.keyboard.press('Alt+n');
  await expect(page).toHaveURL(/\/admin\/software\/new$/);
  await expect(page.getByText('Ctrl+S (⌘S) saves · Esc cancels')).toBeVisible();
});

test('a save over another editor’s change offers their version or mine', async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('newsItems')) return;
    const item = { id: 'news-1', title: 'Original title', content: 'Body', date: '2026-11-03', author: 'Ingrid Halvorsen', featured: false, tags: [] };
    localStorage.setItem('newsItems', JSON.stringify([item]));
  });
  await page.goto('/admin/news/edit/news-1');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Original title');
  await title.fill('My title');
  await changeElsewhere(page, 'Their title');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'This news item was changed elsewhere' })).toBeFocused();
  await expect(page.getByText('Another editor changed this news item since you opened it.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Reload their version' }).click();
  await expect(title).toHaveValue('Their title');
  await title.fill('My title again');
  await changeElsewhere(page, 'Their second title');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Keep my version' }).click();
  await expect(page.getByText('News item saved successfully!')).toBeVisible();
  expect((await stored<News[]>(page, 'newsItems')).find((n) => n.id === 'news-1')!.title).toBe('My title again');
});
