/* eslint-disable no-script-url -- script URLs are fed in on purpose, to prove they never reach the page */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeMember, makeProject, makePublication, makeSoftware, openSeeded } from './site-helpers';

const software = [
  makeSoftware({
    id: 's-1',
    name: 'Conjecture Lite',
    featured: true,
    technologies: ['Python', 'PyTorch'],
    developers: ['Ada Lovelace', 'Guest Person'],
    license: 'Apache 2.0',
    repoUrl: 'https://example.org/repo',
    demoUrl: 'https://example.org/demo',
    documentationUrl: 'javascript:alert(1)',
    imageUrl: '/assets/lab/team.svg',
    projectIds: ['p-1'],
    publicationIds: ['pub-1', 'pub-2'],
    releaseDate: '2023-11-20',
    lastUpdate: '2026-09-30',
  }),
  makeSoftware({ id: 's-2', name: 'LoopLab Mini', technologies: ['TypeScript', 'Python'] }),
  makeSoftware({ id: 's-3', name: 'Rtools', technologies: ['R'] }),
];

const names = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test.beforeEach(async ({ seed, page }) => {
  await seed({
    software,
    teamMembers: [makeMember({ id: 'm-1', name: 'Ada Lovelace' })],
    projects: [makeProject({ id: 'p-1', title: 'Project One' })],
    publications: [makePublication({ id: 'pub-1', title: 'Linked paper', url: 'https://example.org/paper' }), makePublication({ id: 'pub-2', title: 'Unlinked paper', url: '' })],
  });
  await openSeeded(page, '/software');
});

test('the heading and every field of a software card', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Scientific Software' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Conjecture Lite' });
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', '/assets/lab/team.svg');
  await expect(card.getByRole('button', { name: 'Python' })).toBeVisible();
  await expect(card.getByText('Contributing Lab Members')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/team/m-1/');
  await expect(card.getByText('Guest Person')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Guest Person' })).toHaveCount(0);
  await expect(card.getByText('20 November 2023')).toBeVisible();
  await expect(card.getByText('30 September 2026')).toBeVisible();
  await expect(card.getByText('Apache 2.0')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Repository' })).toHaveAttribute('href', 'https://example.org/repo');
  await expect(card.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', 'https://example.org/demo');
  // A script URL never becomes a link.
  await expect(card.getByRole('link', { name: 'Documentation' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Project One' })).toHaveAttribute('href', '/projects/p-1/');
  await expect(card.getByRole('link', { name: 'Linked paper' })).toHaveAttribute('href', 'https://example.org/paper');
  await expect(card.getByText('Unlinked paper')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Unlinked paper' })).toHaveCount(0);
  await expect(page.getByRole('main').locator('a[href^="javascript:"]')).toHaveCount(0);
});

test('the technology filter lists All plus the distinct technologies', async ({ page }) => {
  const filter = page.getByRole('combobox', { name: 'Technology' });
  await expect(filter.getByRole('option')).toHaveText(['All', 'Python', 'PyTorch', 'R', 'TypeScript']);
  await filter.selectOption('Python');
  await expect(names(page)).toHaveText(['Conjecture Lite', 'LoopLab Mini']);
  await filter.selectOption('R');
  await expect(names(page)).toHaveText(['Rtools']);
  await filter.selectOption('');
  await expect(names(page)).toHaveCount(3);
});

test('clicking a technology tag sets the filter', async ({ page }) => {
  await page.getByRole('article').filter({ hasText: 'LoopLab Mini' }).getByRole('button', { name: 'TypeScript' }).click();
  await expect(page.getByRole('combobox', { name: 'Technology' })).toHaveValue('TypeScript');
  await expect(names(page)).toHaveText(['LoopLab Mini']);
});

test('an empty result shows the message', async ({ page }) => {
  // Every technology has software, so empty results come from a store change while filtered.
  await page.getByRole('combobox', { name: 'Technology' }).selectOption('R');
  await expect(names(page)).toHaveText(['Rtools']);
  await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('software')!) as { id: string }[];
    localStorage.setItem('software', JSON.stringify(list.filter((item) => item.id !== 's-3')));
    window.dispatchEvent(new CustomEvent('lab-content-changed', { detail: { keys: ['software'] } }));
  });
  await expect(page.getByText('No software found for the selected technology.')).toBeVisible();
});
