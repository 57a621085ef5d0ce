import { Axe } from './axe-helpers';
import { expect, test } from '@playwright/test';

// Every test opens its own pages: the file's tests share out between the workers.
test.describe.configure({ mode: 'parallel' });

// The public routes again, in dark colours: by the system setting, and by the visitor's own choice.
const ROUTES = [
  '/',
  '/projects',
  '/projects/project-1',
  '/projects/project-6',
  '/team',
  '/team/member-1',
  '/feed',
  '/publications',
  '/software',
  '/join-us',
  '/contact',
  '/search?q=model',
  '/no-such-page',
];

async function expectNoViolations(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new Axe(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe in dark colours at ${viewport.width} px`, () => {
    test.use({ viewport, colorScheme: 'dark' });
    for (const route of ROUTES) {
      test(`no violations on ${route}`, async ({ page }) => {
        await page.goto(route);
        // Really dark: the page background follows the system setting.
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(12, 22, 32)');
        await expectNoViolations(page);
      });
    }
  });
}

test('dark chosen with the switch on a light system passes axe too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('siteTheme', 'dark'));
  await page.goto('/team/member-1');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(12, 22, 32)');
  await expectNoViolations(page);
});
