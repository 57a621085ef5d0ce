/**
 * "Sign in with GitHub" in the extension: its build settings and host permissions, GitHub's
 * hosts never taken for lab sites, and the site's change history naming the panel's person.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedContent } from '../fixtures/content/seed';
import { githubHostPatterns, githubSignInSettings } from '../../extension/github-settings';
import { createSiteBridge, type SiteWindow } from '../../extension/site-bridge';
import { bridgeRequestSchema } from '../../extension/messages';
import { createAssetStore } from '../../shared/store/assets';
import { createChangeHistory, indexedDbHistoryBackend, type HistorySummary } from '../../shared/store/history';
import { memoryStorage } from '../../shared/store/persistence';

afterEach(() => vi.unstubAllEnvs());

describe('sign-in build settings', () => {
  it('is off without a client id, and then asks for no GitHub host', () => {
    expect(githubSignInSettings({})).toEqual({ clientId: '', loginUrl: 'https://github.com', scope: 'public_repo' });
    expect(githubHostPatterns({})).toEqual([]);
  });

  it('with a client id: GitHub’s login and API hosts, or the ones the build names', () => {
    expect(githubHostPatterns({ GITHUB_CLIENT_ID: 'Iv23liAbCdEf12345678' })).toEqual([
      'https://github.com/*',
      'https://api.github.com/*',
    ]);
    expect(
      githubHostPatterns({
        GITHUB_CLIENT_ID: 'Iv1.x',
        GITHUB_LOGIN_URL: 'http://127.0.0.1:4792/',
        GITHUB_API_URL: 'http://127.0.0.1:4792',
      }),
    ).toEqual(['http://127.0.0.1:4792/*']);
    expect(githubSignInSettings({ GITHUB_CLIENT_ID: 'Iv1.x', GITHUB_OAUTH_SCOPE: 'repo' }).scope).toBe('repo');
  });

  it('refuses a client id or login host that is not one', () => {
    expect(() => githubSignInSettings({ GITHUB_CLIENT_ID: 'abc def' })).toThrow(/GITHUB_CLIENT_ID/);
    expect(() => githubSignInSettings({ GITHUB_CLIENT_ID: 'Iv1.x', GITHUB_LOGIN_URL: 'github.com' })).toThrow(
      /GITHUB_LOGIN_URL/,
    );
  });

  it('the manifest of a build with sign-in holds GitHub’s hosts besides the lab’s site', async () => {
    vi.resetModules();
    vi.stubEnv('LAB_SITE_ORIGINS', 'https://lab.example.org');
    vi.stubEnv('EXTENSION_DEV', '');
    vi.stubEnv('GITHUB_CLIENT_ID', 'Iv23liAbCdEf12345678');
    vi.stubEnv('GITHUB_LOGIN_URL', '');
    vi.stubEnv('GITHUB_API_URL', '');
    const manifest = (await import('../../manifest.config.ts')).default as unknown as chrome.runtime.ManifestV3;
    expect(manifest.host_permissions).toEqual([
      'https://lab.example.org/*',
      'https://github.com/*',
      'https://api.github.com/*',
    ]);
    // The content script still runs on the lab's site only.
    expect(manifest.content_scripts?.[0]?.matches).toEqual(['https://lab.example.org/*']);
    // Loading the manifest module loads the extension build plugin: slow on a busy machine.
  }, 30_000);
});

describe('the panel’s person in the site’s history', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const BASE = `chrome-extension://${ID}/`;
  const PANEL = { id: ID, url: `${BASE}sidepanel.html` };

  it('a write names the person the panel sends, and one without a person names nobody', async () => {
    const win: SiteWindow = {
      location: { origin: 'http://127.0.0.1:5173', pathname: '/', search: '', hash: '' },
      document: { title: 'Home' },
      history: { pushState() {} },
      dispatchEvent: () => true,
    };
    const factory = new IDBFactory();
    const bridge = createSiteBridge({
      storage: memoryStorage(),
      assets: () => createAssetStore(indexedDB),
      window: win,
      runtimeId: ID,
      extensionBase: BASE,
      seed: seedContent,
      history: (person) => createChangeHistory({ backend: indexedDbHistoryBackend(factory), person }),
    });
    const projects = seedContent().projects;
    let stored: string | null = null;
    const write = (title: string, by?: string) => {
      const value = JSON.stringify([{ ...projects[0]!, title }, ...projects.slice(1)]);
      const expected = stored;
      stored = value;
      return bridge.receive(
        {
          type: 'content:write',
          changes: [{ key: 'projects', value, expected }],
          label: 'save projects',
          ...(by ? { by } : {}),
        },
        PANEL,
      );
    };
    expect(await write('Signed In', 'Sam Student (@sam-student)')).toMatchObject({ ok: true });
    const answer = (await bridge.receive({ type: 'history:list' }, PANEL)) as { entries: HistorySummary[] };
    expect(answer.entries.map((e) => e.by)).toEqual(['Sam Student (@sam-student)']);
    expect(await write('Signed Out')).toMatchObject({ ok: true });
    const later = (await bridge.receive({ type: 'history:list' }, PANEL)) as { entries: HistorySummary[] };
    expect(later.entries.map((e) => e.by ?? null)).toEqual([null, 'Sam Student (@sam-student)']);
    // A person's name is bounded like any message field.
    expect(
      bridgeRequestSchema.safeParse({
        type: 'content:write',
        changes: [{ key: 'projects', value: '[]', expected: null }],
        by: 'x'.repeat(201),
      }).success,
    ).toBe(false);
  });
});
