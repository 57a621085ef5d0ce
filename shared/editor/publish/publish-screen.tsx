/**
 * /admin/publish: what the editor's content changes compared with the published site, and
 * two ways to publish it — a ZIP for the site's maintainer, or a pull request on GitHub —
 * then the pull requests this browser opened, followed until they are merged.
 */
import { useState } from 'react';
import { ScreenHeader } from '../form-shell';
import { changeCountText } from '../../content/review/review';
import { unpublishedCount } from '../../export/publish';
import { DownloadChannel } from './download-channel';
import { GitHubAccountBox } from './github-account';
import { PullRequestChannel } from './pull-request-channel';
import { PullRequestList } from './pull-request-list';
import { useGitHubAccount } from './use-github-account';
import { RebaseClashes, UpdateFromPublished } from './rebase-clashes';
import { ReviewView } from './review-view';
import { usePublishPlan } from './use-publish-plan';
import './publish.css';

export function PublishScreen() {
  const state = usePublishPlan();
  const count = state.status === 'ready' ? unpublishedCount(state.plan) : 0;
  const account = useGitHubAccount();
  // Bumped when a pull request is opened, so the list follows it at once.
  const [opened, setOpened] = useState(0);
  return (
    <div className="studio-page">
      <ScreenHeader title="Publish" />
      <p className="studio-muted studio-publish-intro">
        Your edits are kept in this browser only. Visitors see them once they are published: review the changes below,
        then hand them to the site's maintainer or open a pull request yourself.
      </p>
      <UpdateFromPublished />
      <RebaseClashes />
      {state.status === 'loading' ? <p className="studio-muted">Comparing with the published site…</p> : null}
      {state.status === 'error' ? (
        <p className="studio-banner studio-banner-error" role="alert">
          The changes cannot be listed: {state.message}
        </p>
      ) : null}
      {state.status === 'ready' && count === 0 ? (
        <section className="studio-publish-empty" aria-labelledby="publish-review-heading">
          <h2 id="publish-review-heading">Nothing to publish</h2>
          <p>This browser holds exactly the content of the published site.</p>
        </section>
      ) : null}
      {state.status === 'ready' && count === 0 ? (
        // Signing in (and who is signed in) is offered with nothing to publish too: the pull
        // requests below are read with the same account.
        <section className="studio-publish-channel" aria-labelledby="publish-account-heading">
          <h2 id="publish-account-heading">GitHub account</h2>
          <GitHubAccountBox account={account} />
        </section>
      ) : null}
      {state.status === 'ready' && count > 0 ? (
        <>
          <section aria-labelledby="publish-review-heading">
            <h2 id="publish-review-heading">
              Changes to publish <span className="studio-muted">({changeCountText(count)})</span>
            </h2>
            <ReviewView review={state.plan.review} uploads={state.plan.uploads.map((file) => file.path)} />
            {state.plan.notes.length ? (
              <div className="studio-banner studio-banner-error">
                <p>These files cannot be published from this browser:</p>
                <ul>
                  {state.plan.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
          <div className="studio-publish-channels">
            <DownloadChannel content={state.content} />
            <PullRequestChannel
              plan={state.plan}
              published={state.published}
              count={count}
              account={account}
              onOpened={() => setOpened((n) => n + 1)}
            />
          </div>
        </>
      ) : null}
      <PullRequestList token={account.token} version={opened} />
    </div>
  );
}
