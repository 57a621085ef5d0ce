import { expect, test } from './fixtures';
import { acceptDialogs, stored } from './admin-helpers';

test.use({ signedIn: true });

test('adding software: required fields with at least one technology, licence choices, links', async ({ page }) => {
  await page.goto('/admin/software/new');
  const save = page.getByRole('button', { name: 'Add Software' });
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields and add at least one technology');
  await page.getByLabel('Name', { exact: true }).fill('RuleFinder');
  await page.getByLabel('Description', { exact: true }).fill('Finds rules.');
  await page.getByLabel('Repository URL', { exact: true }).fill('https://example.org/rulefinder');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields and add at least one technology');
  const options = await page.getByLabel('License', { exact: true }).locator('option').allTextContents();
  expect(options).toEqual(['MIT', 'Apache 2.0', 'GPL v3', 'BSD', 'CC BY', 'Custom']);
  await page.getByLabel('License', { exact: true }).selectOption('GPL v3');
  await page.getByLabel('Technologies', { exact: true }).fill('Python');
  await page.getByLabel('Technologies', { exact: true }).press('Enter');
  await page.getByRole('group', { name: /^Developers/ }).getByLabel('Petra Novak').check();
  await page.getByLabel('Featured').check();
  await save.click();
  await expect(page.getByText('Software saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/software$/);
  const row = page.getByRole('listitem').filter({ hasText: 'RuleFinder' });
  await expect(row).toContainText('Featured');
  await expect(row).toContainText('Python');
  await expect(row.getByRole('link', { name: 'Repository of RuleFinder' })).toHaveAttribute('href', 'https://example.org/rulefinder');
});

test('editing and deleting software', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/software/edit/software-1');
  await page.getByLabel('Description', { exact: true }).fill('Updated description.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Software saved successfully!')).toBeVisible();
  expect((await stored<{ id: string; description: string }[]>(page, 'software')).find((s) => s.id === 'software-1')!.description).toBe('Updated description.');
  await page.goto('/admin/software/edit/software-1');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Software deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this software?']);
});

test('adding a job: required fields and at least one requirement', async ({ page }) => {
  await page.goto('/admin/jobs/new');
  const save = page.getByRole('button', { name: 'Add Job Opening' });
  await expect(page.getByLabel('Posted date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('Position is open')).toBeChecked();
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Title', { exact: true }).fill('Research Intern in Model Discovery');
  await page.getByLabel('Description', { exact: true }).fill('Help us discover models.');
  await page.getByLabel('Type', { exact: true }).selectOption('Intern');
  await page.getByLabel('Location', { exact: true }).selectOption('Remote');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Please add at least one requirement');
  await page.getByLabel('Requirement 1', { exact: true }).fill('Python');
  await page.getByRole('button', { name: 'Add requirement' }).click();
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'A Shared Zoo of Cognitive Models' });
  await save.click();
  await expect(page.getByText('Job opening saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const job = (await stored<{ title: string; requirements: string[]; projectId: string; id: string }[]>(page, 'jobOpenings')).find((j) => j.title.startsWith('Research Intern'))!;
  expect(job.requirements).toEqual(['Python']);
  expect(job.projectId).toBe('project-5');
  expect(job.id).toBe('research-intern-in-model-discovery');
  await page.goto('/join-us');
  await expect(page.getByText('Research Intern in Model Discovery')).toBeVisible();
});

test('a legacy job type is mapped when the job is edited; closed jobs carry a badge', async ({ page }) => {
  await page.goto('/admin/jobs');
  const legacy = page.getByRole('listitem').filter({ hasText: 'Summer Research Internship' });
  await expect(legacy).toContainText('Closed');
  await expect(legacy).toContainText('Internship');
  await page.goto('/admin/jobs/edit/job-4');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Intern');
  await page.getByLabel('Position is open').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Job opening saved successfully!')).toBeVisible();
  const job = (await stored<{ id: string; type: string; isOpen: boolean }[]>(page, 'jobOpenings')).find((j) => j.id === 'job-4')!;
  expect(job).toMatchObject({ type: 'Intern', isOpen: true });
});

test('deleting a job asks first', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto('/admin/jobs/edit/job-2');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job opening deleted successfully!')).toBeVisible();
  expect(dialogs).toEqual(['Are you sure you want to delete this job opening?']);
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});
