/**
 * axe with every rule on, experimental ones included (label-in-name, landmarks, target size,
 * paragraphs styled as headings...), on whole pages: the public routes and the studio screens.
 * Only AAA's enhanced contrast (7:1) is left out; AA contrast is checked.
 */
import { expect, test } from '@playwright/test';
import { asAdmin } from './admin-helpers';
import { allRules } from './axe-helpers';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const PUBLIC = [
  '/',
  '/projects',
  '/projects/project-1',
  '/team',
  '/team/member-1',
  '/feed',
  '/news/news-1',
  '/publications',
  '/publications/pub-001',
  '/software',
  '/join-us',
  '/join-us/job-1',
  '/contact',
  '/no/such/page',
];
const STUDIO: [string, string][] = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/projects', 'Manage Projects'],
  ['/admin/projects/edit/project-1', 'Edit Project'],
  ['/admin/team/new', 'Add New Team Member'],
  ['/admin/publications/edit/pub-001', 'Edit Publication'],
  ['/admin/featured', 'Featured Content'],
];

for (const width of [390, 1280]) {
  for (const path of PUBLIC) {
    test(`${path} at ${width} px passes every axe rule`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await allRules(page)).toEqual([]);
    });
  }
}

test('the studio login passes every axe rule', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await allRules(page)).toEqual([]);
});

for (const [path, heading] of STUDIO) {
  test(`${path} passes every axe rule`, async ({ page }) => {
    await asAdmin(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await allRules(page)).toEqual([]);
  });
}
