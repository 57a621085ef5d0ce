import { expect, test } from './fixtures';
import { acceptDialogs, stored } from './admin-helpers';

test.use({ signedIn: true });

test('featured: choose the featured project, news item and publication', async ({ page }) => {
  await page.goto('/admin/featured');
  await page.getByLabel('Featured project').selectOption({ label: 'A Shared Zoo of Cognitive Models' });
  await page.getByLabel('Featured news item').selectOption('news-2');
  await page.getByLabel('Featured publication').selectOption('pub-002');
  await page.getByRole('button', { name: 'Save Featured Items' }).click();
  await expect(page.getByText('Featured items saved successfully!')).toBeVisible();
  expect(await stored(page, 'featuredItems')).toEqual({ projectId: 'project-5', newsItemId: 'news-2', publicationId: 'pub-002' });
  await page.goto('/admin');
  await expect(page.getByText('A Shared Zoo of Cogn...')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('A Shared Zoo of Cognitive Models').first()).toBeVisible();
});

test('team image: required URL, preview errors, position, saved', async ({ page }) => {
  await page.goto('/admin/team-image');
  await expect(page.getByRole('img', { name: 'Current team image' })).toBeVisible();
  const url = page.getByLabel('Image URL');
  await url.fill('');
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter an image URL');
  await url.fill('/assets/lab/does-not-exist.jpg');
  await expect(page.getByText('Unable to load image. Please check URL.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByRole('alert')).toHaveText('Cannot load image from this URL. Please check the link and try again.');
  await url.fill('/favicon.svg');
  await expect(page.getByRole('img', { name: 'Preview of the new team image' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Center' })).toBeChecked();
  await page.getByRole('radio', { name: 'Top', exact: true }).check();
  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByText('Team image updated successfully!')).toBeVisible();
  expect(await stored(page, 'teamImage')).toBe('/favicon.svg');
  expect(await stored(page, 'teamImagePosition')).toBe('top');
});

test('team image: a broken current image says so', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('teamImage', JSON.stringify('/assets/lab/missing.jpg')));
  await page.goto('/admin/team-image');
  await expect(page.getByText('Current image cannot be displayed.')).toBeVisible();
});

test('topic colours: auto-added message, add, edit with wrapped hue, in-use topics cannot be deleted', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('topicColorRegistry', '{}');
  });
  await page.goto('/admin/topic-colors');
  const message = page.getByText(/^\d+ topics were automatically added to the registry from projects\.$/);
  await expect(message).toBeVisible();
  await expect(message).toHaveCount(0, { timeout: 6000 });

  await page.getByRole('button', { name: 'Add Topic' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a topic name');
  await page.getByLabel('Topic name').fill('EEG');
  await page.getByRole('button', { name: 'Add Topic' }).click();
  await expect(page.getByRole('alert')).toHaveText('Topic "EEG" already exists');

  await page.getByLabel('Topic name').fill('Eye tracking');
  await page.getByLabel('Hue (0 to 360)').fill('400');
  await page.getByRole('button', { name: 'Add Topic' }).click();
  const row = page.getByRole('list', { name: 'Topics' }).getByRole('listitem').filter({ hasText: 'Eye tracking' });
  await expect(row).toContainText('Hue 40');

  await row.getByRole('button', { name: 'Edit Eye tracking' }).click();
  await page.getByLabel('Hue', { exact: true }).fill('-30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row).toContainText('Hue 330');

  await page.getByRole('button', { name: 'Delete EEG' }).click();
  await expect(page.getByRole('alert')).toHaveText('Cannot delete "EEG" as it is used in one or more projects');
  await row.getByRole('button', { name: 'Delete Eye tracking' }).click();
  await expect(row).toHaveCount(0);
  expect(dialogs).toEqual(['Are you sure you want to delete the topic "Eye tracking"?']);
  const registry = await stored<Record<string, unknown>>(page, 'topicColorRegistry');
  expect(Object.keys(registry)).toContain('EEG');
  expect(Object.keys(registry)).not.toContain('Eye tracking');
});
