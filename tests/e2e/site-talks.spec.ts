/**
 * The talks' public pages (docs/decisions/085): /talks grouped by year, newest first; a talk's
 * page with its speakers, abstract, links and its Event markup with the speakers as performers;
 * both in English and Norwegian; axe-clean; and a Talks section that leaves the navigation when
 * there are no talks.
 */
import { Axe } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import { openSeeded, seedStorage } from './site-helpers';

async function expectAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new Axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const eventLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Event');
};

test('/talks lists the talks by year, newest year and newest talk first, each linking to its page', async ({ page }) => {
  await page.goto('/talks');
  await expect(page).toHaveTitle(/^Talks · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Talks' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['2026', '2025']);
  const y2026 = main.getByRole('region', { name: '2026' });
  await expect(y2026.getByRole('heading', { level: 3 })).toHaveText(['A shared zoo of cognitive models', 'Automated theory discovery with closed-loop experiments']);
  await expect(main.getByRole('region', { name: '2025' }).getByRole('heading', { level: 3 })).toHaveText([
    'Neural signatures of strategy switching',
    'Language models as hypothesis generators',
  ]);
  const keynote = y2026.getByRole('listitem').filter({ hasText: 'Automated theory discovery' });
  await expect(keynote.getByText('Keynote', { exact: true })).toBeVisible();
  await expect(keynote).toContainText('CogSci 2026, Rotterdam · 30 July 2026');
  await expect(keynote.getByRole('link', { name: 'Ingrid Halvorsen' })).toHaveAttribute('href', '/team/member-1/');
  await keynote.getByRole('link', { name: 'Automated theory discovery with closed-loop experiments' }).click();
  await expect(page).toHaveURL(/\/talks\/talk-1\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Automated theory discovery with closed-loop experiments' })).toBeVisible();
  // The navigation names the section and marks it.
  await page.goto('/talks');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talks' })).toBeVisible();
  await expectAxeClean(page);
});

test("a talk's page: kind, where and when, speakers, the abstract as rendered Markdown, its links, its project and an Event with a performer", async ({ page }) => {
  await page.goto('/talks/talk-1');
  await expect(page).toHaveTitle(/^Automated theory discovery with closed-loop experiments · /);
  const article = page.getByRole('article');
  await expect(article.getByText('Keynote', { exact: true })).toBeVisible();
  await expect(article).toContainText('CogSci 2026, Rotterdam · 30 July 2026');
  await expect(article.getByRole('link', { name: 'Ingrid Halvorsen' })).toHaveAttribute('href', '/team/member-1/');
  // Markdown rendered at build: the bold words are a <strong>, not asterisks.
  await expect(article.getByRole('region', { name: 'Abstract' }).locator('strong')).toHaveText('theory, experiment and revision');
  await expect(article).not.toContainText('**');
  await expect(article.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', 'https://example.org/talks/cogsci-2026-keynote.pdf');
  await expect(article.getByRole('link', { name: 'Video' })).toHaveAttribute('href', 'https://example.org/talks/cogsci-2026-keynote');
  await expect(article.getByRole('link', { name: 'Recording' })).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'Automated Theory Discovery for Human Decision Making' })).toHaveAttribute('href', '/projects/project-1/');
  const ld = await eventLd(page);
  expect(ld).toMatchObject({
    '@type': 'Event',
    name: 'Automated theory discovery with closed-loop experiments',
    startDate: '2026-07-30',
    location: { '@type': 'Place', name: 'Rotterdam' },
    superEvent: { '@type': 'Event', name: 'CogSci 2026' },
    performer: [{ '@type': 'Person', name: 'Ingrid Halvorsen', url: expect.stringMatching(/\/team\/member-1\/$/) }],
  });
  expect(String(ld!.description)).toContain('theory, experiment and revision');
  expect(String(ld!.description)).not.toContain('**');
  await expectAxeClean(page);
});

test('a poster with two speakers names both as performers; an unknown talk is not found', async ({ page }) => {
  await page.goto('/talks/talk-2');
  expect((await eventLd(page))!.performer).toEqual([
    expect.objectContaining({ name: 'Arjun Raghavan' }),
    expect.objectContaining({ name: 'Kwame Asante' }),
  ]);
  await page.goto('/talks/no-such-talk');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk not found' })).toBeVisible();
});

test('in Norwegian: /nb/talks and a talk\'s page in the nb words, with the translated title and abstract', async ({ page }) => {
  await page.goto('/nb/talks');
  await expect(page.getByRole('heading', { level: 1, name: 'Foredrag' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Foredrag' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Automatisert teorioppdagelse' });
  await expect(item.getByText('Hovedforedrag', { exact: true })).toBeVisible();
  await expect(item).toContainText('30. juli 2026');
  await item.getByRole('link', { name: 'Automatisert teorioppdagelse med eksperimenter i lukket sløyfe' }).click();
  await expect(page).toHaveURL(/\/nb\/talks\/talk-1\/?$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Automatisert teorioppdagelse med eksperimenter i lukket sløyfe' })).toBeVisible();
  await expect(article.getByRole('region', { name: 'Sammendrag' }).locator('strong')).toHaveText('teori, eksperiment og revisjon');
  await expect(article.getByRole('link', { name: 'Lysbilder' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Alle foredrag' })).toHaveAttribute('href', /^\/nb\/talks\/?$/);
  expect(await eventLd(page)).toMatchObject({ name: 'Automatisert teorioppdagelse med eksperimenter i lukket sløyfe', inLanguage: 'nb' });
  await expectAxeClean(page);
});

test("a member's and a project's page link to their talks", async ({ page }) => {
  await page.goto('/team/member-5');
  const memberTalks = page.getByRole('region', { name: 'Talks' });
  await expect(memberTalks.getByRole('link', { name: 'Neural signatures of strategy switching' })).toHaveAttribute('href', '/talks/talk-2/');
  await page.goto('/projects/project-3');
  await expect(page.getByRole('region', { name: 'Talks' }).getByRole('link', { name: 'Language models as hypothesis generators' })).toHaveAttribute('href', '/talks/talk-3/');
});

test('with no talks the section leaves the navigation, and the talks are searchable when there are', async ({ page }) => {
  await page.goto('/search?q=strategy%20switching');
  await expect(page.getByRole('link', { name: 'Neural signatures of strategy switching' })).toBeVisible();
  await seedStorage(page, { talks: [] });
  await openSeeded(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Software' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Talks' })).toHaveCount(0);
});
