/**
 * The Publish screen's GitHub account: who is signed in, and how to sign in. The side panel
 * offers "Sign in with GitHub" (a code entered at github.com/login/device); /admin takes a
 * fine-grained access token and points to the side panel as the easier way.
 */
import { personLabel } from '../../export/github-identity';
import { useStudioHost } from '../host';
import type { GitHubAccount } from './use-github-account';

export function GitHubAccountBox({ account }: { account: GitHubAccount }) {
  const { githubSignIn } = useStudioHost();
  const { person, signIn } = account;

  if (person) {
    return (
      <div className="studio-publish-account">
        <p>
          Signed in to GitHub as <strong>{personLabel(person)}</strong>. Commits and pull requests are made in this
          name, and the change history names this person.
        </p>
        <button type="button" className="studio-button" onClick={() => void account.signOut()}>
          Sign out of GitHub
        </button>
      </div>
    );
  }

  if (!githubSignIn) {
    return (
      <p className="studio-hint studio-publish-account">
        The easier way: in the studio’s browser extension, <strong>Sign in with GitHub</strong> on the side panel’s
        Publish screen needs no token. Here, publishing takes an access token.
      </p>
    );
  }

  if (!githubSignIn.available) {
    return (
      <p className="studio-hint studio-publish-account">
        “Sign in with GitHub” is not set up for this studio: the extension is built with the client id of the lab’s
        GitHub app in the build setting <code>GITHUB_CLIENT_ID</code> (the README’s “Publishing” section walks through
        it). Until then, publishing takes an access token.
      </p>
    );
  }

  return (
    <div className="studio-publish-account">
      {signIn?.status === 'code' ? (
        <div role="status">
          <p>
            Enter the code <strong className="studio-publish-code">{signIn.userCode}</strong> at{' '}
            <a href={signIn.verificationUri} target="_blank" rel="noreferrer noopener">
              {signIn.verificationUri.replace(/^https?:\/\//, '')}
            </a>{' '}
            and approve the studio. This page waits for GitHub.
          </p>
        </div>
      ) : null}
      {signIn?.status === 'starting' ? (
        <p className="studio-muted" role="status">
          Asking GitHub for a sign-in code…
        </p>
      ) : null}
      {signIn?.status === 'error' ? (
        <p className="studio-banner studio-banner-error" role="alert">
          {signIn.message}
        </p>
      ) : null}
      {signIn?.status === 'code' || signIn?.status === 'starting' ? (
        <button type="button" className="studio-button" onClick={() => void githubSignIn.cancel()}>
          Cancel the sign-in
        </button>
      ) : (
        <>
          <p>Publish as yourself: sign in with your GitHub account, no token to create.</p>
          <button type="button" className="studio-button studio-primary" onClick={() => void githubSignIn.start()}>
            Sign in with GitHub
          </button>
        </>
      )}
    </div>
  );
}
