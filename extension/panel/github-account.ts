/**
 * The side panel's "Sign in with GitHub": asks the service worker to run GitHub's device flow
 * (extension/github-sign-in.ts) and follows its progress in the extension's session storage.
 * The signed-in person is also who the site's change history names for the panel's changes.
 */
import type { GitHubSignIn, SignInState } from '../../shared/editor/publish/sign-in-types';
import { setHistoryPerson } from '../../shared/store/history-person';
import { SIGN_IN_KEYS, type SignInMessage } from '../github-sign-in';

function parseState(raw: unknown): SignInState {
  const value = raw as Partial<Record<string, unknown>> | null | undefined;
  switch (value?.status) {
    case 'starting':
    case 'signed-in':
      return { status: value.status };
    case 'code':
      return typeof value.userCode === 'string' && typeof value.verificationUri === 'string'
        ? {
            status: 'code',
            userCode: value.userCode,
            verificationUri: value.verificationUri,
            expiresAt: Number(value.expiresAt),
          }
        : { status: 'signed-out' };
    case 'error':
      return { status: 'error', message: String(value.message ?? 'The sign-in failed.') };
    default:
      return { status: 'signed-out' };
  }
}

const send = (message: SignInMessage) => chrome.runtime.sendMessage(message).catch(() => undefined);

/** Keeps the history's person in step with the extension's session (another panel may sign in or out). */
export async function followPanelPerson(): Promise<void> {
  const apply = (value: unknown) => setHistoryPerson(typeof value === 'string' ? value : null);
  apply((await chrome.storage.session.get(SIGN_IN_KEYS.person))[SIGN_IN_KEYS.person]);
  chrome.storage.session.onChanged.addListener((changes) => {
    if (SIGN_IN_KEYS.person in changes) apply(changes[SIGN_IN_KEYS.person]!.newValue);
  });
}

export function panelGitHubSignIn(): GitHubSignIn {
  return {
    available: __GITHUB_SIGN_IN__.clientId !== '',
    async read() {
      return parseState((await chrome.storage.session.get(SIGN_IN_KEYS.state))[SIGN_IN_KEYS.state]);
    },
    subscribe(listener) {
      const onChange = (changes: Record<string, chrome.storage.StorageChange>) => {
        if (SIGN_IN_KEYS.state in changes) listener(parseState(changes[SIGN_IN_KEYS.state]!.newValue));
      };
      chrome.storage.session.onChanged.addListener(onChange);
      return () => chrome.storage.session.onChanged.removeListener(onChange);
    },
    async start() {
      await chrome.storage.session.set({ [SIGN_IN_KEYS.state]: { status: 'starting' } satisfies SignInState });
      await send({ type: 'github:sign-in' });
    },
    async cancel() {
      await send({ type: 'github:cancel' });
    },
    async signOut() {
      await send({ type: 'github:cancel' });
      await chrome.storage.session.remove([SIGN_IN_KEYS.token, SIGN_IN_KEYS.person, SIGN_IN_KEYS.state]);
      setHistoryPerson(null);
    },
  };
}
