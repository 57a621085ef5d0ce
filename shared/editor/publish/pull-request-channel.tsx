/**
 * Publish channel 2: a pull request on GitHub, opened from this browser as the signed-in
 * person (side panel) or with a fine-grained access token (/admin), kept for the browser
 * session only. Someone who may not push to the repository publishes through their fork.
 */
import { useEffect, useId, useState } from 'react';
import { reviewMarkdown } from '../../content/review/review';
import {
  createGitHubClient,
  openPullRequest,
  parseRepository,
  PublishError,
  publishBranchName,
  targetProblem,
  type GitHubTarget,
} from '../../export/github';
import { ensureFork, personLabel, readAccess, readPerson } from '../../export/github-identity';
import { parseTrackedPulls, withTrackedPull } from '../../export/github-follow';
import { applyOntoBase, filePathOf, readBranchFiles } from '../../export/onto-base';
import type { PublishPlan } from '../../export/publish';
import type { Content } from '../../content/model/model';
import { useStore } from '../../ui/content-context';
import { useStudioHost } from '../host';
import { GitHubAccountBox } from './github-account';
import type { GitHubAccount } from './use-github-account';
import { updateFromBranch, updateMessage, useClashes } from './published-site';

type Status =
  | { kind: 'idle' }
  | { kind: 'working'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'base-changed'; changed: string[]; overlapping: string[] }
  | { kind: 'opened'; url: string; number: number; fork: string | null }
  | { kind: 'clashes'; count: number }
  | { kind: 'updated'; text: string };

/** Data file paths in staff's words: "projects", "settings (featured items, team image, topic colours)". */
function fileWords(path: string): string {
  const name = path.split('/').pop()!.replace(/\.ts$/, '');
  if (name === 'settings') return 'featured items, team image and topic colours';
  return name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

export function PullRequestChannel({
  plan,
  published,
  count,
  account,
  onOpened,
}: {
  plan: PublishPlan;
  /** What the review compares with: the published content this editor's changes started from. */
  published: Content;
  count: number;
  account: GitHubAccount;
  /** A pull request was opened (and remembered): the list of pull requests reads it. */
  onOpened?: () => void;
}) {
  const { publishSettings } = useStudioHost();
  const store = useStore();
  const open = useClashes(store);
  const ids = { repo: useId(), base: useId(), token: useId() };
  const [repository, setRepository] = useState(__PUBLISH_REPOSITORY__);
  const [base, setBase] = useState('main');
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The field shows the kept token until the editor types another one.
  const token = typed ?? account.token ?? '';
  const tokenKept = account.token !== null;

  useEffect(() => {
    let cancelled = false;
    void publishSettings.loadTarget().then((target) => {
      if (cancelled || !target) return;
      setRepository(target.repository);
      setBase(target.base);
    });
    return () => {
      cancelled = true;
    };
  }, [publishSettings]);

  const publish = async (overwrite: boolean) => {
    const parsed = parseRepository(repository);
    const target: Partial<GitHubTarget> = { ...parsed, base: base.trim() };
    const problem = parsed ? targetProblem(target) : targetProblem({});
    if (problem) return setStatus({ kind: 'error', text: problem });
    const secret = token.trim();
    if (!secret || /\s/.test(secret))
      return setStatus({ kind: 'error', text: 'Enter the access token (it has no spaces).' });
    await publishSettings.saveTarget({ repository: `${parsed!.owner}/${parsed!.repo}`, base: target.base! });
    await account.keepToken(secret);
    setTyped(null);
    if (open.length) return setStatus({ kind: 'clashes', count: open.length });
    setStatus({ kind: 'working', text: 'Checking the repository…' });
    try {
      const client = createGitHubClient({ apiUrl: __GITHUB_API_URL__, token: secret });
      const uploads = plan.uploads.map((file) => file.path);
      // Made as the person the token belongs to; without push access, through their fork.
      const person = await readPerson(client);
      account.knownAs(person);
      const access = await readAccess(client, target as GitHubTarget);
      let fork: { owner: string; repo: string } | undefined;
      if (!access.push) {
        setStatus({
          kind: 'working',
          text: `You cannot push to ${access.owner}/${access.repo}: preparing your fork ${person.login}/${access.repo}…`,
        });
        fork = await ensureFork(client, target as GitHubTarget, person);
      }
      // Only this editor's changes, applied to the base branch's files as they are now (docs/decisions/069).
      const branch = await readBranchFiles(client, target as GitHubTarget);
      const mine = { ...plan.plan.lists, ...plan.plan.settings, labProfile: plan.plan.profile };
      const applied = applyOntoBase(published, mine, branch, { overwrite });
      if (applied.clashes.length && !overwrite) {
        const files = [...new Set(applied.clashes.map((clash) => filePathOf(clash.key)))];
        return setStatus({ kind: 'base-changed', changed: files, overlapping: files });
      }
      if (applied.changedFiles.length === 0 && plan.uploads.length === 0) {
        return setStatus({
          kind: 'error',
          text: 'The base branch holds these changes already: there is nothing to publish.',
        });
      }
      const title = `Content update from the studio (${count} change${count === 1 ? '' : 's'})`;
      const result = await openPullRequest(client, {
        target: target as GitHubTarget,
        fork,
        author: { name: person.name, email: person.email },
        // The branch's files as just read: if it moves before the commit, the studio says so.
        published: applied.replaced,
        changedFiles: applied.changedFiles,
        uploads: plan.uploads,
        branch: publishBranchName(new Date()),
        title,
        body: reviewMarkdown(plan.review, uploads),
        overwrite,
      });
      if (result.status === 'base-changed')
        setStatus({ kind: 'base-changed', changed: result.changed, overlapping: result.overlapping });
      else {
        const repositoryName = `${parsed!.owner}/${parsed!.repo}`;
        const tracked = parseTrackedPulls(await publishSettings.loadPulls());
        await publishSettings.savePulls(
          withTrackedPull(tracked, {
            repository: repositoryName,
            number: result.number,
            url: result.url,
            title,
            opened: Date.now(),
            by: personLabel(person),
          }),
        );
        setStatus({
          kind: 'opened',
          url: result.url,
          number: result.number,
          fork: fork ? `${fork.owner}/${fork.repo}` : null,
        });
        onOpened?.();
      }
    } catch (error) {
      const text =
        error instanceof PublishError
          ? error.message
          : `Publishing failed: ${error instanceof Error ? error.message : String(error)}`;
      setStatus({ kind: 'error', text: `${text} Nothing was changed.` });
    }
  };

  /** Reads the base branch and merges it into the editor's copy: clashes then show side by side above. */
  const update = async () => {
    const parsed = parseRepository(repository);
    const secret = token.trim();
    if (!parsed || !secret)
      return setStatus({ kind: 'error', text: 'Enter the repository and the access token first.' });
    setStatus({ kind: 'working', text: 'Reading the published site…' });
    try {
      const outcome = await updateFromBranch(store, { target: { ...parsed, base: base.trim() }, token: secret });
      setStatus({ kind: 'updated', text: updateMessage(outcome) });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: `${error instanceof Error ? error.message : String(error)} Nothing was changed.`,
      });
    }
  };

  const forget = async () => {
    await account.signOut();
    setTyped(null);
  };

  const working = status.kind === 'working';
  return (
    <section className="studio-publish-channel" aria-labelledby="publish-pr-heading">
      <h2 id="publish-pr-heading">Open a pull request on GitHub</h2>
      <p>
        Proposes these changes to the site's repository as one pull request, with the list above as its description. The
        site is updated once the pull request is merged.
      </p>
      <GitHubAccountBox account={account} />
      <form
        className="studio-publish-form"
        onSubmit={(event) => {
          event.preventDefault();
          void publish(false);
        }}
      >
        <div className="studio-field">
          <label htmlFor={ids.repo}>Repository (owner/name)</label>
          <input
            id={ids.repo}
            value={repository}
            onChange={(e) => setRepository(e.target.value)}
            placeholder="your-org/lab-website"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="studio-field">
          <label htmlFor={ids.base}>Base branch</label>
          <input
            id={ids.base}
            value={base}
            onChange={(e) => setBase(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        {account.person ? null : (
          <div className="studio-field">
            <label htmlFor={ids.token}>Access token</label>
            <input
              id={ids.token}
              type="password"
              value={token}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${ids.token}-hint`}
            />
            <p id={`${ids.token}-hint`} className="studio-hint">
              A fine-grained personal access token for this repository only, with read and write access to Contents and
              Pull requests. It is kept only until this browser closes, never with the content, exports or backups.
              {tokenKept ? (
                <>
                  {' '}
                  <button type="button" className="studio-link-button" onClick={() => void forget()}>
                    Forget the token now
                  </button>
                </>
              ) : null}
            </p>
          </div>
        )}
        <div className="studio-actions">
          <button type="submit" className="studio-button studio-primary" disabled={working}>
            {working ? 'Opening…' : 'Open pull request'}
          </button>
        </div>
      </form>
      {status.kind === 'working' ? (
        <p className="studio-muted" role="status">
          {status.text}
        </p>
      ) : null}
      {status.kind === 'error' ? (
        <p className="studio-banner studio-banner-error" role="alert">
          {status.text}
        </p>
      ) : null}
      {status.kind === 'base-changed' ? (
        <div className="studio-banner studio-banner-error" role="alert">
          <p>
            The site's repository changed since the content this studio started from: someone published{' '}
            {status.changed.map(fileWords).join(', ')} in the meantime. Nothing was changed yet.
          </p>
          <p>
            {status.overlapping.length
              ? `Your pull request would replace their version of ${status.overlapping.map(fileWords).join(', ')} where you both changed the same field. Update from the published site to see both versions side by side and choose, or open it anyway with your version of those fields.`
              : 'Your pull request touches other files, so their change stays as it is.'}
          </p>
          <div className="studio-actions">
            <button type="button" className="studio-button" onClick={() => setStatus({ kind: 'idle' })}>
              Cancel
            </button>
            <button type="button" className="studio-button" onClick={() => void publish(true)}>
              Open the pull request anyway
            </button>
            {status.overlapping.length ? (
              <button type="button" className="studio-button studio-primary" onClick={() => void update()}>
                Update from the published site
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {status.kind === 'clashes' ? (
        <p className="studio-banner studio-banner-error" role="alert">
          Choose between your version and the published one for{' '}
          {status.count === 1 ? 'the field' : `the ${status.count} fields`} listed under “Changed by you and on the
          published site” first. Nothing was changed.
        </p>
      ) : null}
      {status.kind === 'updated' ? (
        <p className="studio-muted" role="status">
          {status.text}
        </p>
      ) : null}
      {status.kind === 'opened' ? (
        <p className="studio-banner studio-banner-success" role="status">
          Pull request #{status.number} is open:{' '}
          <a href={status.url} target="_blank" rel="noreferrer noopener">
            {status.url}
          </a>
          .{status.fork ? ` It comes from your fork ${status.fork}.` : ''} The site is updated when it is merged.
        </p>
      ) : null}
    </section>
  );
}
