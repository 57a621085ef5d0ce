/**
 * Hostile content, part eight: storage that cannot be read (docs/decisions/067). A browser whose
 * saved projects are not JSON at all and whose saved team is a cut-off list shows the published
 * content with no hydration mismatch and no uncaught error, and the studio says what it set
 * aside.
 */
import { expect, test } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';

const seed = seedContent();
const CORRUPT: Record<string, string> = {
  projects: '{not json at all',
  teamMembers: JSON.stringify(seed.teamMembers).slice(0, 300),
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript((corrupt) => {
    if (window.sessionStorage.getItem('prepared')) return;
    window.sessionStorage.setItem('prepared', '1');
    for (const [key, value] of Object.entries(corrupt)) window.localStorage.setItem(key, value);
  }, CORRUPT);
});

for (const path of ['/projects', '/team', '/', '/publications', '/nb/team']) {
  test(`unreadable storage: ${path} shows the published content without a hydration error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await page.goto(path);
    if (path === '/projects') await expect(page.getByRole('heading', { name: seed.projects[0]!.title }).first()).toBeVisible();
    if (path.endsWith('/team')) await expect(page.getByText(seed.teamMembers[0]!.name).first()).toBeVisible();
    // The page has been taken over by its script (hydrated or rendered afresh).
    await expect(page.locator('#root[data-content], #root')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('the studio says what it set aside', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/admin');
  await expect(page.getByText('Some saved content could not be read.')).toBeVisible();
  await expect(page.getByText('Saved projects: the unreadable text is kept in this browser\'s storage under “backup:projects”.')).toBeVisible();
  await expect(page.getByText('Saved team members: the unreadable text is kept in this browser\'s storage under “backup:teamMembers”.')).toBeVisible();
});
