import { expect, test } from './fixtures';
import { makeMember, makeNews, makePublication, makeSoftware, makeProject, openSeeded } from './site-helpers';

const content = {
  publications: [
    makePublication({
      id: 'pub-a',
      title: 'Bayesian zymurgy of category learning',
      authors: ['Quillfeather, B.'],
      doi: '10.5555/zym.1',
      abstract: 'We ferment hypotheses.',
    }),
    makePublication({ id: 'pub-b', title: 'An unrelated paper', abstract: 'Nothing about brewing here.' }),
  ],
  teamMembers: [
    makeMember({
      id: 'm-1',
      name: 'Bartholomew Quillfeather',
      role: 'Postdoctoral Researcher',
      bio: 'Works on theory discovery.',
    }),
    makeMember({ id: 'm-2', name: 'Ada Other', role: 'Doctoral Researcher' }),
  ],
  newsItems: [
    makeNews({
      id: 'news-1',
      title: 'Lab retreat by the fjord',
      content: 'We spent three days at the marimbaphone workshop by the fjord.',
      date: '2026-05-01',
    }),
    makeNews({ id: 'news-2', title: 'Another item', content: 'Plain news.', date: '2026-04-01' }),
  ],
  projects: [makeProject({ id: 'p-1', title: 'Glimmerwork cognition', description: 'A project.' })],
  software: [makeSoftware({ id: 's-1', name: 'Tessellator', description: 'Tiles model spaces.' })],
};

test('the header box finds a publication; the matched word is highlighted and the result links to its DOI', async ({
  seed,
  page,
}) => {
  await seed(content);
  await openSeeded(page, '/team');
  const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Find on this site' });
  await box.fill('zymurgy');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=zymurgy$/);
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.getByText('Publication', { exact: true })).toBeVisible();
  const link = results.getByRole('link', { name: 'Bayesian zymurgy of category learning' });
  await expect(link).toHaveAttribute('href', 'https://doi.org/10.5555/zym.1');
  await expect(results.locator('mark')).toHaveText(['zymurgy']);
  await expect(page.getByRole('status')).toHaveText('1 result for “zymurgy”');
});

test('a person is found by name, ranked above the paper that only lists them as an author', async ({ seed, page }) => {
  await seed(content);
  await openSeeded(page, '/search?q=quillfeather');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results).toHaveCount(2);
  await expect(results.first().getByRole('heading')).toHaveText('Bartholomew Quillfeather');
  await expect(results.first().getByText('Person', { exact: true })).toBeVisible();
  await expect(results.nth(1).getByRole('heading')).toHaveText('Bayesian zymurgy of category learning');
  await results.first().getByRole('link', { name: 'Bartholomew Quillfeather' }).click();
  await expect(page).toHaveURL(/\/team\/m-1\/$/);
});

test('a news item is found by a word of its text and the result opens the item page', async ({ seed, page }) => {
  await seed(content);
  await openSeeded(page, '/search');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search words' });
  await box.fill('Marimba');
  await expect(page).toHaveURL(/\/search\?q=Marimba$/);
  const result = page.getByRole('main').getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result.getByText('News', { exact: true })).toBeVisible();
  await expect(result.locator('mark')).toHaveText(['marimbaphone']);
  await result.getByRole('link', { name: 'Lab retreat by the fjord' }).click();
  await expect(page).toHaveURL(/\/news\/news-1\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lab retreat by the fjord' })).toBeVisible();
});

test('every word must match when some result has them all; no match says so', async ({ seed, page }) => {
  await seed(content);
  await openSeeded(page, '/search?q=tessellator%20model');
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading')).toHaveText(['Tessellator']);
  await openSeeded(page, '/search?q=xylographic');
  await expect(page.getByRole('status')).toHaveText('No results for “xylographic”.');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
});

test('"/" focuses the search box, and the search code is loaded only on first use', async ({ seed, page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await seed(content);
  await openSeeded(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/engine-[^/]*\.js$/.test(path))).toEqual([]);
  await page.keyboard.press('/');
  const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Find on this site' });
  await expect(box).toBeFocused();
  await expect.poll(() => scripts.filter((path) => /\/engine-[^/]*\.js$/.test(path)).length).toBe(1);
  // Typed into a field, "/" is just a character.
  await box.fill('a/b');
  await expect(box).toHaveValue('a/b');
});

test('the search page is a plain GET form to /search, usable without script', async ({ page }) => {
  await page.goto('/search');
  const form = page.getByRole('main').getByRole('search');
  await expect(form).toHaveAttribute('action', '/search/');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form.getByRole('searchbox', { name: 'Search words' })).toHaveAttribute('name', 'q');
  await expect(page.getByRole('status')).toHaveText('Type one or more words. Press / anywhere on the site to search.');
});
