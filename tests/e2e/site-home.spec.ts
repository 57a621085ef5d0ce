import { expect, test } from './fixtures';
import { longText, makeNews, makeProject, makePublication, seedContent, openSeeded } from './site-helpers';

test('featured items follow the featured selection, with 115-character excerpts and at most 3 tags', async ({ seed, page }) => {
  const content = longText(300, 'Featured news body');
  const abstract = longText(260, 'Featured abstract');
  await seed({
    newsItems: [makeNews({ id: 'news-a', title: 'First news' }), makeNews({ id: 'news-b', title: 'Chosen news', content, tags: ['t1', 't2', 't3', 't4'] })],
    projects: [makeProject({ id: 'p-a', title: 'First project' }), makeProject({ id: 'p-b', title: 'Chosen project' })],
    publications: [
      makePublication({ id: 'pub-a', title: 'First publication' }),
      makePublication({ id: 'pub-b', title: 'Chosen publication', abstract, keywords: ['k1', 'k2', 'k3', 'k4', 'k5'] }),
    ],
    featuredItems: { projectId: 'p-b', newsItemId: 'news-b', publicationId: 'pub-b' },
  });
  await openSeeded(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Chosen news' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Chosen project' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Chosen publication' })).toBeVisible();
  await expect(main.getByText('First news')).toHaveCount(0);

  await expect(main.getByText(`${content.slice(0, 115)}...`, { exact: true })).toBeVisible();
  await expect(main.getByText(`${abstract.slice(0, 115)}...`, { exact: true })).toBeVisible();
  const tags = main.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveText(['t1', 't2', 't3']);
  const keywords = main.getByRole('list', { name: 'Keywords' }).getByRole('listitem');
  await expect(keywords).toHaveText(['k1', 'k2', 'k3']);
});

test('a short excerpt is shown whole, without an ellipsis', async ({ seed, page }) => {
  await seed({ newsItems: [makeNews({ id: 'n', title: 'Short', content: 'Exactly this.' })], featuredItems: { newsItemId: 'n' } });
  await openSeeded(page, '/');
  await expect(page.getByText('Exactly this.', { exact: true })).toBeVisible();
});

test('a missing or unknown featured id falls back to the first item of each list', async ({ seed, page }) => {
  await seed({
    newsItems: [makeNews({ id: 'news-a', title: 'First news' }), makeNews({ id: 'news-b', title: 'Second news' })],
    projects: [makeProject({ id: 'p-a', title: 'First project' }), makeProject({ id: 'p-b', title: 'Second project' })],
    publications: [makePublication({ id: 'pub-a', title: 'First publication' }), makePublication({ id: 'pub-b', title: 'Second publication' })],
    featuredItems: { projectId: 'does-not-exist', newsItemId: null, publicationId: 'gone' },
  });
  await openSeeded(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'First news' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'First project' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'First publication' })).toBeVisible();
  await expect(main.getByText('Second project')).toHaveCount(0);
});

test('home links lead to news, research areas, publications, contact and team', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const targets: [string, RegExp, string][] = [
    ['See all news', /\/feed\/$/, 'Latest News'],
    ['See all research areas', /\/projects\/$/, 'Research Areas'],
    ['See all publications', /\/publications\/$/, 'Publications'],
    ['Work with us', /\/contact\/$/, 'Contact'],
    ['Meet the team', /\/team\/$/, 'Our Team'],
  ];
  for (const [name, url, heading] of targets) {
    await page.goto('/');
    await main.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/');
  await main.getByRole('link', { name: /team/i }).filter({ has: page.getByRole('img') }).click();
  await expect(page).toHaveURL(/\/team\/$/);
});

test('the team picture uses the admin-set image and its position', async ({ seed, page }) => {
  await seed({ teamImage: '/assets/lab/team.svg', teamImagePosition: 'top' });
  await openSeeded(page, '/');
  const picture = page.getByRole('img', { name: /team/ });
  await expect(picture).toHaveAttribute('src', '/assets/lab/team.svg');
  await expect(picture).toHaveCSS('object-position', '50% 0%');
});

test('the team picture defaults to the centre position', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: /team/ })).toHaveCSS('object-position', '50% 50%');
});

test('collaborators and funding are listed; Manage links only for a logged-in user', async ({ page }) => {
  const seed = seedContent();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Collaborators' })).toBeVisible();
  await expect(page.getByRole('link', { name: seed.collaborators[0]!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: seed.fundingSources[0]!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Collaborators' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage Funding' })).toHaveCount(0);
});

test('a logged-in user sees Manage Collaborators and Manage Funding', async ({ seed, page }) => {
  await seed({}, { isAuthenticated: 'true' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Manage Collaborators' })).toHaveAttribute('href', '/admin/collaborators/');
  await expect(page.getByRole('link', { name: 'Manage Funding' })).toHaveAttribute('href', '/admin/funding/');
});
