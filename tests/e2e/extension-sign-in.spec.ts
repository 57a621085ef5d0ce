/**
 * Signed in as themselves: the side panel's "Sign in with GitHub" (GitHub's device flow against
 * the local fake), a pull request made as that person, the change history naming them, and a
 * person without push access publishing through their fork.
 */
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { seedContent } from '../fixtures/content/seed';
import { asPublished, sourceFiles } from '../../shared/export/publish';
import { sourcePath } from '../../shared/export/source';
import { createFakeGitHub, type FakeGitHub, type FakePerson } from '../fixtures/fake-github';
import { expect, FAKE_CLIENT_ID, SITE, test } from './extension-harness';

const POSTDOC: FakePerson = {
  login: 'pat-postdoc',
  id: 4343,
  name: 'Pat Postdoc',
  token: 'gho_postdoc0token0for0panel0tests',
  push: true,
};
const STUDENT: FakePerson = {
  login: 'sam-student',
  id: 4242,
  name: 'Sam Student',
  token: 'gho_student0token0for0panel0tests',
  push: false,
};

let fake: FakeGitHub;
let server: Server;

test.beforeEach(async () => {
  fake = createFakeGitHub({
    files: Object.fromEntries(sourceFiles(asPublished(seedContent()))),
    people: [POSTDOC, STUDENT],
    clientId: FAKE_CLIENT_ID,
  });
  server = await fake.listen(4792);
});
test.afterEach(async () => {
  // Open keep-alive connections from the browser would hold the port until they time out.
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
// The fake's port is shared with the other specs that use it: a test may wait for it.
test.describe.configure({ timeout: 150_000 });

const nav = (panel: Page) => panel.getByRole('navigation', { name: 'Panel' });

/** Signs in from the panel's Publish screen: the code is shown, the person enters it on "GitHub". */
async function signIn(panel: Page, person: FakePerson) {
  await nav(panel).getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible();
  await panel.getByRole('button', { name: 'Sign in with GitHub' }).click();
  const prompt = panel.getByRole('status').filter({ hasText: 'Enter the code' });
  await expect(prompt).toBeVisible();
  const code = (await prompt.locator('strong').textContent())!;
  expect(code).toBe(fake.deviceCodes().at(-1)!.userCode);
  await expect(prompt.getByRole('link', { name: 'github.com/login/device' })).toHaveAttribute(
    'href',
    'https://github.com/login/device',
  );
  // The studio polls while the person has not entered the code yet.
  await expect.poll(() => fake.deviceCodes().at(-1)!.polls).toBeGreaterThan(0);
  fake.approveDevice(code, person.login);
  await expect(panel.getByText(`Signed in to GitHub as ${person.name} (@${person.login})`)).toBeVisible();
}

async function editProject(panel: Page, title: string) {
  await nav(panel).getByRole('button', { name: 'Studio' }).click();
  await panel.getByRole('button', { name: /Edit this project/ }).click();
  await panel.getByLabel('Title').fill(title);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Project saved successfully!')).toBeVisible();
  // A save returns to the dashboard.
  await expect(panel.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test('signs in by device flow, names the person in the history, and opens the pull request as that person', async ({
  site,
  openPanel,
}) => {
  await site.goto(`${SITE}/projects/project-1`);
  const panel = await openPanel({ unlocked: true });
  await signIn(panel, POSTDOC);
  await editProject(panel, 'Theory Discovery, Signed In');

  // The change history names who made the change.
  const history = panel.getByRole('region', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText('by Pat Postdoc (@pat-postdoc)');

  await nav(panel).getByRole('button', { name: 'Publish' }).click();
  await panel.getByLabel('Repository (owner/name)').fill(`${fake.owner}/${fake.repo}`);
  // Signed in: the pull request needs no token.
  await expect(panel.getByText('Signed in to GitHub as Pat Postdoc (@pat-postdoc)')).toBeVisible();
  await expect(panel.getByLabel('Access token')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Open pull request' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Pull request #1 is open' })).toBeVisible();

  // Made with the person's own token, in their name, straight into the repository (they may push).
  const writes = fake.requests.filter((r) => r.method !== 'GET' && r.path.startsWith('/repos/'));
  expect(new Set(writes.map((r) => r.authorization))).toEqual(new Set([`Bearer ${POSTDOC.token}`]));
  const commit = writes.find((r) => r.path.endsWith('/git/commits'))!.body as {
    author: { name: string; email: string };
  };
  expect(commit.author).toEqual({ name: 'Pat Postdoc', email: '4343+pat-postdoc@users.noreply.github.com' });
  expect(fake.pulls[0]!.head).toMatch(/^studio\/publish-/);
  expect(fake.forkOwners()).toEqual([]);
  const changed = fake.treeOf(fake.commitOf(fake.pulls[0]!.head)!.sha).find((e) => e.path === sourcePath('projects'))!;
  expect(fake.blob(changed.sha)!.toString()).toContain('Theory Discovery, Signed In');

  // The pull request is followed in the panel too.
  const pulls = panel.getByRole('region', { name: 'Your pull requests' });
  await expect(pulls.getByRole('link', { name: /#1 Content update from the studio/ })).toBeVisible();
  await expect(pulls).toContainText('opened by Pat Postdoc (@pat-postdoc)');

  // The token is the extension's session secret, nowhere else.
  const stored = await panel.evaluate(async () => ({
    session: JSON.stringify(await chrome.storage.session.get(null)),
    local: JSON.stringify(await chrome.storage.local.get(null)),
  }));
  expect(stored.session).toContain(POSTDOC.token);
  expect(stored.local).not.toContain(POSTDOC.token);
  expect(await site.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    POSTDOC.token,
  );

  // Signing out forgets it.
  await panel.getByRole('button', { name: 'Sign out of GitHub' }).click();
  await expect(panel.getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
  expect(await panel.evaluate(async () => JSON.stringify(await chrome.storage.session.get(null)))).not.toContain(
    POSTDOC.token,
  );
});

test('a person without push access publishes through a fork made for them', async ({ site, openPanel }) => {
  await site.goto(`${SITE}/projects/project-2`);
  const panel = await openPanel({ unlocked: true });
  await signIn(panel, STUDENT);
  await editProject(panel, 'Memory Models, From A Student');

  await nav(panel).getByRole('button', { name: 'Publish' }).click();
  await panel.getByLabel('Repository (owner/name)').fill(`${fake.owner}/${fake.repo}`);
  await panel.getByRole('button', { name: 'Open pull request' }).click();
  const opened = panel.getByRole('status').filter({ hasText: 'Pull request #1 is open' });
  await expect(opened).toBeVisible();
  await expect(opened).toContainText('It comes from your fork sam-student/lab-site.');

  // Nothing was written to the lab's repository but the pull request; the branch is in the fork.
  expect(fake.refNames()).toEqual(['heads/main']);
  expect(fake.forkOwners()).toEqual(['sam-student']);
  const branch = fake
    .forkRefNames('sam-student')
    .find((name) => name !== 'heads/main')!
    .replace('heads/', '');
  expect(fake.pulls[0]).toMatchObject({ head: `sam-student:${branch}`, base: 'main' });
  const commit = fake.forkCommitOf('sam-student', branch)!;
  expect(commit.parents).toEqual([fake.commitOf('main')!.sha]);
  const changed = fake.treeOf(commit.sha).find((e) => e.path === sourcePath('projects'))!;
  expect(fake.blob(changed.sha)!.toString()).toContain('Memory Models, From A Student');
  const upstreamWrites = fake.requests.filter((r) => r.method !== 'GET' && r.path.startsWith(`/repos/${fake.owner}/`));
  expect(upstreamWrites.map((r) => r.path)).toEqual([
    `/repos/${fake.owner}/${fake.repo}/forks`,
    `/repos/${fake.owner}/${fake.repo}/pulls`,
  ]);
});
