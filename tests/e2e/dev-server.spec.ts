/**
 * `npm start` is the site (docs/decisions/062): the development server, started on the tests'
 * own content (playwright.config.ts, project "dev-server"), shows a visitor with empty storage
 * every page with its content, in every language, as the built site does. Each test opens a
 * fresh browser context, so its storage is empty; nothing here logs in until the studio's test.
 */
import { expect, test, type Page } from '@playwright/test';
import { nameWithInstitution } from '../../shared/content/model/lab-profile';
import { seedContent } from '../fixtures/content/seed';
import { DEV_PASSWORD } from './admin-helpers';

const content = seedContent();
const profile = content.labProfile;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header names the lab, and the footer's © line names it with its institution. */
async function expectLabFrame(page: Page, institution = profile.institution) {
  await expect(page.getByRole('banner').getByRole('link').first()).toContainText(profile.name);
  const copyright = new RegExp(`^© \\d{4} ${escape(nameWithInstitution({ ...profile, institution }))}\\.`);
  await expect(page.getByRole('contentinfo').getByText(copyright)).toBeVisible();
}

test('the home page shows the lab: its name in the header and the footer, its lead and its figures', async ({ page }) => {
  await page.goto('/');
  await expectLabFrame(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(profile.home.title);
  await expect(main.getByText(profile.home.lead)).toBeVisible();
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
});

test('the team page lists every current member under the lab name', async ({ page }) => {
  await page.goto('/team');
  await expectLabFrame(page);
  await expect(page).toHaveTitle(`Team · ${profile.name}`);
  const main = page.getByRole('main');
  for (const member of content.teamMembers) await expect(main.getByRole('heading', { level: 3, name: member.name })).toBeVisible();
});

test('a member page shows the member', async ({ page }) => {
  const member = content.teamMembers.find((candidate) => candidate.bio.trim() && candidate.role)!;
  await page.goto(`/team/${member.id}`);
  await expectLabFrame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await expect(page.getByRole('main').getByText(member.role, { exact: true }).first()).toBeVisible();
});

test('the publications page counts every publication, its search narrows them, and the whole list is served', async ({ page, request }) => {
  const total = content.publications.length;
  await page.goto('/publications');
  await expectLabFrame(page);
  await expect(page.getByText(`${total} of ${total} publications`)).toBeVisible();
  // A DOI no other paper's contains: the search finds that paper alone.
  const paper = content.publications.find(
    (pub) => pub.doi && content.publications.every((other) => other === pub || !JSON.stringify(other).includes(pub.doi!)),
  )!;
  await page.getByRole('searchbox', { name: 'Search' }).fill(paper.doi!);
  await expect(page.getByText(`1 of ${total} publications`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: paper.title })).toBeVisible();
  // A long list's search and filters fetch the whole list: every paper, in each language.
  for (const path of ['/publications/all/page-data.json', '/nb/publications/all/page-data.json']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const data = (await response.json()) as { content: { publications: { id: string }[] } };
    expect(data.content.publications.map((pub) => pub.id).sort()).toEqual(content.publications.map((pub) => pub.id).sort());
  }
});

test('a news item, the research areas and the software show their content', async ({ page }) => {
  const news = content.newsItems[0]!;
  await page.goto(`/news/${news.id}`);
  await expectLabFrame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await page.goto('/projects');
  await expect(page.getByText(`${content.projects.length} of ${content.projects.length} research areas`)).toBeVisible();
  await page.goto('/software');
  await expect(page.getByRole('main').getByRole('heading', { name: content.software[0]!.name })).toBeVisible();
});

test('the Norwegian pages are in Norwegian, with the lab’s own translations', async ({ page }) => {
  const nb = profile.translations!.nb!;
  const leader = content.teamMembers.find((member) => member.translations?.nb?.role)!;
  await page.goto('/nb/team');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expectLabFrame(page, nb.institution as string);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folkene våre');
  await expect(page).toHaveTitle(`Folk · ${profile.name}`);
  await expect(page.getByRole('main').getByText(leader.translations!.nb!.role as string).first()).toBeVisible();
  const news = content.newsItems.find((item) => item.translations?.nb?.title)!;
  await page.goto(`/nb/news/${news.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.translations!.nb!.title as string);
});

test('a path without a page has no page data: 404, as on a static host', async ({ request }) => {
  expect((await request.get('/team/page-data.json')).status()).toBe(200);
  expect((await request.get('/team/no-such-member/page-data.json')).status()).toBe(404);
});

test('the studio still edits on the development server, and the site then shows the edit', async ({ page }) => {
  const member = content.teamMembers[1]!;
  await page.goto('/admin/login');
  await page.getByLabel('Password').fill(DEV_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto(`/admin/team/edit/${member.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(member.name);
  await page.getByLabel('Role', { exact: true }).fill('Lab Manager');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Team member saved successfully!')).toBeVisible();
  // This browser now holds an unpublished edit: the site renders it from the store.
  await page.goto(`/team/${member.id}`);
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await expect(page.getByRole('main').getByText('Lab Manager', { exact: true }).first()).toBeVisible();
  await expectLabFrame(page);
});
