/**
 * Many editors, one site: an editor's changes are merged onto what colleagues published.
 *
 * - Monday–Wednesday: editor B changes project 1; then the site is rebuilt at the same address
 *   with a colleague's new title for project 2. The rebuilt site is served by routing B's
 *   requests to the same files with that title changed, exactly what a rebuild of the site with
 *   that one change differs in (the content inside its pages, data files and scripts).
 * - Two editors in two browser contexts open pull requests against the local fake of GitHub;
 *   merged in either order, both editors' work is on the base branch.
 * - The same field changed by both: shown side by side, resolved by the editor's choice.
 */
import type { Server } from 'node:http';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { asPublished, sourceFiles } from '../../shared/export/publish';
import { sourcePath } from '../../shared/export/source';
import { createFakeGitHub, type FakeGitHub } from '../fixtures/fake-github';
import { asAdmin } from './admin-helpers';

/** Two editors, A and B, each signed in to /admin in a browser of their own. */
const test = base.extend<{ pageA: Page; pageB: Page }>({
  pageA: async ({ browser }, provide) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await asAdmin(page);
    await provide(page);
    await context.close();
  },
  pageB: async ({ browser }, provide) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await asAdmin(page);
    await provide(page);
    await context.close();
  },
});

const FAKE_PORT = 4792;
const TOKEN = 'github_pat_11AAAAAAA0fake0token0for0tests0only';
const seed = seedContent();
const PROJECTS = sourcePath('projects');

let fake: FakeGitHub;
let server: Server;
test.beforeEach(async () => {
  fake = createFakeGitHub({ files: Object.fromEntries(sourceFiles(asPublished(seedContent()))), token: TOKEN });
  server = await fake.listen(FAKE_PORT);
});
test.afterEach(async () => {
  // Open keep-alive connections from the browser would hold the port until they time out.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
// The fake's port is shared with other specs that use it: a test may wait for it.
test.describe.configure({ timeout: 150_000 });

/** Saves a new value of one text field of a project in /admin. */
async function editProject(page: Page, id: string, label: string, value: string) {
  await page.goto(`/admin/projects/edit/${id}`);
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).not.toHaveURL(/\/edit\//);
}

/** Asks for a pull request on the Publish screen, with the fake's repository and token. */
async function askForPullRequest(page: Page) {
  await page.goto('/admin/publish');
  await page.getByLabel('Repository (owner/name)').fill(`${fake.owner}/${fake.repo}`);
  await page.getByLabel('Base branch').fill('main');
  // Once a token has been given, the studio keeps it for the session and shows who is signed in instead.
  const token = page.getByLabel('Access token');
  if (await token.count()) await token.fill(TOKEN);
  await page.getByRole('button', { name: 'Open pull request' }).click();
}

/** Opens a pull request from the Publish screen; returns its number. */
async function openPullRequest(page: Page): Promise<number> {
  const number = fake.pulls.length + 1;
  await askForPullRequest(page);
  await expect(page.getByRole('status').filter({ hasText: `Pull request #${number} is open` })).toBeVisible();
  return number;
}

/** The base branch's projects after the merges. */
const projectsOnMain = () => JSON.parse(fake.filesOf('main')[PROJECTS]!.split(' = ')[1]!.replace(/;\n$/, '')) as typeof seed.projects;

/** Serves this context the site as rebuilt with `from` replaced by `to` in its content. */
async function rebuiltSite(context: BrowserContext, from: string, to: string) {
  await context.route(/^http:\/\/127\.0\.0\.1:\d+\//, async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|json|html/.test(type)) return route.fulfill({ response });
    const body = (await response.text()).replaceAll(from, to);
    return route.fulfill({ response, body });
  });
}

/** True once the studio recorded, in IndexedDB, what the editor's projects started from. */
const baseRecorded = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('lab-site-bases', 1);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(false);
          const get = db.transaction('entries').objectStore('entries').get('base:projects');
          get.onsuccess = () => resolve(typeof get.result === 'string');
          get.onerror = () => resolve(false);
        };
      }),
  );

test('Monday–Wednesday: after a rebuild with a colleague’s project 2, the editor sees it and their own project 1; one change is theirs', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asAdmin(page);
  const first = seed.projects[0]!;
  const second = seed.projects[1]!;
  // Monday: editor B changes project 1.
  await editProject(page, first.id, 'Title', 'Monday’s Title by B');
  await expect.poll(() => baseRecorded(page)).toBe(true);

  // Tuesday: A's change to project 2 is merged and the site rebuilt at the same address.
  const published = 'Closed-Loop Experiments, Retitled by A';
  await rebuiltSite(context, second.title, published);

  // Wednesday: B's site shows A's new title and B's own edit.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: published })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monday’s Title by B' })).toBeVisible();
  await expect(page.getByRole('heading', { name: second.title, exact: true })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByRole('link', { name: '1 unpublished change, only in this browser' })).toBeVisible();
  await page.goto('/admin/publish');
  const projects = page.getByRole('region', { name: 'Projects' });
  await expect(projects.getByText('Changed', { exact: true })).toHaveCount(1);
  await expect(projects).toContainText('Monday’s Title by B');
  await expect(projects).not.toContainText(published);
  await context.close();
});

for (const order of ['A first', 'B first'] as const) {
  test(`two editors change different projects; both pull requests open, merged ${order}: both editors’ work is on the base branch`, async ({ pageA, pageB }) => {
    await editProject(pageA, seed.projects[0]!.id, 'Title', 'A’s New Title');
    await editProject(pageB, seed.projects[4]!.id, 'Title', 'B’s New Title');
    const prA = await openPullRequest(pageA);
    const prB = await openPullRequest(pageB);
    for (const number of order === 'A first' ? [prA, prB] : [prB, prA]) expect(fake.mergePullRequest(number).status).toBe(200);
    const projects = projectsOnMain();
    expect(projects[0]!.title).toBe('A’s New Title');
    expect(projects[4]!.title).toBe('B’s New Title');
  });

  test(`two editors change one project’s different fields, merged ${order}: both fields are on the base branch`, async ({ pageA, pageB }) => {
    const project = seed.projects[2]!;
    await editProject(pageA, project.id, 'Title', 'A’s New Title');
    await editProject(pageB, project.id, 'Description', 'B’s new description of the project.');
    // Each pull request is opened when the other's is merged: it is applied to the branch as it is then.
    for (const page of order === 'A first' ? [pageA, pageB] : [pageB, pageA]) {
      expect(fake.mergePullRequest(await openPullRequest(page)).status).toBe(200);
    }
    const merged = projectsOnMain()[2]!;
    expect(merged.title).toBe('A’s New Title');
    expect(merged.description).toBe('B’s new description of the project.');
  });
}

test('the same field changed by both is shown side by side, and the editor’s choice is what the pull request carries', async ({ pageA, pageB }) => {
  const project = seed.projects[1]!;
  await editProject(pageA, project.id, 'Title', 'A’s Title');
  await editProject(pageB, project.id, 'Title', 'B’s Title');
  expect(fake.mergePullRequest(await openPullRequest(pageA)).status).toBe(200);

  // B's pull request would replace A's title: nothing is opened, B is asked to look.
  await askForPullRequest(pageB);
  const alert = pageB.getByRole('alert').filter({ hasText: 'someone published projects in the meantime' });
  await expect(alert).toBeVisible();
  expect(fake.pulls).toHaveLength(1);
  await alert.getByRole('button', { name: 'Update from the published site' }).click();

  const clashes = pageB.getByRole('region', { name: 'Changed by you and on the published site' });
  const clash = clashes.getByRole('listitem', { name: 'Project “B’s Title”: title' });
  await expect(clash).toContainText('Your version');
  await expect(clash).toContainText('B’s Title');
  await expect(clash).toContainText('Published version');
  await expect(clash).toContainText('A’s Title');
  // The choice is kept: a reload still asks.
  await pageB.reload();
  await expect(clash).toBeVisible();
  await clash.getByRole('button', { name: 'Use the published version' }).click();
  await expect(clashes).toHaveCount(0);
  await pageB.goto('/admin');
  await expect(pageB.getByText('Everything here is published.')).toBeVisible();
  await pageB.goto(`/projects/${project.id}/`);
  await expect(pageB.getByRole('heading', { level: 1, name: 'A’s Title' })).toBeVisible();
});

test('keeping my version after a clash: the pull request carries it onto the colleague’s content', async ({ pageA, pageB }) => {
  const project = seed.projects[1]!;
  await editProject(pageA, project.id, 'Title', 'A’s Title');
  await editProject(pageA, seed.projects[3]!.id, 'Title', 'A’s Other Title');
  await editProject(pageB, project.id, 'Title', 'B’s Title');
  expect(fake.mergePullRequest(await openPullRequest(pageA)).status).toBe(200);

  await askForPullRequest(pageB);
  await pageB.getByRole('alert').getByRole('button', { name: 'Update from the published site' }).click();
  const clash = pageB.getByRole('listitem', { name: 'Project “B’s Title”: title' });
  await clash.getByRole('button', { name: 'Keep my version' }).click();
  await expect(clash).toHaveCount(0);
  // Only B's one change is listed: A's other project is not shown as B's reversal.
  await expect(pageB.getByRole('region', { name: 'Projects' }).getByText('Changed', { exact: true })).toHaveCount(1);
  const number = await openPullRequest(pageB);
  expect(fake.mergePullRequest(number).status).toBe(200);
  const projects = projectsOnMain();
  expect(projects[1]!.title).toBe('B’s Title');
  expect(projects[3]!.title).toBe('A’s Other Title');
});
