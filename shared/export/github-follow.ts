/**
 * A pull request the studio opened, followed after "Pull request opened": its state, its
 * checks (the head commit's combined status and its check runs), its review state, and the
 * preview address a deployment of its head commit recorded (docs/decisions/070). DOM-free.
 */
import type { GitHubClient, GitHubTarget } from './github';

/** A pull request this browser opened, as remembered with the publish settings. */
export interface TrackedPull {
  /** The repository it was opened on ("owner/name"). */
  repository: string;
  number: number;
  url: string;
  title: string;
  /** When it was opened (ms since the epoch). */
  opened: number;
  /** Who opened it ("Ada Lovelace (@ada)"), when known. */
  by?: string;
}

export type ChecksState = 'none' | 'pending' | 'passed' | 'failed';
export type ReviewState = 'none' | 'approved' | 'changes-requested' | 'commented';

export interface PullStatus {
  number: number;
  title: string;
  url: string;
  state: 'open' | 'merged' | 'closed';
  checks: ChecksState;
  /** Each check's name and outcome, in GitHub's order. */
  checkList: { name: string; state: ChecksState }[];
  review: ReviewState;
  /** The preview of this pull request's site, when a deployment recorded one. */
  previewUrl: string | null;
}

type Pull = {
  number: number;
  title: string;
  html_url: string;
  state: 'open' | 'closed';
  merged?: boolean;
  merged_at?: string | null;
  head: { sha: string };
};
type Combined = { state: string; total_count?: number; statuses?: { state: string; context: string }[] };
type CheckRuns = { check_runs?: { name: string; status: string; conclusion: string | null }[] };
type Review = { user?: { login?: string } | null; state: string };
type Deployment = { id: number; sha: string; environment?: string };
type DeploymentStatus = { state: string; environment_url?: string | null };

const FAILED_CONCLUSIONS = new Set([
  'failure',
  'timed_out',
  'cancelled',
  'action_required',
  'startup_failure',
  'stale',
]);

function statusState(state: string): ChecksState {
  if (state === 'success') return 'passed';
  if (state === 'failure' || state === 'error') return 'failed';
  return 'pending';
}

function runState(run: { status: string; conclusion: string | null }): ChecksState {
  if (run.status !== 'completed') return 'pending';
  return run.conclusion && FAILED_CONCLUSIONS.has(run.conclusion) ? 'failed' : 'passed';
}

/** All checks together: failed if any failed, pending while any runs, passed when all passed. */
export function combineChecks(states: readonly ChecksState[]): ChecksState {
  if (states.length === 0) return 'none';
  if (states.includes('failed')) return 'failed';
  if (states.includes('pending')) return 'pending';
  return 'passed';
}

/** The review state: each reviewer's latest approval or change request counts. */
export function combineReviews(reviews: readonly Review[]): ReviewState {
  const latest = new Map<string, string>();
  let commented = false;
  for (const review of reviews) {
    const who = review.user?.login ?? '';
    if (review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED' || review.state === 'DISMISSED') {
      latest.set(who, review.state);
    } else if (review.state === 'COMMENTED') commented = true;
  }
  const states = [...latest.values()];
  if (states.includes('CHANGES_REQUESTED')) return 'changes-requested';
  if (states.includes('APPROVED')) return 'approved';
  return commented ? 'commented' : 'none';
}

/** Reads one pull request's state, checks, review and preview. */
export async function readPullStatus(client: GitHubClient, target: GitHubTarget, number: number): Promise<PullStatus> {
  const repo = client.repoPath(target);
  const pull = await client.request<Pull>('GET', `${repo}/pulls/${number}`, undefined, target);
  const sha = pull.head.sha;
  const [combined, runs, reviews, deployments] = await Promise.all([
    client.request<Combined>('GET', `${repo}/commits/${sha}/status`, undefined, target),
    client.request<CheckRuns>('GET', `${repo}/commits/${sha}/check-runs`, undefined, target),
    client.request<Review[]>('GET', `${repo}/pulls/${number}/reviews`, undefined, target),
    client.request<Deployment[]>('GET', `${repo}/deployments?sha=${sha}`, undefined, target),
  ]);
  const checkList = [
    ...(combined.statuses ?? []).map((status) => ({ name: status.context, state: statusState(status.state) })),
    ...(runs.check_runs ?? []).map((run) => ({ name: run.name, state: runState(run) })),
  ];
  return {
    number: pull.number,
    title: pull.title,
    url: pull.html_url,
    state: pull.merged || pull.merged_at ? 'merged' : pull.state === 'closed' ? 'closed' : 'open',
    checks: combineChecks(checkList.map((check) => check.state)),
    checkList,
    review: combineReviews(reviews),
    previewUrl: await previewOf(client, target, deployments),
  };
}

/** The newest deployment whose latest status succeeded with an environment address. */
async function previewOf(client: GitHubClient, target: GitHubTarget, deployments: readonly Deployment[]) {
  const newestFirst = [...deployments].sort((a, b) => b.id - a.id);
  for (const deployment of newestFirst) {
    const statuses = await client.request<DeploymentStatus[]>(
      'GET',
      `${client.repoPath(target)}/deployments/${deployment.id}/statuses`,
      undefined,
      target,
    );
    // GitHub lists a deployment's statuses newest first.
    const latest = statuses[0];
    const url = latest?.environment_url ?? '';
    if (latest?.state === 'success' && /^https?:\/\//i.test(url)) return url;
  }
  return null;
}

/** The words the studio shows for each state. */
export const PULL_STATE_WORDS: Record<PullStatus['state'], string> = {
  open: 'Open',
  merged: 'Merged',
  closed: 'Closed without merging',
};
export const CHECKS_WORDS: Record<ChecksState, string> = {
  none: 'No checks',
  pending: 'Checks running',
  passed: 'Checks passed',
  failed: 'Checks failed',
};
export const REVIEW_WORDS: Record<ReviewState, string> = {
  none: 'Not reviewed yet',
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  commented: 'Commented',
};

/** Parses a remembered list, dropping anything malformed. */
export function parseTrackedPulls(raw: unknown): TrackedPull[] {
  if (!Array.isArray(raw)) return [];
  const out: TrackedPull[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { repository, number, url, title, opened, by } = item as Record<string, unknown>;
    if (typeof repository !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(repository)) continue;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) continue;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url) || typeof title !== 'string') continue;
    out.push({
      repository,
      number,
      url,
      title: title.slice(0, 300),
      opened: typeof opened === 'number' && Number.isFinite(opened) ? opened : 0,
      ...(typeof by === 'string' ? { by: by.slice(0, 200) } : {}),
    });
  }
  return out;
}

/** How many opened pull requests are remembered; the oldest go first. */
export const TRACKED_PULLS_MAX = 20;

/** The list with `pull` added (newest first), without a duplicate, bounded. */
export function withTrackedPull(list: readonly TrackedPull[], pull: TrackedPull): TrackedPull[] {
  const rest = list.filter((item) => !(item.repository === pull.repository && item.number === pull.number));
  return [pull, ...rest].slice(0, TRACKED_PULLS_MAX);
}
