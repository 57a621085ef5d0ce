/**
 * The pull requests this browser opened, followed on GitHub: state, checks, review and the
 * preview a deployment recorded, read again whenever the screen is shown or the window comes
 * back into view. After a merge it offers to bring the published site's content into this
 * browser.
 */
import { useCallback, useEffect, useState } from 'react';
import { createGitHubClient, parseRepository, PublishError } from '../../export/github';
import {
  CHECKS_WORDS,
  parseTrackedPulls,
  PULL_STATE_WORDS,
  readPullStatus,
  REVIEW_WORDS,
  type PullStatus,
  type TrackedPull,
} from '../../export/github-follow';
import { useStudioHost } from '../host';
import { UPDATE_BUTTON_ID } from './rebase-clashes';

const ONE_CHECK = { none: 'not started', pending: 'running', passed: 'passed', failed: 'failed' } as const;

/** How many of the newest pull requests are followed on GitHub at each look. */
const FOLLOWED = 5;

type Row = { pull: TrackedPull; status: PullStatus | null; problem: string | null };

export function PullRequestList({ token, version }: { token: string | null; version: number }) {
  const { publishSettings } = useStudioHost();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const tracked = parseTrackedPulls(await publishSettings.loadPulls()).slice(0, FOLLOWED);
    if (!token) {
      setRows(tracked.map((pull) => ({ pull, status: null, problem: null })));
      return;
    }
    setBusy(true);
    const client = createGitHubClient({ apiUrl: __GITHUB_API_URL__, token });
    const next = await Promise.all(
      tracked.map(async (pull): Promise<Row> => {
        const repo = parseRepository(pull.repository);
        if (!repo) return { pull, status: null, problem: 'Not a GitHub repository.' };
        try {
          return { pull, status: await readPullStatus(client, { ...repo, base: '' }, pull.number), problem: null };
        } catch (error) {
          return {
            pull,
            status: null,
            problem: error instanceof PublishError ? error.message : 'GitHub could not be asked.',
          };
        }
      }),
    );
    setRows(next);
    setBusy(false);
  }, [publishSettings, token]);

  useEffect(() => {
    void refresh();
    // Followed again when the editor comes back, e.g. from reviewing it on GitHub.
    const again = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refresh, version]);

  if (!rows || rows.length === 0) return null;
  return (
    <section className="studio-publish-pulls" aria-labelledby="publish-pulls-heading">
      <div className="studio-publish-pulls-head">
        <h2 id="publish-pulls-heading">Your pull requests</h2>
        <button type="button" className="studio-button" disabled={busy} onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
      {token ? null : (
        <p className="studio-hint">Sign in to GitHub (or enter the access token) to see their checks and reviews.</p>
      )}
      <ul className="studio-publish-pull-list">
        {rows.map(({ pull, status, problem }) => (
          <li key={`${pull.repository}#${pull.number}`} className="studio-publish-pull">
            <p className="studio-publish-pull-title">
              <a href={pull.url} target="_blank" rel="noreferrer noopener">
                #{pull.number} {status?.title ?? pull.title}
              </a>
              <span className="studio-muted">
                {' '}
                · {pull.repository}
                {pull.by ? ` · opened by ${pull.by}` : ''}
              </span>
            </p>
            {status ? (
              <>
                <p className="studio-publish-pull-state" data-state={status.state}>
                  <span className={`studio-pill studio-pill-${status.state}`}>{PULL_STATE_WORDS[status.state]}</span>{' '}
                  <span className={`studio-pill studio-pill-${status.checks}`}>{CHECKS_WORDS[status.checks]}</span>{' '}
                  <span className={`studio-pill studio-pill-${status.review}`}>{REVIEW_WORDS[status.review]}</span>
                </p>
                {status.checkList.length ? (
                  <ul className="studio-publish-checks" aria-label={`Checks of pull request #${pull.number}`}>
                    {status.checkList.map((check, index) => (
                      <li key={`${check.name}-${index}`}>
                        {check.name}: {ONE_CHECK[check.state]}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {status.previewUrl ? (
                  <p>
                    <a href={status.previewUrl} target="_blank" rel="noreferrer noopener">
                      Preview of pull request #{pull.number}
                    </a>
                  </p>
                ) : null}
                {status.state === 'merged' ? (
                  <p className="studio-banner studio-banner-success">
                    Merged: the site is rebuilt with these changes. Once it is live,{' '}
                    <a
                      href={`#${UPDATE_BUTTON_ID}`}
                      onClick={(event) => {
                        const button = document.getElementById(UPDATE_BUTTON_ID);
                        if (!button) return;
                        event.preventDefault();
                        button.scrollIntoView({ block: 'center' });
                        button.focus();
                      }}
                    >
                      update from the published site
                    </a>{' '}
                    (at the top of this screen), so this browser starts from the published content.
                  </p>
                ) : null}
              </>
            ) : problem ? (
              <p className="studio-muted">{problem}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
