/**
 * The pull request followed on the Publish screen (/admin, with an access token): its checks
 * going from pending to passed, the review, the preview link a deployment recorded, then the
 * merge and the offer to update from the published site; who is signed in, and the history
 * naming them. Against the local fake of GitHub.
 */
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { asPublished, sourceFiles } from '../../shared/export/publish';
import { createFakeGitHub, type FakeGitHub } from '../fixtures/fake-github';
import { seedSession } from './debug-helpers';

const FAKE_PORT = 4792;
const TOKEN = 'github_pat_11CCCCCCC0follow0token0for0tests';
const seed = seedContent();
const PREVIEW = 'https://halden-lab.github.io/lab-site/previews/pr-1/';

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
// The fake's port is shared with the other specs that use it: a test may wait for it.
test.describe.configure({ timeout: 150_000 });

async function openPullRequest(page: Page) {
  await page.goto('/admin/publish');
  await expect(page.getByRole('heading', { name: /Changes to publish/ })).toBeVisible();
  // /admin takes a token, and says where signing in is easier.
  await expect(page.getByText(/The easier way: in the studio’s browser extension, Sign in with GitHub/)).toBeVisible();
  await page.getByLabel('Repository (owner/name)').fill(`${fake.owner}/${fake.repo}`);
  await page.getByLabel('Access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Open pull request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pull request #1 is open' })).toBeVisible();
}

test('the Publish screen follows the pull request: checks pending then passed, review, preview, then merged', async ({
  context,
  page,
}) => {
  await seedSession(context, {
    projects: seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Theory Discovery, Followed' } : p)),
  });
  await openPullRequest(page);
  await expect(page.getByText('Signed in to GitHub as Lab Editor (@lab-editor)')).toBeVisible();

  const pulls = page.getByRole('region', { name: 'Your pull requests' });
  const item = pulls.getByRole('listitem').filter({ hasText: '#1 Content update from the studio (1 change)' });
  await expect(item.getByRole('link', { name: '#1 Content update from the studio (1 change)' })).toHaveAttribute(
    'href',
    'https://github.com/halden-lab/lab-site/pull/1',
  );
  await expect(item).toContainText('Open');
  await expect(item).toContainText('No checks');
  await expect(item).toContainText('Not reviewed yet');
  await expect(item.getByRole('link', { name: 'Preview of pull request #1' })).toHaveCount(0);

  // The CI workflow starts: pending.
  const sha = fake.headOf(1);
  fake.setCheckRun(sha, 'build and test', 'in_progress');
  fake.addStatus(sha, 'pending', 'preview');
  await pulls.getByRole('button', { name: 'Refresh' }).click();
  await expect(item).toContainText('Checks running');
  await expect(item.getByRole('list', { name: 'Checks of pull request #1' })).toContainText('build and test: running');

  // Both pass, a maintainer approves and the preview is deployed: read again when the screen is shown.
  fake.setCheckRun(sha, 'build and test', 'completed', 'success');
  fake.addStatus(sha, 'success', 'preview');
  fake.addReview(1, 'lab-pi', 'APPROVED');
  fake.addDeployment(sha, 'preview-pr-1', 'success', PREVIEW);
  await page.reload();
  await expect(item).toContainText('Checks passed');
  await expect(item).toContainText('Approved');
  await expect(item.getByRole('link', { name: 'Preview of pull request #1' })).toHaveAttribute('href', PREVIEW);

  // Merged: the studio offers to update from the published site.
  fake.closePull(1, { merged: true });
  await pulls.getByRole('button', { name: 'Refresh' }).click();
  await expect(item).toContainText('Merged');
  await item.getByRole('link', { name: 'update from the published site' }).click();
  await expect(page.getByRole('button', { name: 'Update from the published site' })).toBeFocused();
});

test('who is signed in is named in the change history, and signing out ends it', async ({ context, page }) => {
  await seedSession(context, {
    projects: seed.projects.map((p, i) => (i === 0 ? { ...p, title: 'Theory Discovery, Followed' } : p)),
  });
  await openPullRequest(page);

  // A change made while signed in names the person; the token is not in the history.
  await page.goto('/admin/projects/edit/project-2');
  await page.getByLabel('Title').fill('Memory Models, Signed In Edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText('by Lab Editor (@lab-editor)');

  await page.goto('/admin/publish');
  await page.getByRole('button', { name: 'Sign out of GitHub' }).click();
  await expect(page.getByLabel('Access token')).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(TOKEN);
  expect(await page.evaluate(() => sessionStorage.getItem('lab-site-history-person'))).toBeNull();
});
