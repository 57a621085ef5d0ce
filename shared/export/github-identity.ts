/**
 * Who publishes, and where to: the person a GitHub token belongs to (GET /user), whether that
 * person may push to the site's repository (GET /repos/{owner}/{repo}: permissions.push), and
 * the fork a person without push access publishes through (POST /repos/{owner}/{repo}/forks,
 * then waiting until GitHub answers for it). DOM-free, like ./github.ts: the caller's client
 * carries fetch, so tests run it against the local fake (docs/decisions/070).
 */
import { PublishError, type GitHubClient, type GitHubTarget } from './github';

export interface GitHubPerson {
  login: string;
  id: number;
  /** The profile's display name; the login where the profile has none. */
  name: string;
  /** The address commits are made with: the public one, else GitHub's private no-reply address. */
  email: string;
}

/** The signed-in person, from GET /user. */
export async function readPerson(client: GitHubClient): Promise<GitHubPerson> {
  const user = await client.request<{ login: string; id: number; name?: string | null; email?: string | null }>(
    'GET',
    '/user',
  );
  const login = String(user.login);
  const id = Number(user.id);
  const name = typeof user.name === 'string' && user.name.trim() ? user.name.trim() : login;
  // GitHub attributes a commit to an account by its address; the no-reply form always matches.
  const email =
    typeof user.email === 'string' && user.email.includes('@')
      ? user.email
      : `${Number.isFinite(id) ? `${id}+` : ''}${login}@users.noreply.github.com`;
  return { login, id, name, email };
}

/** "Ada Lovelace (@ada)", or "@ada" when the profile has no other name. */
export function personLabel(person: Pick<GitHubPerson, 'login' | 'name'>): string {
  return person.name && person.name !== person.login ? `${person.name} (@${person.login})` : `@${person.login}`;
}

export interface RepositoryAccess {
  /** The repository's own spelling of owner and name. */
  owner: string;
  repo: string;
  /** Whether the signed-in person may push branches to it. */
  push: boolean;
}

/** What the signed-in person may do in the target repository. */
export async function readAccess(client: GitHubClient, target: GitHubTarget): Promise<RepositoryAccess> {
  const repo = await client.request<{ name: string; owner: { login: string }; permissions?: { push?: boolean } }>(
    'GET',
    client.repoPath(target),
    undefined,
    target,
  );
  return { owner: repo.owner.login, repo: repo.name, push: repo.permissions?.push === true };
}

export interface ForkOptions {
  /** Waits between the checks whether the new fork answers (injected by tests). */
  sleep?: (ms: number) => Promise<void>;
  /** How often to ask before giving up. */
  attempts?: number;
  /** The pause between two asks. */
  pauseMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The person's fork of the target repository: an existing fork is reused, otherwise one is
 * created. GitHub creates forks in the background, so this waits until the fork answers.
 */
export async function ensureFork(
  client: GitHubClient,
  target: GitHubTarget,
  person: Pick<GitHubPerson, 'login'>,
  options: ForkOptions = {},
): Promise<{ owner: string; repo: string }> {
  const sleep = options.sleep ?? wait;
  const attempts = options.attempts ?? 30;
  const pause = options.pauseMs ?? 2000;
  const upstream = `${target.owner}/${target.repo}`.toLowerCase();
  type Repo = { name: string; owner: { login: string }; fork?: boolean; parent?: { full_name?: string } };
  const read = async (owner: string, repo: string): Promise<Repo | null> => {
    try {
      return await client.request<Repo>('GET', client.repoPath({ owner, repo, base: target.base }));
    } catch (error) {
      if (error instanceof PublishError && error.kind === 'not-found') return null;
      throw error;
    }
  };
  const existing = await read(person.login, target.repo);
  if (existing?.fork && existing.parent?.full_name?.toLowerCase() === upstream) {
    return { owner: existing.owner.login, repo: existing.name };
  }
  if (existing) {
    throw new PublishError(
      'invalid',
      `Your GitHub account already has a repository named ${person.login}/${target.repo} that is not a fork of ${target.owner}/${target.repo}. Rename it on GitHub, then publish again.`,
    );
  }
  const created = await client.request<Repo>(
    'POST',
    `${client.repoPath(target)}/forks`,
    { default_branch_only: true },
    target,
  );
  const fork = { owner: created.owner.login, repo: created.name };
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await read(fork.owner, fork.repo)) return fork;
    await sleep(pause);
  }
  throw new PublishError(
    'server',
    `GitHub is still creating your fork ${fork.owner}/${fork.repo}. Try again in a minute.`,
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Device flow: signing in with a code entered at github.com/login/device (RFC 8628).           */
/* ------------------------------------------------------------------------------------------ */

export interface DeviceCode {
  deviceCode: string;
  /** What the person types at the verification address, e.g. "WDJB-MJHT". */
  userCode: string;
  verificationUri: string;
  /** When the code stops working (ms since the epoch). */
  expiresAt: number;
  /** Seconds between two polls. */
  interval: number;
}

export interface DeviceFlowOptions {
  /** The login host's root, e.g. "https://github.com". */
  loginUrl: string;
  clientId: string;
  /** OAuth scopes asked for (a GitHub App ignores them and uses its own permissions). */
  scope?: string;
  fetch?: typeof fetch;
}

export class SignInError extends Error {
  constructor(
    readonly kind: 'expired' | 'denied' | 'offline' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

async function postForm(options: DeviceFlowOptions, path: string, fields: Record<string, string>) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(`${options.loginUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  } catch {
    throw new SignInError(
      'offline',
      'GitHub cannot be reached from this browser. Check the internet connection and try again.',
    );
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok && typeof answer.error !== 'string') {
    throw new SignInError('refused', `GitHub refused the sign-in (${response.status}). Try again later.`);
  }
  return answer;
}

/** Step 1: a code for the person to enter at GitHub's verification address. */
export async function requestDeviceCode(options: DeviceFlowOptions, now = Date.now()): Promise<DeviceCode> {
  const answer = await postForm(options, '/login/device/code', {
    client_id: options.clientId,
    ...(options.scope ? { scope: options.scope } : {}),
  });
  if (typeof answer.error === 'string') {
    const disabled = answer.error === 'device_flow_disabled';
    throw new SignInError(
      'refused',
      disabled
        ? 'Sign-in with a code is not enabled for this studio’s GitHub app. Its owner turns on “Enable Device Flow” in the app’s settings.'
        : `GitHub refused the sign-in: ${String(answer.error_description ?? answer.error)}.`,
    );
  }
  const deviceCode = String(answer.device_code ?? '');
  const userCode = String(answer.user_code ?? '');
  const verificationUri = String(answer.verification_uri ?? '');
  if (!deviceCode || !userCode || !/^https?:\/\//.test(verificationUri)) {
    throw new SignInError('refused', 'GitHub answered the sign-in with something unexpected. Try again later.');
  }
  const expiresIn = Number(answer.expires_in);
  const interval = Number(answer.interval);
  return {
    deviceCode,
    userCode,
    verificationUri,
    expiresAt: now + (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 900) * 1000,
    interval: Number.isFinite(interval) && interval > 0 ? interval : 5,
  };
}

export interface PollOptions {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Stops polling when it returns true (the person cancelled). */
  cancelled?: () => boolean;
}

/**
 * Step 2: asks GitHub for the token every `interval` seconds until the person has entered the
 * code; a "slow_down" answer lengthens the interval, "expired_token" and "access_denied" end it.
 * Resolves with the token, or null when cancelled.
 */
export async function pollForToken(options: DeviceFlowOptions, code: DeviceCode, poll: PollOptions = {}) {
  const sleep = poll.sleep ?? wait;
  const now = poll.now ?? Date.now;
  let interval = code.interval;
  for (;;) {
    await sleep(interval * 1000);
    if (poll.cancelled?.()) return null;
    if (now() >= code.expiresAt) throw expired();
    const answer = await postForm(options, '/login/oauth/access_token', {
      client_id: options.clientId,
      device_code: code.deviceCode,
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    });
    if (poll.cancelled?.()) return null;
    if (typeof answer.access_token === 'string' && answer.access_token) return answer.access_token;
    switch (answer.error) {
      case 'authorization_pending':
        continue;
      case 'slow_down': {
        // GitHub names the new interval; the standard says five seconds more.
        const given = Number(answer.interval);
        interval = Number.isFinite(given) && given > interval ? given : interval + 5;
        continue;
      }
      case 'expired_token':
        throw expired();
      case 'access_denied':
        throw new SignInError('denied', 'The sign-in was cancelled on GitHub. Nothing was signed in.');
      default:
        throw new SignInError(
          'refused',
          `GitHub refused the sign-in: ${String(answer.error_description ?? answer.error ?? 'no token')}.`,
        );
    }
  }
}

const expired = () =>
  new SignInError('expired', 'The code expired before it was entered. Start the sign-in again for a new code.');
