/**
 * Publish in the side panel: the unpublished-changes line, the Publish screen from the panel's
 * navigation, and a pull request against the local fake of the GitHub API, with the token kept
 * in the extension's session storage only.
 */
import type { Server } from 'node:http';
import { seedContent } from '../fixtures/content/seed';
import { asPublished, sourceFiles } from '../../shared/export/publish';
import { sourcePath } from '../../shared/export/source';
import { createFakeGitHub, type FakeGitHub } from '../fixtures/fake-github';
import { expect, SITE, test } from './extension-harness';

const TOKEN = 'github_pat_11BBBBBBB0panel0token0for0tests';
let fake: FakeGitHub;
let server: Server;

test.beforeEach(async () => {
  fake = createFakeGitHub({ files: Object.fromEntries(sourceFiles(asPublished(seedContent()))), token: TOKEN });
  server = await fake.listen(4792);
});
test.afterEach(async () => {
  // Open keep-alive connections from the browser would hold the port until they time out.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
// The fake's port is shared with the other spec that uses it: a test may wait for it.
test.describe.configure({ timeout: 150_000 });

test('the panel shows unpublished changes, reviews them on Publish and opens a pull request', async ({
  site,
  openPanel,
}) => {
  await site.goto(`${SITE}/projects/project-1`);
  const panel = await openPanel({ unlocked: true });
  await expect(panel.getByText('Everything here is published.')).toBeVisible();
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  await panel.getByLabel('Title').fill('Theory Discovery, Published From The Panel');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();
  await expect(panel.getByRole('link', { name: '1 unpublished change, only in this browser' })).toBeVisible();

  await panel.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible();
  const projects = panel.getByRole('region', { name: 'Projects' });
  await expect(projects.locator('del')).toHaveText('Automated Theory Discovery for Human Decision Making');
  await expect(projects.locator('ins')).toHaveText('Theory Discovery, Published From The Panel');

  await panel.getByLabel('Repository (owner/name)').fill(`${fake.owner}/${fake.repo}`);
  await panel.getByLabel('Access token').fill(TOKEN);
  await panel.getByRole('button', { name: 'Open pull request' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Pull request #1 is open' })).toBeVisible();
  const branch = fake
    .refNames()
    .find((name) => name !== 'heads/main')!
    .replace('heads/', '');
  const commit = fake.commitOf(branch)!;
  const before = new Map(fake.treeOf(fake.commitOf('main')!.sha).map((e) => [e.path, e.sha]));
  expect(
    fake
      .treeOf(commit.sha)
      .filter((e) => before.get(e.path) !== e.sha)
      .map((e) => e.path),
  ).toEqual([sourcePath('projects')]);

  // The token: in the extension's session storage, nowhere else.
  const stored = await panel.evaluate(async () => ({
    session: JSON.stringify(await chrome.storage.session.get(null)),
    local: JSON.stringify(await chrome.storage.local.get(null)),
  }));
  expect(stored.session).toContain(TOKEN);
  expect(stored.local).not.toContain(TOKEN);
  expect(stored.local).toContain(`${fake.owner}/${fake.repo}`);
  expect(await site.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(TOKEN);
});
