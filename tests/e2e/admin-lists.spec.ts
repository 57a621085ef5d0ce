import { expect, test } from './fixtures';
import { seedContent } from '../fixtures/content/seed';

test.use({ signedIn: true });

test('list search filters by the main text, with the count', async ({ page }) => {
  await page.goto('/admin/publications');
  const list = page.getByRole('list', { name: 'Manage Publications' });
  const count = page.getByRole('status').filter({ hasText: /publications$/ });
  await expect(count).toHaveText('60 publications');
  await expect(list.getByRole('listitem')).toHaveCount(60);

  const search = page.getByLabel('Search publications');
  await search.fill('symbolic regression');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Symbolic regression recovers interpretable learning rules');
  await expect(count).toHaveText('1 of 60 publications');
  // Any case, any order of the words.
  await search.fill('REGRESSION Symbolic');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Only the main text is searched: a journal name finds nothing.
  await search.fill('Journal of Computational Cognition');
  await expect(page.getByText('No publications match “Journal of Computational Cognition”.')).toBeVisible();
  await expect(list).toHaveCount(0);
  await search.fill('');
  await expect(list.getByRole('listitem')).toHaveCount(60);

  await page.goto('/admin/team');
  await page.getByLabel('Search team members').fill('novak');
  const team = page.getByRole('list', { name: 'Manage Team Members' }).getByRole('listitem');
  await expect(team).toHaveCount(1);
  await expect(team).toContainText('Petra Novak');
  await expect(page.getByRole('status').filter({ hasText: 'team members' })).toHaveText('1 of 15 team members');
});

test('rows show the item’s image as a thumbnail', async ({ page }) => {
  // Every seed member has a portrait: take Petra's away to see the row without one.
  const members = seedContent().teamMembers.map((m) => (m.name === 'Petra Novak' ? { ...m, imageUrl: '' } : m));
  await page.addInitScript((value) => window.localStorage.setItem('teamMembers', value), JSON.stringify(members));
  await page.goto('/admin/team');
  const rows = page.getByRole('list', { name: 'Manage Team Members' }).getByRole('listitem');
  const withPhoto = rows.filter({ hasText: 'Ingrid Halvorsen' }).locator('img');
  await expect(withPhoto).toHaveCount(1);
  await expect.poll(() => withPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: 'Petra Novak' }).locator('img')).toHaveCount(0);
});

test('a new publication is highlighted and scrolled into view in the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/publications/new');
  await page.getByLabel('Title', { exact: true }).fill('An older note on curious machines');
  await page.getByLabel('Journal', { exact: true }).fill('Journal of Discovery');
  await page.getByLabel('Citation', { exact: true }).fill('Novak, P. (2012). An older note.');
  await page.getByLabel('Type', { exact: true }).selectOption('preprint');
  await page.getByLabel('Year', { exact: true }).fill('2012');
  await page.getByLabel('Author 1', { exact: true }).fill('Novak, P.');
  await page.getByRole('button', { name: 'Add Publication' }).click();
  await expect(page).toHaveURL(/\/admin\/publications$/);
  const row = page
    .getByRole('list', { name: 'Manage Publications' })
    .getByRole('listitem')
    .filter({ hasText: 'Just saved' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('An older note on curious machines');
  await expect(row).toBeInViewport();
  // The list keeps the spec's order (newest year first), so the new one is not on top.
  await expect(page.getByRole('list', { name: 'Manage Publications' }).getByRole('listitem').first()).not.toContainText(
    'An older note',
  );
  // The highlight is for the return after the save only.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('list', { name: 'Content' }).getByRole('link', { name: 'Publications', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Manage Publications' })).toBeVisible();
  await expect(page.getByText('Just saved')).toHaveCount(0);
});

test('a news item saved from its form is highlighted when its list is opened from the dashboard', async ({ page }) => {
  await page.goto('/admin/news/edit/news-3');
  const title = await page.getByLabel('Title', { exact: true }).inputValue();
  await page.getByLabel('Content', { exact: true }).fill('Updated text of this news item.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('list', { name: 'Content' }).getByRole('link', { name: 'News', exact: true }).click();
  const row = page.getByRole('list', { name: 'Manage News' }).getByRole('listitem').filter({ hasText: 'Just saved' });
  await expect(row).toContainText(title);
});
