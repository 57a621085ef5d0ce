/**
 * The Publish screen: the change review against the published content, the unpublished-changes
 * line on the dashboard, and the pull request channel against a local fake of the GitHub API
 * (the e2e build points GITHUB_API_URL at it), including its failure modes.
 */
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { Axe } from './axe-helpers';
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { seedContent } from '../fixtures/content/seed';
import { asPublished, sourceFiles } from '../../shared/export/publish';
import { SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { createFakeGitHub, type FakeGitHub } from '../fixtures/fake-github';
import { downloadOf, openDebugPanel, PNG_BASE64, putAsset, recordDialogs, seedSession, zipOf } from './debug-helpers';

const FAKE_PORT = 4792;
const seed = seedContent();
const TOKEN = 'github_pat_11AAAAAAA0fake0token0for0tests0only';

function repoFiles(): Record<string, string> {
  return { 'README.md': '# Lab site\n', ...Object.fromEntries(sourceFiles(asPublished(seedContent()))) };
}

let fake: FakeGitHub;
let server: Server;

test.beforeEach(async () => {
  fake = createFakeGitHub({ files: repoFiles(), token: TOKEN });
  server = await fake.listen(FAKE_PORT);
});
test.afterEach(async () => {
  // Open keep-alive connections from the browser would hold the port until they time out.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
// The fake's port is shared with the other spec that uses it: a test may wait for it.
test.describe.configure({ timeout: 150_000 });

test('the review lists a new publication, a changed project title, a deleted news item and a new photo; after a reset, nothing', async ({
  context,
  page,
}) => {
  const member = seed.teamMembers[2]!;
  const removed = seed.newsItems[1]!;
  await seedSession(context, {
    publications: [
      ...seed.publications,
      { ...seed.publications[0]!, id: 'pub-9001', title: 'Machines That Propose Theories' },
    ],
    projects: seed.projects.map((p, i) => (i === 1 ? { ...p, title: 'Discovering Memory Models' } : p)),
    newsItems: seed.newsItems.filter((n) => n.id !== removed.id),
    teamMembers: seed.teamMembers.map((m) =>
      m.id === member.id ? { ...m, imageUrl: `asset:team/${member.id}-portrait.png` } : m,
    ),
  });
  await page.goto('/admin');
  await putAsset(page, `team/${member.id}-portrait.png`, PNG_BASE64, 'image/png');
  await page.reload();

  // Four changed items and one upload, only in this browser.
  const indicator = page.getByRole('link', { name: '5 unpublished changes, only in this browser' });
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(page).toHaveURL(/\/admin\/publish$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible();

  const publications = page.getByRole('region', { name: 'Publications' });
  await expect(publications.getByRole('listitem').filter({ hasText: 'Machines That Propose Theories' })).toContainText(
    'Added',
  );
  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects).toContainText('Changed');
  await expect(projects.locator('del')).toHaveText(seed.projects[1]!.title);
  await expect(projects.locator('ins')).toHaveText('Discovering Memory Models');
  const news = page.getByRole('region', { name: 'News' });
  await expect(news.getByRole('listitem').filter({ hasText: removed.title })).toContainText('Removed');
  await expect(page.getByRole('region', { name: 'Team members' })).toContainText(member.name);
  await expect(page.getByRole('region', { name: 'Uploads to be added' })).toContainText(`${member.id}-portrait.png`);
  // Staff's words only: no commands or source paths.
  await expect(page.locator('.studio')).not.toContainText('npm');
  await expect(page.locator('.studio')).not.toContainText('shared/content');

  // The ZIP for the maintainer carries a short guide.
  const download = await downloadOf(page, () => page.getByRole('button', { name: 'Download export ZIP' }).click());
  const zip = await zipOf(download);
  expect(await zip.file('EXPORT-README.txt')!.async('string')).toContain('npm run apply-export');
  expect(await zip.file(`public/assets/team/${member.id}-portrait.png`)).toBeTruthy();

  // Reset to Default Data: nothing left to publish.
  recordDialogs(page);
  await openDebugPanel(page);
  await page.getByRole('button', { name: 'Reset to Default Data' }).click();
  await expect(page.getByText('Everything here is published.')).toBeVisible();
  await page.getByRole('link', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nothing to publish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open pull request' })).toHaveCount(0);
});

async function editAndOpenPublish(context: Parameters<typeof seedSession>[0], page: Page) {
  await seedSession(context, {
    projects: seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Theory Discovery, Renamed' } : p)),
    featuredItems: { ...seed.featuredItems, newsItemId: seed.newsItems[3]!.id },
  });
  await page.goto('/admin/publish');
  await expect(page.getByRole('heading', { name: /Changes to publish/ })).toBeVisible();
  await page.getByLabel('Repository (owner/name)').fill(`${fake.owner}/${fake.repo}`);
  await page.getByLabel('Base branch').fill('main');
}

const nonGet = () => fake.requests.filter((r) => r.method !== 'GET');

test('the Publish screen with changes, a failure and a success has no axe violations', async ({ context, page }) => {
  await editAndOpenPublish(context, page);
  // Every axe rule, experimental ones too, except AAA's 7:1 contrast.
  const rules = Object.fromEntries(
    axe.getRules().map(({ ruleId }) => [ruleId, { enabled: ruleId !== 'color-contrast-enhanced' }]),
  );
  const scan = async () =>
    (await new Axe(page).options({ rules }).analyze()).violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')} (${v.nodes[0]?.failureSummary ?? ''})`,
    );
  expect(await scan()).toEqual([]);
  await page.getByLabel('Access token').fill('github_pat_wrong');
  await page.getByRole('button', { name: 'Open pull request' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Open pull request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pull request #1 is open' })).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('a pull request: one commit with exactly the changed files, the review as its description; the token stays out of storage, exports and backups', async ({
  context,
  page,
}) => {
  await editAndOpenPublish(context, page);
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Open pull request' }).click();
  const opened = page.getByRole('status').filter({ hasText: 'Pull request #1 is open' });
  await expect(opened).toBeVisible();
  await expect(opened.getByRole('link', { name: 'https://github.com/halden-lab/lab-site/pull/1' })).toBeVisible();

  // One branch, one commit on top of main, holding exactly the two changed data files.
  const branch = fake
    .refNames()
    .find((name) => name !== 'heads/main')!
    .replace('heads/', '');
  expect(branch).toMatch(/^studio\/publish-/);
  const commit = fake.commitOf(branch)!;
  const main = fake.commitOf('main')!;
  expect(commit.parents).toEqual([main.sha]);
  const before = new Map(fake.treeOf(main.sha).map((e) => [e.path, e.sha]));
  const changed = fake
    .treeOf(commit.sha)
    .filter((e) => before.get(e.path) !== e.sha)
    .map((e) => e.path);
  expect(changed.sort()).toEqual([sourcePath('projects'), SETTINGS_PATH].sort());
  expect(fake.filesOf(branch)[sourcePath('projects')]).toContain('"title": "Theory Discovery, Renamed"');
  expect(fake.filesOf(branch)[SETTINGS_PATH]).toContain(`"newsItemId": "${seed.newsItems[3]!.id}"`);
  expect(nonGet().filter((r) => r.path.endsWith('/git/commits'))).toHaveLength(1);
  expect(fake.pulls).toHaveLength(1);
  expect(fake.pulls[0]!.body).toContain(`title: ${seed.projects[0]!.title} → Theory Discovery, Renamed`);
  expect(fake.pulls[0]!.body).toContain(
    `featured news item: ${seed.newsItems[0]!.title} → ${seed.newsItems[3]!.title}`,
  );
  expect(fake.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);

  // The token: in this tab's session only.
  expect(await page.evaluate(() => Object.values(sessionStorage).join('\n'))).toContain(TOKEN);
  const local = await page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );
  expect(local).not.toContain(TOKEN);
  expect(local).not.toContain('github_pat');

  const exported = await downloadOf(page, () => page.getByRole('button', { name: 'Download export ZIP' }).click());
  const zip = await zipOf(exported);
  const names = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
  expect(names).toContain(SETTINGS_PATH);
  for (const name of names) expect(await zip.file(name)!.async('string'), name).not.toContain(TOKEN);
  expect(readFileSync(await exported.path()).includes(Buffer.from(TOKEN))).toBe(false);

  await openDebugPanel(page);
  const backup = await downloadOf(page, () => page.getByRole('button', { name: 'Download Backup' }).click());
  const backupText = readFileSync(await backup.path(), 'utf8');
  expect(backupText).toContain('Theory Discovery, Renamed');
  expect(backupText).not.toContain(TOKEN);

  // A new browser session forgets it.
  const other = await context.browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/');
  expect(await fresh.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(TOKEN);
  await other.close();
});

test('failures give clear messages and change nothing; a changed base branch is named before anything is committed', async ({
  context,
  page,
}) => {
  await editAndOpenPublish(context, page);
  const submit = page.getByRole('button', { name: 'Open pull request' });
  const alert = page.getByRole('alert');
  // Every failure below happens while reading the base branch: nothing is ever written.
  const unchanged = () => {
    expect(fake.refNames()).toEqual(['heads/main']);
    expect(fake.pulls).toEqual([]);
    expect(nonGet()).toEqual([]);
  };

  // A bad token.
  await page.getByLabel('Access token').fill('github_pat_wrong');
  await submit.click();
  await expect(alert).toContainText('GitHub did not accept the access token');
  await expect(alert).toContainText('Nothing was changed.');
  unchanged();

  await page.getByLabel('Access token').fill(TOKEN);

  // No permission.
  fake.failNext(
    { method: 'GET', pathIncludes: '/git/ref/' },
    { status: 403, body: { message: 'Resource not accessible by personal access token' } },
  );
  await submit.click();
  await expect(alert).toContainText("read and write access to the repository's Contents and Pull requests");
  unchanged();

  // Rate limit, with the time it resets.
  fake.failNext(
    { method: 'GET' },
    {
      status: 403,
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.UTC(2030, 0, 1, 9, 30) / 1000)),
      },
      body: { message: 'API rate limit exceeded' },
    },
  );
  await submit.click();
  await expect(alert).toContainText("GitHub's limit on requests has been reached; try again after 09:30 UTC.");
  unchanged();

  // Offline.
  await page.route(`http://127.0.0.1:${FAKE_PORT}/**`, (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(alert).toContainText('GitHub cannot be reached from this browser');
  await page.unroute(`http://127.0.0.1:${FAKE_PORT}/**`);
  unchanged();

  // Someone published the projects in the meantime: said before committing.
  fake.commitToBase(
    sourcePath('projects'),
    repoFiles()[sourcePath('projects')]!.replace('"title": "', '"title": "Elsewhere: '),
  );
  const writesBefore = nonGet().length;
  await submit.click();
  await expect(alert).toContainText('someone published projects in the meantime');
  await expect(alert).toContainText('Your pull request would replace their version of projects');
  expect(nonGet()).toHaveLength(writesBefore);
  expect(fake.refNames()).toEqual(['heads/main']);

  // Going on anyway opens it.
  await alert.getByRole('button', { name: 'Open the pull request anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pull request #1 is open' })).toBeVisible();
  expect(fake.pulls).toHaveLength(1);
  // The editor's content was never touched by any of it.
  expect(await page.evaluate(() => localStorage.getItem('projects'))).toContain('Theory Discovery, Renamed');
});
