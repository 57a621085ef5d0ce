/**
 * A visitor's site search shows a Markdown text's plain words in its result excerpt: no "**",
 * no "[text](address)", no "#" of a heading, no "*" of emphasis, though the visitor's browser
 * has no Markdown parser (the search page's data carries the plain texts).
 */
import { expect, test } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';

const news = seedContent().newsItems.find((item) => item.content.includes('**') && item.content.includes(']('))!;

test("a visitor's search for a word of a Markdown news item shows its excerpt without marks", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/search/?q=infrastructure');
  const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: news.title }) });
  const excerpt = result.locator('.search-result__text');
  await expect(excerpt).toContainText(
    'the infrastructure for large adaptive online experiments More on our research page and at the council’s site.',
  );
  const text = (await excerpt.textContent()) ?? '';
  expect(text).not.toMatch(/\*|\]\(|#|`/);
  await expect(excerpt.locator('mark')).toHaveText(['infrastructure']);

  // A word before the heading: the bold amount comes without its asterisks.
  await page.getByRole('searchbox', { name: 'Search words' }).fill('awarded');
  await expect(excerpt).toContainText('has awarded the lab EUR 1,450,000 for the programme');
  await expect(excerpt).toContainText('running for five years. What the grant funds two');
  expect((await excerpt.textContent()) ?? '').not.toMatch(/\*|\]\(|#|`/);
  // The visitor's page never loaded the parser to do it.
  expect(scripts.some((url) => /markdown-it|\/markdown-[\w-]+\.js$/.test(url))).toBe(false);
});
