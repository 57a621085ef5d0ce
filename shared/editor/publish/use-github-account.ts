/**
 * Who the Publish screen publishes as: the GitHub token kept for the browser session (typed in
 * /admin, or from "Sign in with GitHub" in the side panel) and the person it belongs to, read
 * once when the screen opens with a kept token and again after each sign-in or publication.
 * The person is also who the change history names (shared/store/history-person.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { createGitHubClient } from '../../export/github';
import { personLabel, readPerson, type GitHubPerson } from '../../export/github-identity';
import { setHistoryPerson } from '../../store/history-person';
import { useStudioHost } from '../host';
import type { SignInState } from './sign-in-types';

export interface GitHubAccount {
  /** The kept token (null: none yet). */
  token: string | null;
  person: GitHubPerson | null;
  signIn: SignInState | null;
  /** Keeps a typed token for the session (before publishing with it). */
  keepToken(token: string): Promise<void>;
  /** The person behind the kept token has been read (during a publication). */
  knownAs(person: GitHubPerson): void;
  /** Forgets the token and the person (and ends a side-panel sign-in). */
  signOut(): Promise<void>;
}

export function useGitHubAccount(): GitHubAccount {
  const { publishSettings, githubSignIn } = useStudioHost();
  const [token, setToken] = useState<string | null>(null);
  const [person, setPerson] = useState<GitHubPerson | null>(null);
  const [signIn, setSignIn] = useState<SignInState | null>(null);

  const knownAs = useCallback((who: GitHubPerson) => {
    setPerson(who);
    setHistoryPerson(personLabel(who));
  }, []);

  /** Reads the kept token and, when there is one, whose it is. */
  const load = useCallback(async () => {
    const saved = await publishSettings.loadToken();
    setToken(saved);
    if (!saved) {
      setPerson(null);
      return;
    }
    try {
      knownAs(await readPerson(createGitHubClient({ apiUrl: __GITHUB_API_URL__, token: saved })));
    } catch {
      // An expired or revoked token: the form asks for a new one when publishing.
      setPerson(null);
    }
  }, [knownAs, publishSettings]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!githubSignIn) return;
    let live = true;
    void githubSignIn.read().then((state) => live && setSignIn(state));
    const stop = githubSignIn.subscribe((state) => {
      setSignIn(state);
      if (state.status === 'signed-in') void load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [githubSignIn, load]);

  return {
    token,
    person,
    signIn,
    async keepToken(value) {
      await publishSettings.saveToken(value);
      setToken(value);
    },
    knownAs,
    async signOut() {
      await githubSignIn?.signOut();
      await publishSettings.forgetToken();
      setToken(null);
      setPerson(null);
      setHistoryPerson(null);
    },
  };
}
