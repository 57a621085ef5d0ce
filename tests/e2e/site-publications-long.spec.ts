/**
 * A search that matches hundreds of papers shows the first hundred and offers the rest
 * (docs/decisions/056): each keystroke renders a bounded list, and no paper is out of reach.
 */
import { expect, test } from './fixtures';
import { makePublication, openSeeded } from './site-helpers';

const publications = Array.from({ length: 240 }, (_, index) =>
  makePublication({
    id: `long-${index + 1}`,
    title: `${index % 2 ? 'Memory' : 'Attention'} study ${index + 1}`,
    year: 2000 + (index % 20),
  }),
);

test('a search matching 120 papers shows 100 of them, and all 120 on request', async ({ seed, page }) => {
  await seed({ publications });
  await openSeeded(page, '/publications');
  const articles = page.getByRole('main').getByRole('article');
  await page.getByRole('searchbox', { name: 'Search' }).fill('memory');
  await expect(page.getByText('120 of 240 publications')).toBeVisible();
  await expect(articles).toHaveCount(100);
  await page.getByRole('button', { name: 'Show all 120 matching publications' }).click();
  await expect(articles).toHaveCount(120);
  await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
  // A new search starts bounded again.
  await page.getByRole('searchbox', { name: 'Search' }).fill('study');
  await expect(page.getByText('240 of 240 publications')).toBeVisible();
  await expect(articles).toHaveCount(100);
  await expect(page.getByRole('button', { name: 'Show all 240 matching publications' })).toBeVisible();
});
