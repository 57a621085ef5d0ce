/**
 * axe with every rule on the studio in the states editors spend their time in, not only
 * empty screens: a change history with entries, a restored draft, a save conflict and a form
 * showing validation errors.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allRules } from './axe-helpers';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });
test.use({ signedIn: true });

/** Saves the collaborator form with a new name: one history entry. */
async function renameCollaborator(page: Page, id: string, name: string) {
  await page.goto(`/admin/collaborators/edit/${id}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Collaborator saved successfully!')).toBeVisible();
}

test('the dashboard with history entries passes every axe rule, and each history button’s name starts with its words', async ({
  page,
}) => {
  await renameCollaborator(page, 'collab-3', 'Vessby Centre');
  await renameCollaborator(page, 'collab-2', 'Second Partner');
  await page.goto('/admin');
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  const buttons = history.getByRole('listitem').getByRole('button');
  await expect(buttons).toHaveCount(4);
  // WCAG 2.5.3: the accessible name contains the visible label (here, begins with it).
  for (const button of await buttons.all()) {
    const visible = (await button.innerText()).trim();
    const name = (await button.getAttribute('aria-label')) ?? visible;
    expect(name.startsWith(visible), `"${name}" starts with "${visible}"`).toBe(true);
  }
  await expect(
    history.getByRole('button', { name: /^Undo this change: .*Vessby Centre/ }),
  ).toBeVisible();
  expect(await allRules(page)).toEqual([]);
});

test('a form with a restored draft passes every axe rule', async ({ page }) => {
  await page.goto('/admin/projects/edit/project-1');
  await page.getByLabel('Title', { exact: true }).fill('A draft title');
  await page.reload();
  await expect(page.getByText('Unsaved changes from before the page was reloaded were restored.')).toBeVisible();
  expect(await allRules(page)).toEqual([]);
});

test('a save conflict passes every axe rule', async ({ page }) => {
  // Stored content to conflict with (the seed alone is not in storage until a first save).
  await page.addInitScript(() => {
    if (localStorage.getItem('newsItems')) return;
    const item = { id: 'news-1', title: 'Original title', content: 'Body', date: '2026-11-03', author: 'Ingrid Halvorsen', featured: false, tags: [] };
    localStorage.setItem('newsItems', JSON.stringify([item]));
  });
  await page.goto('/admin/news/edit/news-1');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Original title');
  await title.fill('My title');
  await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('newsItems') ?? '[]');
    list[0].title = 'Their title';
    localStorage.setItem('newsItems', JSON.stringify(list));
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'This news item was changed elsewhere' })).toBeFocused();
  expect(await allRules(page)).toEqual([]);
});

for (const [path, heading, save, message] of [
  ['/admin/projects/new', 'Add New Project', 'Add Project', 'Please fill in all required fields and add at least one category'],
  ['/admin/team/new', 'Add New Team Member', 'Add Team Member', 'Please fill in all required fields'],
  ['/admin/jobs/new', 'Add New Job Opening', 'Add Job Opening', 'Please fill in all required fields'],
] as const) {
  test(`${path} showing validation errors passes every axe rule`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: save }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(await allRules(page)).toEqual([]);
  });
}
