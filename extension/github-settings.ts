/**
 * The build settings of the side panel's "Sign in with GitHub" (GitHub's device flow):
 * GITHUB_CLIENT_ID, the client id of the GitHub App or OAuth app the lab registered with
 * device flow enabled (none: the panel does not offer the button and says how to set it up);
 * GITHUB_LOGIN_URL, the host of GitHub's login endpoints (https://github.com; tests point it at
 * a local fake); GITHUB_OAUTH_SCOPE, what an OAuth app asks for (a GitHub App ignores it).
 */
export interface GitHubSignInSettings {
  clientId: string;
  loginUrl: string;
  scope: string;
}

const CLIENT_ID = /^[A-Za-z0-9._-]{1,100}$/;

export function githubSignInSettings(env: Record<string, string | undefined>): GitHubSignInSettings {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? '';
  if (clientId && !CLIENT_ID.test(clientId)) {
    throw new Error(
      `GITHUB_CLIENT_ID must be a GitHub app's client id such as Iv23liAbCdEf12345678; got ${JSON.stringify(clientId)}`,
    );
  }
  const login = env.GITHUB_LOGIN_URL?.trim() || 'https://github.com';
  let url: URL;
  try {
    url = new URL(login);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    throw new Error(`GITHUB_LOGIN_URL must be an http(s) URL such as https://github.com; got ${JSON.stringify(login)}`);
  }
  return { clientId, loginUrl: url.href.replace(/\/+$/, ''), scope: env.GITHUB_OAUTH_SCOPE?.trim() ?? 'public_repo' };
}

/**
 * The host permissions sign-in needs: GitHub's login endpoints answer no cross-origin request,
 * so the extension must be allowed to reach that host (and the API host) itself. None when
 * sign-in is not set up.
 */
export function githubHostPatterns(env: Record<string, string | undefined>): string[] {
  const settings = githubSignInSettings(env);
  if (!settings.clientId) return [];
  const api = new URL(env.GITHUB_API_URL?.trim() || 'https://api.github.com');
  return [...new Set([`${new URL(settings.loginUrl).origin}/*`, `${api.origin}/*`])];
}
