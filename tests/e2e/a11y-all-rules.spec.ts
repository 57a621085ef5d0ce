/**
 * axe with every rule on, experimental ones included (label-in-name, landmarks, target size,
 * paragraphs styled as headings...), on whole pages: the public routes and the studio screens.
 * Only AAA's enhanced contrast (7:1) is left out; AA contrast is checked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { asAdmin } from './admin-helpers';

test.describe.configure({ timeout: 90_000 });

/** Every rule axe knows, experimental ones too, except AAA's 7:1 contrast. */
const EVERY_RULE = Object.fromEntries(
  axe.getRules().map(({ ruleId }) => [ruleId, { enabled: ruleId !== 'color-contrast-enhanced' }]),
);

async function allRules(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: EVERY_RULE }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

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
