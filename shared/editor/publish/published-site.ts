/**
 * "Update from the published site" (docs/decisions/069): the editor's changes merged onto the
 * newest published content. With the pull request channel set up (repository and a session
 * token) that is the base branch, read through the contents API; otherwise it is the site's
 * latest build, which a page loads with its own script: when the site was rebuilt since this
 * page was loaded, the page is loaded again and merges at load.
 */
import { useSyncExternalStore } from 'react';
import { contentOfFiles, readBranchFiles } from '../../export/onto-base';
import { createGitHubClient, parseRepository, targetProblem, type GitHubTarget } from '../../export/github';
import type { PublishSettingsStore } from '../../store/publish-settings';
import type { ContentStore, RebaseReport } from '../../store/store';
import type { Clash } from '../../store/rebase';

export type UpdateOutcome =
  | { kind: 'branch'; report: RebaseReport; unreadable: string[] }
  | { kind: 'reloading' }
  | { kind: 'latest-build' };

/** The GitHub channel's target and token, when both are set. */
export async function branchChannel(settings: PublishSettingsStore): Promise<{ target: GitHubTarget; token: string } | null> {
  const [saved, token] = await Promise.all([settings.loadTarget(), settings.loadToken()]);
  const parsed = saved ? parseRepository(saved.repository) : null;
  if (!saved || !parsed || !token) return null;
  const target = { ...parsed, base: saved.base };
  return targetProblem(target) ? null : { target, token };
}

/** The published content of the base branch merged into the editor's copy. */
export async function updateFromBranch(store: ContentStore, channel: { target: GitHubTarget; token: string }): Promise<UpdateOutcome> {
  const client = createGitHubClient({ apiUrl: __GITHUB_API_URL__, token: channel.token });
  const files = await readBranchFiles(client, channel.target);
  const { content, unreadable } = contentOfFiles(files);
  return { kind: 'branch', report: store.rebaseOnto(content, 'branch'), unreadable };
}

/** The module scripts a page of the site loads: they change with every build. */
function scriptsOf(html: string): string {
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]).sort().join(' ');
}

/** Loads the page again when the site was rebuilt since it was loaded (the load merges). */
export async function updateFromBuild(): Promise<UpdateOutcome> {
  const response = await fetch(window.location.href, { cache: 'no-store', credentials: 'same-origin' });
  const now = scriptsOf(await response.text());
  const loaded = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((script) => script.getAttribute('src') ?? '')
    .filter((src) => now.includes(src));
  if (now && loaded.length === 0) {
    window.location.reload();
    return { kind: 'reloading' };
  }
  return { kind: 'latest-build' };
}

export function updateMessage(outcome: UpdateOutcome): string {
  if (outcome.kind === 'reloading') return 'The site was rebuilt: loading its latest version…';
  if (outcome.kind === 'latest-build') return 'This page runs the site’s latest build: its published content is merged with your changes already.';
  const { merged, clashes } = outcome.report;
  const open = clashes.length ? ` ${clashes.length === 1 ? 'One field you changed was' : `${clashes.length} fields you changed were`} also changed there: choose below.` : '';
  const skipped = outcome.unreadable.length ? ` Not read (not in the studio’s form): ${outcome.unreadable.join(', ')}.` : '';
  if (merged.length === 0) return `Your changes are up to date with the published site.${open}${skipped}`;
  return `Updated from the published site: its newer content is merged with your changes.${open}${skipped}`;
}

/** The clashes waiting for the editor's choice; re-renders when they change. */
export function useClashes(store: ContentStore): Clash[] {
  return useSyncExternalStore(store.subscribe, store.getClashes, store.getClashes);
}
