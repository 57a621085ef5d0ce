/**
 * "Sign in with GitHub" for the side panel, run by the service worker: GitHub's device flow
 * (a code the person enters at github.com/login/device, then polling for the token). GitHub's
 * login endpoints answer no cross-origin request, which stops a web page; the extension may
 * reach them through its host permission (extension/github-settings.ts). The worker keeps
 * polling when the panel closes; every step is written to the extension's session storage,
 * which the panel reads and the browser forgets when it closes (docs/decisions/070).
 */
import { createGitHubClient } from '../shared/export/github';
import {
  personLabel,
  pollForToken,
  readPerson,
  requestDeviceCode,
  SignInError,
} from '../shared/export/github-identity';
import type { SignInState } from '../shared/editor/publish/sign-in-types';

/** Session-storage keys: the token is the Publish screen's own (extension/panel/publish-settings.ts). */
export const SIGN_IN_KEYS = { state: 'githubSignIn', token: 'publishToken', person: 'githubPerson' } as const;

export type SignInMessage = { type: 'github:sign-in' } | { type: 'github:cancel' };

export function isSignInMessage(message: unknown): message is SignInMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'github:sign-in' || type === 'github:cancel';
}

let running = 0;

const save = (state: SignInState) => chrome.storage.session.set({ [SIGN_IN_KEYS.state]: state });

/** Starts a sign-in (a newer one replaces one under way). */
export async function startSignIn(): Promise<void> {
  const settings = __GITHUB_SIGN_IN__;
  running += 1;
  const mine = running;
  const cancelled = () => mine !== running;
  if (!settings.clientId) {
    await save({ status: 'error', message: 'Sign-in with GitHub is not set up for this studio.' });
    return;
  }
  const options = { loginUrl: settings.loginUrl, clientId: settings.clientId, scope: settings.scope };
  try {
    await save({ status: 'starting' });
    const code = await requestDeviceCode(options);
    if (cancelled()) return;
    await save({
      status: 'code',
      userCode: code.userCode,
      verificationUri: code.verificationUri,
      expiresAt: code.expiresAt,
    });
    const token = await pollForToken(options, code, {
      cancelled,
      // Each wait ends with a storage call, which keeps the worker awake between polls.
      sleep: async (ms) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await chrome.storage.session.get(SIGN_IN_KEYS.state);
      },
    });
    if (!token || cancelled()) return;
    const person = await readPerson(createGitHubClient({ apiUrl: __GITHUB_API_URL__, token }));
    if (cancelled()) return;
    await chrome.storage.session.set({
      [SIGN_IN_KEYS.token]: token,
      [SIGN_IN_KEYS.person]: personLabel(person),
      [SIGN_IN_KEYS.state]: { status: 'signed-in' } satisfies SignInState,
    });
  } catch (error) {
    if (cancelled()) return;
    const message =
      error instanceof SignInError || error instanceof Error ? error.message : 'The sign-in failed. Try again.';
    await save({ status: 'error', message });
  }
}

export async function cancelSignIn(): Promise<void> {
  running += 1;
  await save({ status: 'signed-out' });
}
