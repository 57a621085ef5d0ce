/**
 * Publishing as a person: the device flow's code and polling (slow_down, expiry, refusal),
 * who the token belongs to, publishing through a fork without push access, and following the
 * pull request (checks, review, merge, preview), all against the local fake of GitHub.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { createGitHubClient, openPullRequest } from '../../shared/export/github';
import {
  ensureFork,
  personLabel,
  pollForToken,
  readAccess,
  readPerson,
  requestDeviceCode,
  SignInError,
} from '../../shared/export/github-identity';
import {
  combineChecks,
  parseTrackedPulls,
  readPullStatus,
  TRACKED_PULLS_MAX,
  withTrackedPull,
} from '../../shared/export/github-follow';
import { asPublished, planPublish, sourceFiles } from '../../shared/export/publish';
import { sourcePath } from '../../shared/export/source';
import { createChangeHistory, indexedDbHistoryBackend } from '../../shared/store/history';
import { memoryStorage } from '../../shared/store/persistence';
import { createFakeGitHub, type FakePerson } from '../fixtures/fake-github';
import { mapAssets } from './export-fixtures';
import { testStore } from './store-fixtures';

const API = 'http://127.0.0.1:4792';
const LOGIN = 'http://127.0.0.1:4792';
const CLIENT_ID = 'Iv1.testclient0001';
const STUDENT: FakePerson = {
  login: 'sam-student',
  id: 4242,
  name: 'Sam Student',
  token: 'gho_student_token_0001',
  push: false,
};
const POSTDOC: FakePerson = {
  login: 'pat-postdoc',
  id: 4343,
  name: 'Pat Postdoc',
  email: 'pat@halden.example',
  token: 'gho_postdoc_token_01',
  push: true,
};

const publishedFiles = () => [...sourceFiles(asPublished(seedContent()))].map(([path, text]) => ({ path, text }));
const makeFake = () =>
  createFakeGitHub({
    files: Object.fromEntries(publishedFiles().map((f) => [f.path, f.text])),
    people: [STUDENT, POSTDOC],
    clientId: CLIENT_ID,
  });
const noWait = async () => {};

async function changedProject() {
  const content = seedContent();
  content.projects[1] = { ...content.projects[1]!, title: 'Retitled By A Student' };
  return planPublish(content, seedContent(), mapAssets({}));
}

describe('device flow', () => {
  it('hands out a code, waits while it is pending, slows down when told, then returns the person’s token', async () => {
    const fake = makeFake();
    const options = { loginUrl: LOGIN, clientId: CLIENT_ID, scope: 'public_repo', fetch: fake.fetch };
    const code = await requestDeviceCode(options, 1_000);
    expect(code).toMatchObject({
      userCode: expect.stringMatching(/^FAKE-/),
      verificationUri: 'https://github.com/login/device',
      interval: 1,
    });
    expect(code.expiresAt).toBe(1_000 + 900_000);

    const waits: number[] = [];
    let polls = 0;
    fake.slowDown(1);
    const token = await pollForToken(options, code, {
      now: () => 2_000,
      sleep: async (ms) => {
        waits.push(ms);
        polls += 1;
        // The person enters the code while the studio waits.
        if (polls === 3) fake.approveDevice(code.userCode, STUDENT.login);
      },
    });
    expect(token).toBe(STUDENT.token);
    // 1 s, then slow_down: the interval GitHub names (never shorter than before, so +5 s here).
    expect(waits).toEqual([1000, 6000, 6000]);
    const form = fake.requests.find((r) => r.path === '/login/oauth/access_token')!.body as Record<string, string>;
    expect(form).toMatchObject({ client_id: CLIENT_ID, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' });
  });

  it('ends with a clear message when the code expires or the person declines', async () => {
    const fake = makeFake();
    const options = { loginUrl: LOGIN, clientId: CLIENT_ID, fetch: fake.fetch };
    const first = await requestDeviceCode(options);
    fake.expireDevice(first.userCode);
    await expect(pollForToken(options, first, { sleep: noWait })).rejects.toMatchObject({ kind: 'expired' });
    // Past its lifetime no request is made at all.
    const late = await requestDeviceCode(options, 0);
    const before = fake.requests.length;
    await expect(pollForToken(options, late, { sleep: noWait, now: () => late.expiresAt })).rejects.toBeInstanceOf(
      SignInError,
    );
    expect(fake.requests.length).toBe(before);

    const second = await requestDeviceCode(options);
    fake.denyDevice(second.userCode);
    await expect(pollForToken(options, second, { sleep: noWait })).rejects.toThrow(
      'The sign-in was cancelled on GitHub',
    );
  });

  it('stops when cancelled, and refuses a wrong client id', async () => {
    const fake = makeFake();
    const options = { loginUrl: LOGIN, clientId: CLIENT_ID, fetch: fake.fetch };
    const code = await requestDeviceCode(options);
    let cancelled = false;
    const result = await pollForToken(options, code, {
      sleep: async () => void (cancelled = true),
      cancelled: () => cancelled,
    });
    expect(result).toBeNull();
    await expect(requestDeviceCode({ ...options, clientId: 'someone-else' })).rejects.toMatchObject({
      kind: 'refused',
    });
  });
});

describe('the person and their access', () => {
  it('reads who the token belongs to and what they may do', async () => {
    const fake = makeFake();
    const target = { owner: fake.owner, repo: fake.repo, base: 'main' };
    const student = createGitHubClient({ apiUrl: API, token: STUDENT.token, fetch: fake.fetch });
    const postdoc = createGitHubClient({ apiUrl: API, token: POSTDOC.token, fetch: fake.fetch });
    const person = await readPerson(student);
    expect(person).toEqual({
      login: 'sam-student',
      id: 4242,
      name: 'Sam Student',
      email: '4242+sam-student@users.noreply.github.com',
    });
    expect(personLabel(person)).toBe('Sam Student (@sam-student)');
    expect((await readPerson(postdoc)).email).toBe('pat@halden.example');
    expect(await readAccess(student, target)).toEqual({ owner: 'halden-lab', repo: 'lab-site', push: false });
    expect((await readAccess(postdoc, target)).push).toBe(true);
  });

  it('a person with push access: the branch is in the repository and the commit names them', async () => {
    const fake = makeFake();
    const client = createGitHubClient({ apiUrl: API, token: POSTDOC.token, fetch: fake.fetch });
    const plan = await changedProject();
    const person = await readPerson(client);
    const result = await openPullRequest(client, {
      target: { owner: fake.owner, repo: fake.repo, base: 'main' },
      published: publishedFiles(),
      changedFiles: plan.changedFiles,
      uploads: plan.uploads,
      branch: 'studio/publish-postdoc',
      title: 'Content update',
      body: 'review',
      author: { name: person.name, email: person.email },
    });
    expect(result.status).toBe('opened');
    const commitRequest = fake.requests.find((r) => r.method === 'POST' && r.path.endsWith('/git/commits'))!;
    expect(commitRequest.authorization).toBe(`Bearer ${POSTDOC.token}`);
    expect(commitRequest.body).toMatchObject({
      author: { name: 'Pat Postdoc', email: 'pat@halden.example' },
      committer: { name: 'Pat Postdoc', email: 'pat@halden.example' },
    });
    expect(
      (await fake
        .fetch(`${API}/repos/halden-lab/lab-site/pulls/1`, { headers: { authorization: `Bearer ${POSTDOC.token}` } })
        .then((r) => r.json())) as unknown,
    ).toMatchObject({
      user: { login: 'pat-postdoc' },
      head: { ref: 'studio/publish-postdoc' },
    });
  });

  it('a person without push access cannot write to the repository, and publishes through a fork created on demand and then reused', async () => {
    const fake = makeFake();
    const target = { owner: fake.owner, repo: fake.repo, base: 'main' };
    const client = createGitHubClient({ apiUrl: API, token: STUDENT.token, fetch: fake.fetch });
    const plan = await changedProject();
    const input = {
      target,
      published: publishedFiles(),
      changedFiles: plan.changedFiles,
      uploads: plan.uploads,
      branch: 'studio/publish-student',
      title: 'Content update',
      body: 'review',
    };
    // Straight into the repository: refused, nothing written.
    await expect(openPullRequest(client, input)).rejects.toMatchObject({ kind: 'permission' });
    expect(fake.refNames()).toEqual(['heads/main']);

    const waits: number[] = [];
    const fork = await ensureFork(
      client,
      target,
      { login: STUDENT.login },
      { sleep: async (ms) => void waits.push(ms), pauseMs: 10 },
    );
    expect(fork).toEqual({ owner: 'sam-student', repo: 'lab-site' });
    // GitHub makes forks in the background: the studio waited until it answered.
    expect(waits).toEqual([10]);
    const result = await openPullRequest(client, { ...input, fork });
    expect(result).toMatchObject({ status: 'opened', number: 1 });
    expect(fake.refNames()).toEqual(['heads/main']);
    expect(fake.forkRefNames('sam-student')).toEqual(['heads/main', 'heads/studio/publish-student']);
    expect(fake.pulls[0]).toMatchObject({ head: 'sam-student:studio/publish-student', base: 'main' });
    const commit = fake.forkCommitOf('sam-student', 'studio/publish-student')!;
    expect(commit.parents).toEqual([fake.commitOf('main')!.sha]);
    expect(fake.treeOf(commit.sha).find((e) => e.path === sourcePath('projects'))!.sha).not.toBe(
      fake.treeOf(fake.commitOf('main')!.sha).find((e) => e.path === sourcePath('projects'))!.sha,
    );

    // The next publication reuses the fork.
    const forksBefore = fake.requests.filter((r) => r.path.endsWith('/forks')).length;
    expect(await ensureFork(client, target, { login: STUDENT.login }, { sleep: noWait })).toEqual(fork);
    expect(fake.requests.filter((r) => r.path.endsWith('/forks')).length).toBe(forksBefore);
  });
});

describe('following a pull request', () => {
  it('reads checks going from pending to passed, the review, the preview and the merge', async () => {
    const fake = makeFake();
    const target = { owner: fake.owner, repo: fake.repo, base: 'main' };
    const client = createGitHubClient({ apiUrl: API, token: POSTDOC.token, fetch: fake.fetch });
    const plan = await changedProject();
    await openPullRequest(client, {
      target,
      published: publishedFiles(),
      changedFiles: plan.changedFiles,
      uploads: plan.uploads,
      branch: 'studio/follow',
      title: 'Content update',
      body: 'review',
    });
    expect(await readPullStatus(client, target, 1)).toEqual({
      number: 1,
      title: 'Content update',
      url: 'https://github.com/halden-lab/lab-site/pull/1',
      state: 'open',
      checks: 'none',
      checkList: [],
      review: 'none',
      previewUrl: null,
    });
    const sha = fake.headOf(1);
    fake.addStatus(sha, 'pending', 'ci/build');
    fake.setCheckRun(sha, 'test', 'in_progress');
    expect(await readPullStatus(client, target, 1)).toMatchObject({
      checks: 'pending',
      checkList: [
        { name: 'ci/build', state: 'pending' },
        { name: 'test', state: 'pending' },
      ],
    });
    fake.addStatus(sha, 'success', 'ci/build');
    fake.setCheckRun(sha, 'test', 'completed', 'success');
    fake.addReview(1, 'lab-pi', 'CHANGES_REQUESTED');
    fake.addReview(1, 'lab-pi', 'APPROVED');
    fake.addDeployment(sha, 'pr-1', 'in_progress');
    fake.addDeployment(sha, 'pr-1', 'success', 'https://halden-lab.github.io/lab-site/previews/pr-1/');
    expect(await readPullStatus(client, target, 1)).toMatchObject({
      state: 'open',
      checks: 'passed',
      review: 'approved',
      previewUrl: 'https://halden-lab.github.io/lab-site/previews/pr-1/',
    });
    fake.closePull(1, { merged: true });
    expect((await readPullStatus(client, target, 1)).state).toBe('merged');
    expect(fake.filesOf('main')[sourcePath('projects')]).toContain('Retitled By A Student');
  });

  it('a failed check fails the whole; a remembered list is bounded and drops malformed entries', () => {
    expect(combineChecks(['passed', 'pending', 'failed'])).toBe('failed');
    expect(combineChecks(['passed', 'pending'])).toBe('pending');
    expect(combineChecks([])).toBe('none');
    const pull = (number: number) => ({
      repository: 'halden-lab/lab-site',
      number,
      url: `https://github.com/halden-lab/lab-site/pull/${number}`,
      title: `#${number}`,
      opened: number,
    });
    let list = parseTrackedPulls([
      pull(1),
      { number: 'x' },
      null,
      { ...pull(2), url: ['javascript', 'alert(1)'].join(':') },
    ]);
    expect(list.map((p) => p.number)).toEqual([1]);
    for (let n = 2; n <= TRACKED_PULLS_MAX + 5; n += 1) list = withTrackedPull(list, pull(n));
    list = withTrackedPull(list, pull(TRACKED_PULLS_MAX + 5));
    expect(list).toHaveLength(TRACKED_PULLS_MAX);
    expect(list[0]!.number).toBe(TRACKED_PULLS_MAX + 5);
  });
});

describe('the change history names the person', () => {
  it('records who made each change while signed in, and nobody otherwise', async () => {
    let person: string | null = 'Sam Student (@sam-student)';
    const history = createChangeHistory({ backend: indexedDbHistoryBackend(new IDBFactory()), person: () => person });
    const store = testStore(memoryStorage(), { onCommit: (record) => history.record(record) });
    const project = store.getSnapshot().projects[0]!;
    store.save('projects', { ...project, title: 'Signed In Edit' });
    person = null;
    store.save('projects', { ...project, title: 'Signed Out Edit' });
    await history.flush();
    const [signedOut, signedIn] = history.getEntries();
    expect(signedIn!.by).toBe('Sam Student (@sam-student)');
    expect(signedOut).not.toHaveProperty('by');
  });
});
