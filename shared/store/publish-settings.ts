/**
 * Where the Publish screen keeps its GitHub settings. The repository and base branch are
 * ordinary preferences (kept like other browser preferences, never in content); the access
 * token is a secret kept only for the browser session: sessionStorage on the site, the
 * extension's session storage in the side panel. Neither is a content key, so neither
 * reaches exports, backups or the change history (docs/decisions/015).
 */
import type { KeyValueStorage } from './persistence';

export interface PublishTargetSettings {
  /** "owner/name" as staff typed it. */
  repository: string;
  base: string;
}

export interface PublishSettingsStore {
  loadTarget(): Promise<PublishTargetSettings | null>;
  saveTarget(target: PublishTargetSettings): Promise<void>;
  loadToken(): Promise<string | null>;
  saveToken(token: string): Promise<void>;
  forgetToken(): Promise<void>;
  /** The pull requests this browser opened, newest first (a preference, never content). */
  loadPulls(): Promise<unknown>;
  savePulls(pulls: unknown): Promise<void>;
}

export const PUBLISH_TARGET_KEY = 'lab-site-publish-target';
export const PUBLISH_TOKEN_KEY = 'lab-site-publish-token';
export const PUBLISH_PULLS_KEY = 'lab-site-publish-pulls';

export function parseTarget(raw: unknown): PublishTargetSettings | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { repository, base } = raw as Record<string, unknown>;
  return typeof repository === 'string' && typeof base === 'string' ? { repository, base } : null;
}

/** Settings over two key-value storages: `lasting` for the target, `session` for the token. */
export function createPublishSettings(
  lasting: KeyValueStorage | null,
  session: KeyValueStorage | null,
): PublishSettingsStore {
  let memoryToken: string | null = null;
  const safely = <T>(work: () => T, fallback: T): T => {
    try {
      return work();
    } catch {
      return fallback;
    }
  };
  return {
    async loadTarget() {
      const text = safely(() => lasting?.getItem(PUBLISH_TARGET_KEY) ?? null, null);
      return text ? safely(() => parseTarget(JSON.parse(text)), null) : null;
    },
    async saveTarget(target) {
      safely(() => lasting?.setItem(PUBLISH_TARGET_KEY, JSON.stringify(target)), undefined);
    },
    async loadToken() {
      return safely(() => session?.getItem(PUBLISH_TOKEN_KEY) ?? null, null) ?? memoryToken;
    },
    async saveToken(token) {
      memoryToken = token;
      safely(() => session?.setItem(PUBLISH_TOKEN_KEY, token), undefined);
    },
    async forgetToken() {
      memoryToken = null;
      safely(() => session?.removeItem(PUBLISH_TOKEN_KEY), undefined);
    },
    async loadPulls() {
      const text = safely(() => lasting?.getItem(PUBLISH_PULLS_KEY) ?? null, null);
      return text ? safely(() => JSON.parse(text) as unknown, null) : null;
    },
    async savePulls(pulls) {
      safely(() => lasting?.setItem(PUBLISH_PULLS_KEY, JSON.stringify(pulls)), undefined);
    },
  };
}

/** The site's own: localStorage for the target, sessionStorage for the token. */
export function browserPublishSettings(): PublishSettingsStore {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return createPublishSettings(get('localStorage'), get('sessionStorage'));
}
