import { Axe } from './axe-helpers';
import { expect, test } from '@playwright/test';

// Every test opens its own pages: the file's tests share out between the workers.
test.describe.configure({ mode: 'parallel' });

// Every public route with the seed content, plus the not-found pages.
const ROUTES = [
  '/',
  '/projects',
  '/projects/project-1',
  '/projects/unknown-project',
  '/team',
  '/team/member-1',
  '/team/unknown-member',
  '/feed',
  '/publications',
  '/publications/pub-001',
  '/software',
  '/join-us',
  '/contact',
  '/search?q=model',
  '/no-such-page',
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`no violations on ${route}`, async ({ page }) => {
        // The full publication list (60 entries with their links) takes axe close to the default limit on a busy machine.
        if (route === '/publications') test.slow();
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new Axe(page)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test('the mobile menu, opened, has no violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new Axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
