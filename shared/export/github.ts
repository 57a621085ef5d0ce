/**
 * Opens a pull request with the studio's changes through GitHub's REST API: one commit made
 * with the git data endpoints (blobs, a tree on top of the base branch's tree, a commit, a
 * branch ref), then a pull request whose description is the change review. DOM-free; the
 * caller passes fetch, so tests run it against a local fake.
 *
 * Before committing, the base branch's data files are compared (by git blob id) with what
 * this build shipped; if they differ, someone published in the meantime and the caller is
 * told so instead of overwriting it silently (docs/decisions/015).
 */
import { bytesToBase64 } from './bytes';
import { gitBlobSha, type TextFile } from './publish';
import type { ExportFile } from './zip';

export interface GitHubTarget {
  owner: string;
  repo: string;
  /** The branch the pull request goes into, e.g. "main". */
  base: string;
}

export interface GitHubClientOptions {
  /** API root, e.g. "https://api.github.com" (no trailing slash needed). */
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
}

export type PublishErrorKind = 'auth' | 'permission' | 'not-found' | 'rate-limit' | 'offline' | 'invalid' | 'server';

export class PublishError extends Error {
  constructor(
    readonly kind: PublishErrorKind,
    message: string,
    readonly resetAt?: Date,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
// Git ref names: no spaces, "..", "~^:?*[\", control characters, or a leading/trailing "/" or ".".
// eslint-disable-next-line no-control-regex
const BRANCH = /^(?!\/|.*\/$|.*\.\.|.*\.lock$|.*\/\.|\.)[^\s~^:?*[\\\u0000-\u001f\u007f]{1,200}$/;

/** Why a target cannot be used, in staff's words, or null when it is fine. */
export function targetProblem(target: Partial<GitHubTarget>): string | null {
  if (!target.owner || !NAME.test(target.owner) || !target.repo || !NAME.test(target.repo)) {
    return 'Enter the repository as owner/name, for example your-org/lab-website.';
  }
  if (!target.base || !BRANCH.test(target.base)) return 'Enter the base branch, for example main.';
  return null;
}

/** "owner/name" -> { owner, repo }, or null. */
export function parseRepository(text: string): { owner: string; repo: string } | null {
  const match = /^\s*(?:https:\/\/github\.com\/)?([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?\s*$/.exec(text);
  if (!match || !NAME.test(match[1]!) || !NAME.test(match[2]!)) return null;
  return { owner: match[1]!, repo: match[2]! };
}

function time(date: Date): string {
  return date.toISOString().slice(11, 16) + ' UTC';
}

export function createGitHubClient(options: GitHubClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(method: string, path: string, body?: unknown, target?: GitHubTarget): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${options.token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new PublishError(
        'offline',
        'GitHub cannot be reached from this browser. Check the internet connection and try again.',
      );
    }
    if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
    const text = await response.text().catch(() => '');
    let detail: string;
    try {
      detail = String((JSON.parse(text) as { message?: unknown }).message ?? '');
    } catch {
      detail = '';
    }
    const where = target ? `${target.owner}/${target.repo}` : 'the repository';
    const remaining = response.headers.get('x-ratelimit-remaining');
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 429 || (response.status === 403 && (remaining === '0' || /rate limit/i.test(detail)))) {
      const resetAt =
        Number.isFinite(reset) && reset > 0
          ? new Date(reset * 1000)
          : Number.isFinite(retryAfter) && retryAfter > 0
            ? new Date(Date.now() + retryAfter * 1000)
            : undefined;
      throw new PublishError(
        'rate-limit',
        `GitHub's limit on requests has been reached${resetAt ? `; try again after ${time(resetAt)}` : '; try again later'}.`,
        resetAt,
      );
    }
    if (response.status === 401) {
      throw new PublishError(
        'auth',
        'GitHub did not accept the access token: it may be mistyped, expired or revoked. Enter a valid token.',
      );
    }
    if (response.status === 403) {
      throw new PublishError(
        'permission',
        `The access token may not do this in ${where}. It needs read and write access to the repository's Contents and Pull requests.`,
      );
    }
    if (response.status === 404) {
      throw new PublishError(
        'not-found',
        `GitHub shows no repository ${where} with a branch "${target?.base ?? ''}" to this token. Check the repository, the base branch, and that the token was given access to this repository.`,
      );
    }
    if (response.status === 422 || response.status === 409) {
      throw new PublishError('invalid', `GitHub refused the change${detail ? `: ${detail}` : ''}.`);
    }
    throw new PublishError(
      'server',
      `GitHub answered with an error (${response.status}${detail ? `: ${detail}` : ''}). Try again later.`,
    );
  }

  const repoPath = (t: GitHubTarget) => `/repos/${encodeURIComponent(t.owner)}/${encodeURIComponent(t.repo)}`;
  const refPath = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');

  return {
    request,
    /** The base branch's head commit and tree, and each of `paths`' blob id there (null: absent). */
    async readBase(target: GitHubTarget, paths: readonly string[]) {
      const ref = await request<{ object: { sha: string } }>(
        'GET',
        `${repoPath(target)}/git/ref/heads/${refPath(target.base)}`,
        undefined,
        target,
      );
      const commit = await request<{ tree: { sha: string } }>(
        'GET',
        `${repoPath(target)}/git/commits/${ref.object.sha}`,
        undefined,
        target,
      );
      const tree = await request<{ tree: { path: string; type: string; sha: string }[]; truncated?: boolean }>(
        'GET',
        `${repoPath(target)}/git/trees/${commit.tree.sha}?recursive=1`,
        undefined,
        target,
      );
      const blobs = new Map(tree.tree.filter((entry) => entry.type === 'blob').map((entry) => [entry.path, entry.sha]));
      return {
        commitSha: ref.object.sha,
        treeSha: commit.tree.sha,
        files: new Map(paths.map((path) => [path, blobs.get(path) ?? null])),
      };
    },
    /** The signed-in user's login: a cheap check that the token works. */
    async whoAmI(): Promise<string> {
      return (await request<{ login: string }>('GET', '/user')).login;
    },
    repoPath,
    refPath,
  };
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;

export interface PullRequestInput {
  target: GitHubTarget;
  /** The data files as this build shipped them: the baseline the base branch is compared with. */
  published: readonly TextFile[];
  changedFiles: readonly TextFile[];
  uploads: readonly ExportFile[];
  branch: string;
  title: string;
  body: string;
  /** Commit even though the base branch's data files changed since the published baseline. */
  overwrite?: boolean;
  /**
   * The person's fork, for someone who may not push to the target: the branch and its commit
   * go there and the pull request asks to merge "owner:branch" (./github-identity.ts).
   */
  fork?: { owner: string; repo: string };
  /** The signed-in person, named as the commit's author and committer. */
  author?: { name: string; email: string };
}

export type PullRequestResult =
  | { status: 'opened'; url: string; number: number; branch: string; files: string[] }
  | { status: 'base-changed'; changed: string[]; overlapping: string[] };

/** Base-branch data files that differ from the published baseline. */
export async function driftedFiles(client: GitHubClient, target: GitHubTarget, published: readonly TextFile[]) {
  const base = await client.readBase(
    target,
    published.map((file) => file.path),
  );
  const changed: string[] = [];
  for (const file of published) {
    const expected = await gitBlobSha(new TextEncoder().encode(file.text));
    if (base.files.get(file.path) !== expected) changed.push(file.path);
  }
  return { base, changed };
}

/** Creates the branch, the one commit and the pull request; removes the branch again if the pull request fails. */
export async function openPullRequest(client: GitHubClient, input: PullRequestInput): Promise<PullRequestResult> {
  const { target } = input;
  const files = [...input.changedFiles.map((f) => f.path), ...input.uploads.map((f) => f.path)];
  if (files.length === 0) throw new PublishError('invalid', 'There is nothing to publish.');
  const { base, changed } = await driftedFiles(client, target, input.published);
  if (changed.length && !input.overwrite) {
    return { status: 'base-changed', changed, overlapping: changed.filter((path) => files.includes(path)) };
  }
  // Objects and the branch go where the person may write: the fork shares the target's objects.
  const writeTo: GitHubTarget = input.fork ? { ...input.fork, base: target.base } : target;
  const repo = client.repoPath(writeTo);
  const tree: { path: string; mode: '100644'; type: 'blob'; sha: string }[] = [];
  for (const file of input.changedFiles) {
    const blob = await client.request<{ sha: string }>(
      'POST',
      `${repo}/git/blobs`,
      { content: file.text, encoding: 'utf-8' },
      target,
    );
    tree.push({ path: file.path, mode: '100644', type: 'blob', sha: blob.sha });
  }
  for (const file of input.uploads) {
    const blob = await client.request<{ sha: string }>(
      'POST',
      `${repo}/git/blobs`,
      { content: bytesToBase64(file.bytes), encoding: 'base64' },
      target,
    );
    tree.push({ path: file.path, mode: '100644', type: 'blob', sha: blob.sha });
  }
  const newTree = await client.request<{ sha: string }>(
    'POST',
    `${repo}/git/trees`,
    { base_tree: base.treeSha, tree },
    target,
  );
  const commit = await client.request<{ sha: string }>(
    'POST',
    `${repo}/git/commits`,
    {
      message: input.title,
      tree: newTree.sha,
      parents: [base.commitSha],
      ...(input.author ? { author: input.author, committer: input.author } : {}),
    },
    writeTo,
  );
  // Until the branch exists nothing is visible in the repository: unreferenced objects are discarded by GitHub.
  await client.request('POST', `${repo}/git/refs`, { ref: `refs/heads/${input.branch}`, sha: commit.sha }, writeTo);
  try {
    const pull = await client.request<{ html_url: string; number: number }>(
      'POST',
      `${client.repoPath(target)}/pulls`,
      {
        title: input.title,
        head: input.fork ? `${input.fork.owner}:${input.branch}` : input.branch,
        base: target.base,
        body: input.body,
      },
      target,
    );
    return { status: 'opened', url: pull.html_url, number: pull.number, branch: input.branch, files };
  } catch (error) {
    await client
      .request('DELETE', `${repo}/git/refs/heads/${client.refPath(input.branch)}`, undefined, writeTo)
      .catch(() => undefined);
    throw error;
  }
}

/** A branch name for one publication, e.g. "studio/publish-2026-11-23-201530". */
export function publishBranchName(now: Date): string {
  return `studio/publish-${now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')}`;
}
