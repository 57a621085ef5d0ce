/**
 * "Sign in with GitHub" as the Publish screen sees it, whichever page runs the sign-in (the
 * side panel hands it to the extension's background, which may reach GitHub's login host).
 */
export type SignInState =
  | { status: 'signed-out' }
  | { status: 'starting' }
  /** The person enters `userCode` at `verificationUri`; the studio waits for GitHub. */
  | { status: 'code'; userCode: string; verificationUri: string; expiresAt: number }
  | { status: 'signed-in' }
  | { status: 'error'; message: string };

export interface GitHubSignIn {
  /** Whether this build can sign in (a client id was set); false: the screen says how to set it up. */
  available: boolean;
  read(): Promise<SignInState>;
  subscribe(listener: (state: SignInState) => void): () => void;
  start(): Promise<void>;
  cancel(): Promise<void>;
  /** Forgets the token and the person. */
  signOut(): Promise<void>;
}
