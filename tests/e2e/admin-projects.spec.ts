import { expect, test } from './fixtures';
import { acceptDialogs, stored } from './admin-helpers';

test.use({ signedIn: true });

test('creating a project: validation, emoji limit, end date rule, then saved and listed', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/projects/new');
  await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields and add at least one category');

  await page.getByLabel('Title', { exact: true }).fill('Curiosity-Driven Model Search');
  await page.getByLabel('Description', { exact: true }).fill('First paragraph.\n\nSecond paragraph.');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields and add at least one category');

  const disciplines = page.getByLabel('Disciplines', { exact: true });
  await disciplines.fill('Cognitive Science');
  await disciplines.press('Enter');
  await disciplines.fill('Cognitive Science');
  await disciplines.press('Enter');
  await expect(page.getByRole('list', { name: 'Disciplines added' }).getByRole('listitem')).toHaveCount(1);

  // Up to three emojis; a fourth triggers the spec's alert.
  for (const code of ['1F9E0', '1F52C', '1F9EA']) await page.getByRole('button', { name: `Emoji ${code}` }).click();
  await page.getByRole('button', { name: 'Emoji 1F4CA' }).click();
  await expect.poll(() => dialogs).toContain('You can only select up to 3 emojis per project');
  await expect(page.getByRole('button', { name: 'Emoji 1F4CA' })).toHaveAttribute('aria-pressed', 'false');

  const endDate = page.getByLabel('End date');
  await expect(endDate).toBeDisabled();
  await page.getByLabel('Status').selectOption('completed');
  await expect(endDate).toBeEnabled();
  await endDate.fill('2026-01-31');

  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project saved successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const projects = await stored<{ title: string; emojiHexcodes: string[]; status: string; id: string }[]>(page, 'projects');
  const created = projects.find((p) => p.title === 'Curiosity-Driven Model Search')!;
  expect(created.emojiHexcodes).toEqual(['1F9E0', '1F52C', '1F9EA']);
  expect(created.status).toBe('completed');
  expect(created.id).toBe('curiosity-driven-model-search');
  await page.goto('/admin/projects');
  await expect(page.getByText('Curiosity-Driven Model Search')).toBeVisible();
});

test('a new project gets a readable id from its title: the edit address and the public address carry it', async ({ page }) => {
  await page.goto('/admin/projects/new');
  await page.getByLabel('Title', { exact: true }).fill('Søvn og hukommelse: Æ, Ø & Å');
  await page.getByLabel('Description', { exact: true }).fill('Sleep and memory.');
  const disciplines = page.getByLabel('Disciplines', { exact: true });
  await disciplines.fill('Neuroscience');
  await disciplines.press('Enter');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project saved successfully!' })).toBeVisible();
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: 'Edit Søvn og hukommelse: Æ, Ø & Å' }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/edit\/sovn-og-hukommelse-ae-o-a$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Søvn og hukommelse: Æ, Ø & Å');
  await page.goto('/admin/projects');
  await expect(page.getByRole('link', { name: 'View Søvn og hukommelse: Æ, Ø & Å' })).toHaveAttribute('href', /\/projects\/sovn-og-hukommelse-ae-o-a\/?$/);
  await page.goto('/projects/sovn-og-hukommelse-ae-o-a/');
  await expect(page.getByRole('heading', { level: 1, name: 'Søvn og hukommelse: Æ, Ø & Å' })).toBeVisible();
});

test('adding a member to a project shows the project on the member page', async ({ page }) => {
  await page.goto('/admin/projects/edit/project-1');
  await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  await page.getByRole('group', { name: /^Team/ }).getByLabel('Petra Novak').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const members = await stored<{ id: string; projects: string[] }[]>(page, 'teamMembers');
  expect(members.find((m) => m.id === 'member-2')!.projects).toContain('project-1');
  await page.goto('/team/member-2');
  await expect(page.getByText('Automated Theory Discovery for Human Decision Making').first()).toBeVisible();
});

test('deleting a project asks first, then removes it from every member', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/projects/edit/project-2');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this project?']);
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByText('Closed-Loop Behavioural Experiments')).toHaveCount(0);
  const members = await stored<{ projects: string[] }[]>(page, 'teamMembers');
  expect(members.every((m) => !m.projects.includes('project-2'))).toBe(true);
});

test('declining the delete confirmation keeps the project', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto('/admin/projects/edit/project-2');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/edit\/project-2$/);
  await page.goto('/admin/projects');
  await expect(page.getByText('Closed-Loop Behavioural Experiments')).toBeVisible();
});

test('an unknown id shows the spec message', async ({ page }) => {
  await page.goto('/admin/projects/edit/project-nope');
  await expect(page.getByRole('alert')).toHaveText('Could not find project with ID: project-nope');
});

test('edit: Cancel returns to the list and the list links View to the public page', async ({ page }) => {
  await page.goto('/admin/projects/edit/project-3');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('link', { name: 'View Language Models as Hypothesis Generators' })).toHaveAttribute('href', '/projects/project-3');
});

test('a full storage keeps the input and shows the spec texts', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if ((window as unknown as { storageFull?: boolean }).storageFull && key === 'projects') {
        throw new DOMException('quota', 'QuotaExceededError');
      }
      return original.call(this, key, value);
    };
  });
  await page.goto('/admin/projects/edit/project-4');
  await page.getByLabel('Title', { exact: true }).fill('Kept despite the full storage');
  await page.evaluate(() => ((window as unknown as { storageFull?: boolean }).storageFull = true));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while saving the project');
  expect(dialogs).toEqual(['Failed to save projects. LocalStorage might be full or unavailable.']);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kept despite the full storage');
  await expect(page).toHaveURL(/\/edit\/project-4$/);
  await page.evaluate(() => ((window as unknown as { storageFull?: boolean }).storageFull = false));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project saved successfully!')).toBeVisible();
});
