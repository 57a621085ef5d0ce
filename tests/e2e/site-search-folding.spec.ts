/**
 * Searches fold letters on both sides, on the built site with the tests' own content: "Jooss"
 * finds the paper by "Jooß" in the publication list's search and in the site search. A changed
 * list renders its first papers at once and the rest right after: every match is there.
 */
import { expect, test } from './fixtures';

const PAPER = 'Causal discovery from behavioural time series';

test('"Jooss" in the publication list\'s search finds the paper by Jooß', async ({ page }) => {
  await page.goto('/publications');
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(60);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('Jooss');
  await expect(titles).toHaveText([PAPER]);
  await expect(page.getByText('1 of 60 publications')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: PAPER })).toContainText('Jooß, C.');
  // The other way round: the letter as written finds it too.
  await search.fill('JOOß');
  await expect(titles).toHaveText([PAPER]);
  // Cleared, the whole list is back, every paper of it rendered.
  await search.fill('');
  await expect(page.getByText('60 of 60 publications')).toBeVisible();
  await expect(titles).toHaveCount(60);
});

test('"Jooss" in the site search finds the paper by Jooß', async ({ page }) => {
  await page.goto('/team');
  const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Find on this site' });
  await box.fill('Jooss');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=Jooss$/);
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link', { name: PAPER })).toBeVisible();
  // The name is marked as the match where it is written (the authors line and the reference).
  await expect(results.locator('mark')).toHaveText(['Jooß', 'Jooß']);
});
