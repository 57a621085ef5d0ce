import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import {
  createGitHubClient,
  openPullRequest,
  parseRepository,
  PublishError,
  publishBranchName,
  targetProblem,
} from '../../shared/export/github';
import { asPublished, planPublish, sourceFiles } from '../../shared/export/publish';
import { SETTINGS_PATH, sourcePath } from '../../shared/export/source';
import { createFakeGitHub } from '../fixtures/fake-github';
import { mapAssets, PNG } from './export-fixtures';

const API = 'http://127.0.0.1:4792';
const publishedFiles = () => [...sourceFiles(asPublished(seedContent()))].map(([path, text]) => ({ path, text }));
const repoFiles = () => ({
  'README.md': '# Lab site\n',
  ...Object.fromEntries(publishedFiles().map((f) => [f.path, f.text])),
});

async function setUp(edit: (content: ReturnType<typeof seedContent>) => void = () => {}) {
  const fake = createFakeGitHub({ files: repoFiles() });
  const content = seedContent();
  edit(content);
  const plan = await planPublish(
    content,
    seedContent(),
    mapAssets({ 'team/member-1-new.png': { bytes: PNG, type: 'image/png' } }),
  );
  const client = createGitHubClient({ apiUrl: API, token: fake.token, fetch: fake.fetch });
  const input = {
    target: { owner: fake.owner, repo: fake.repo, base: 'main' },
    published: publishedFiles(),
    changedFiles: plan.changedFiles,
    uploads: plan.uploads,
    branch: 'studio/publish-test',
    title: 'Content update from the studio',
    body: 'review',
  };
  return { fake, client, input, plan };
}

const editProjectAndPhoto = (content: ReturnType<typeof seedContent>) => {
  content.projects[0] = { ...content.projects[0]!, title: 'New Title' };
  content.teamMembers[0] = { ...content.teamMembers[0]!, imageUrl: 'asset:team/member-1-new.png' };
  content.featuredItems = { ...content.featuredItems, projectId: content.projects[3]!.id };
};

describe('pull request through the git data endpoints', () => {
  it('makes one commit holding exactly the changed files on a new branch and opens the pull request', async () => {
    const { fake, client, input } = await setUp(editProjectAndPhoto);
    const result = await openPullRequest(client, input);
    expect(result).toMatchObject({
      status: 'opened',
      url: 'https://github.com/halden-lab/lab-site/pull/1',
      branch: 'studio/publish-test',
    });
    const commit = fake.commitOf('studio/publish-test')!;
    const main = fake.commitOf('main')!;
    expect(commit.parents).toEqual([main.sha]);
    // The new tree differs from the base tree in exactly the changed files.
    const before = new Map(fake.treeOf(main.sha).map((e) => [e.path, e.sha]));
    const changed = fake
      .treeOf(commit.sha)
      .filter((e) => before.get(e.path) !== e.sha)
      .map((e) => e.path)
      .sort();
    expect(changed).toEqual(
      [SETTINGS_PATH, 'public/assets/team/member-1-new.png', sourcePath('projects'), sourcePath('teamMembers')].sort(),
    );
    expect(fake.filesOf('studio/publish-test')[sourcePath('projects')]).toContain('"title": "New Title"');
    expect(Buffer.from(fake.blob(fake.treeOf(commit.sha).find((e) => e.path.endsWith('.png'))!.sha)!)).toEqual(
      Buffer.from(PNG),
    );
    expect(fake.pulls[0]).toMatchObject({ head: 'studio/publish-test', base: 'main', body: 'review' });
    // Exactly one commit: the tree POST names the base tree and one commit POST is made.
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/git/commits'))).toHaveLength(1);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${fake.token}`)).toBe(true);
    expect(fake.filesOf('main')).toEqual(repoFiles());
  });

  it('stops before committing when the base branch changed since the published content, and can go on when asked', async () => {
    const { fake, client, input } = await setUp(editProjectAndPhoto);
    fake.commitToBase(
      sourcePath('projects'),
      `${publishedFiles().find((f) => f.path === sourcePath('projects'))!.text}// edited\n`,
    );
    fake.commitToBase(sourcePath('software'), 'changed');
    const result = await openPullRequest(client, input);
    expect(result).toEqual({
      status: 'base-changed',
      changed: [sourcePath('projects'), sourcePath('software')],
      overlapping: [sourcePath('projects')],
    });
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(fake.refNames()).toEqual(['heads/main']);
    const again = await openPullRequest(client, { ...input, overwrite: true });
    expect(again.status).toBe('opened');
  });

  it.each([
    ['a bad token', { status: 401, body: { message: 'Bad credentials' } }, 'auth', /did not accept the access token/],
    [
      'no permission',
      { status: 403, body: { message: 'Resource not accessible by personal access token' } },
      'permission',
      /Contents and Pull requests/,
    ],
    [
      'an unknown repository or branch',
      { status: 404, body: { message: 'Not Found' } },
      'not-found',
      /halden-lab\/lab-site/,
    ],
    [
      'the rate limit (403)',
      {
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Date.UTC(2026, 10, 23, 21, 7) / 1000) },
        body: { message: 'API rate limit exceeded' },
      },
      'rate-limit',
      /try again after 21:07 UTC/,
    ],
    [
      'the rate limit (429)',
      { status: 429, headers: { 'retry-after': '60' }, body: { message: 'secondary rate limit' } },
      'rate-limit',
      /try again after/,
    ],
  ] as const)('%s gives a clear message and changes nothing', async (_name, reply, kind, message) => {
    const { fake, client, input } = await setUp(editProjectAndPhoto);
    fake.failNext({ method: 'GET', pathIncludes: '/git/ref/' }, reply);
    const error = await openPullRequest(client, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).kind).toBe(kind);
    expect((error as PublishError).message).toMatch(message);
    expect(fake.refNames()).toEqual(['heads/main']);
    expect(fake.pulls).toEqual([]);
  });

  it('offline: a clear message', async () => {
    const { input } = await setUp(editProjectAndPhoto);
    const client = createGitHubClient({
      apiUrl: API,
      token: 't',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(openPullRequest(client, input)).rejects.toMatchObject({
      kind: 'offline',
      message: expect.stringMatching(/cannot be reached/),
    });
  });

  it('removes the new branch again when the pull request cannot be opened', async () => {
    const { fake, client, input } = await setUp(editProjectAndPhoto);
    fake.failNext(
      { method: 'POST', pathIncludes: '/pulls' },
      { status: 403, body: { message: 'Resource not accessible by personal access token' } },
    );
    await expect(openPullRequest(client, input)).rejects.toMatchObject({ kind: 'permission' });
    expect(fake.refNames()).toEqual(['heads/main']);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/repos/halden-lab/lab-site/git/refs/heads/studio/publish-test',
    });
  });

  it('refuses to open an empty pull request', async () => {
    const { client, input } = await setUp();
    await expect(openPullRequest(client, input)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'There is nothing to publish.',
    });
  });
});

describe('publish settings', () => {
  it('reads owner/name and checks the target', () => {
    expect(parseRepository('halden-lab/lab-site')).toEqual({ owner: 'halden-lab', repo: 'lab-site' });
    expect(parseRepository('https://github.com/halden-lab/lab-site.git')).toEqual({
      owner: 'halden-lab',
      repo: 'lab-site',
    });
    expect(parseRepository('lab-site')).toBeNull();
    expect(parseRepository('a/b/c')).toBeNull();
    expect(targetProblem({ owner: 'a', repo: 'b', base: 'main' })).toBeNull();
    expect(targetProblem({ owner: 'a', repo: 'b', base: 'bad branch' })).toMatch(/base branch/);
    expect(targetProblem({ owner: '', repo: 'b', base: 'main' })).toMatch(/owner\/name/);
  });

  it('names branches by time', () => {
    expect(publishBranchName(new Date('2026-11-23T20:15:30Z'))).toBe('studio/publish-2026-11-23-201530');
  });
});
