import { Axe } from './axe-helpers';
import { expect, test } from '@playwright/test';
import { asAdmin } from './admin-helpers';

const screens: [string, string][] = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/projects', 'Manage Projects'],
  ['/admin/projects/edit/project-1', 'Edit Project'],
  ['/admin/team', 'Manage Team Members'],
  ['/admin/team/new', 'Add New Team Member'],
  ['/admin/news', 'Manage News'],
  ['/admin/news/new', 'Add New News Item'],
  ['/admin/publications', 'Manage Publications'],
  ['/admin/publications/edit/pub-001', 'Edit Publication'],
  ['/admin/collaborators', 'Manage Collaborators'],
  ['/admin/collaborators/new', 'Add New Collaborator'],
  ['/admin/software', 'Manage Software'],
  ['/admin/software/edit/software-1', 'Edit Software'],
  ['/admin/jobs', 'Manage Job Openings'],
  ['/admin/jobs/edit/job-1', 'Edit Job Opening'],
  ['/admin/funding', 'Manage Funding Sources'],
  ['/admin/funding/edit/funding-1', 'Edit Funding Source'],
  ['/admin/featured', 'Featured Content'],
  ['/admin/team-image', 'Update Team Image'],
  ['/admin/topic-colors', 'Topic Colors'],
  ['/admin/health', 'Site health'],
];

// Scans are slow on a shared, busy machine; allow them time.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const scan = (page: import('@playwright/test').Page) => new Axe(page).include('.studio').analyze();

test('the login screen has no axe violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await scan(page)).violations).toEqual([]);
});

for (const [path, heading] of screens) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await asAdmin(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect((await scan(page)).violations).toEqual([]);
  });
}

test('reorder mode has no axe violations', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/collaborators');
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByRole('button', { name: 'Save Order' })).toBeVisible();
  expect((await scan(page)).violations).toEqual([]);
});

test('the dashboard with the debug panel open has no axe violations', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Show Debug' }).click();
  await expect(page.getByRole('button', { name: 'Hide Debug' })).toBeVisible();
  expect((await scan(page)).violations).toEqual([]);
});
