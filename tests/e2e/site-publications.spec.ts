import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeProject, makePublication, makeSoftware, openSeeded } from './site-helpers';

const publications = [
  makePublication({ id: 'a', title: 'Memory and machines', year: 2023, type: 'journal article', authors: ['Lovelace, A.'], journal: 'Mind Journal', keywords: ['memory'], doi: '10.5555/abc.1', projectIds: ['p-1'] }),
  makePublication({ id: 'b', title: 'Decisions under risk', year: 2025, type: 'preprint', authors: ['Turing, A.'], abstract: 'We study gambles.', softwareIds: ['s-1'] }),
  makePublication({ id: 'c', title: 'Category learning', year: 2025, type: 'journal article', authors: ['Hopper, G.'], journal: 'Cognition Letters', projectId: 'p-2' }),
  makePublication({ id: 'd', title: 'Old theses', year: 2019, type: 'thesis', authors: ['Noether, E.'], keywords: ['symmetry'], doi: '10.9999/zzz.42' }),
];

const titles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test.beforeEach(async ({ seed, page }) => {
  await seed({
    publications,
    projects: [makeProject({ id: 'p-1', title: 'Project One' }), makeProject({ id: 'p-2', title: 'Project Two' })],
    software: [makeSoftware({ id: 's-1', name: 'Tool One' }), makeSoftware({ id: 's-2', name: 'Tool Two', publicationIds: ['d'] })],
  });
  await openSeeded(page, '/publications');
});

test('publications are grouped by year, newest year first', async ({ page }) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['2025', '2023', '2019']);
  await expect(titles(page)).toHaveText(['Decisions under risk', 'Category learning', 'Memory and machines', 'Old theses']);
});

test('the year and type filters', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
  await expect(titles(page)).toHaveText(['Decisions under risk', 'Category learning']);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('preprint');
  await expect(titles(page)).toHaveText(['Decisions under risk']);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('thesis');
  await expect(titles(page)).toHaveCount(0);
  await expect(page.getByText('No publications match the selected filters.')).toBeVisible();
});

test('the research area filter (projectIds and legacy projectId)', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Research area' }).selectOption({ label: 'Project One' });
  await expect(titles(page)).toHaveText(['Memory and machines']);
  await page.getByRole('combobox', { name: 'Research area' }).selectOption({ label: 'Project Two' });
  await expect(titles(page)).toHaveText(['Category learning']);
});

test('the software filter (the publication\'s softwareIds or the software\'s publicationIds)', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Software' }).selectOption({ label: 'Tool One' });
  await expect(titles(page)).toHaveText(['Decisions under risk']);
  await page.getByRole('combobox', { name: 'Software' }).selectOption({ label: 'Tool Two' });
  await expect(titles(page)).toHaveText(['Old theses']);
});

test('search matches any word over title, abstract, authors, journal, keywords and doi', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search' });
  const cases: [string, string[]][] = [
    ['GAMBLES', ['Decisions under risk']],
    ['hopper', ['Category learning']],
    ['mind', ['Memory and machines']],
    ['symmetry', ['Old theses']],
    ['zzz.42', ['Old theses']],
    ['machines theses', ['Memory and machines', 'Old theses']],
  ];
  for (const [query, expected] of cases) {
    await search.fill(query);
    await expect(titles(page)).toHaveText(expected);
  }
  await search.fill('no-such-word');
  await expect(page.getByText('No publications match the selected filters.')).toBeVisible();
});

test('the DOI link goes through the DOI resolver', async ({ page }) => {
  const item = page.getByRole('article').filter({ hasText: 'Memory and machines' });
  await expect(item.getByRole('link', { name: '10.5555/abc.1' })).toHaveAttribute('href', 'https://doi.org/10.5555/abc.1');
  await expect(page.getByRole('article').filter({ hasText: 'Category learning' }).getByRole('link', { name: /^10\./ })).toHaveCount(0);
});
