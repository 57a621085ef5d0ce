import { beforeEach, describe, expect, it, vi } from 'vitest';

/** chrome.storage.session as the panel sees it: cleared when the browser closes. */
function fakeSessionStorage() {
  const data = new Map<string, unknown>();
  return {
    get: async (key: string) => (data.has(key) ? { [key]: data.get(key) } : {}),
    set: async (values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) data.set(key, value);
    },
    remove: async (key: string) => {
      data.delete(key);
    },
  };
}

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('chrome', { storage: { session: fakeSessionStorage() } });
  const { hashPassword } = await import('../../shared/store/auth');
  const salt = '00112233445566778899aabbccddeeff';
  vi.stubGlobal('__ADMIN_PASSWORD_HASH__', {
    salt,
    hash: await hashPassword('right-password', salt, 1000),
    iterations: 1000,
  });
});

describe('panel session', () => {
  it('belongs to the one site origin it was unlocked for', async () => {
    const { panelAuthBackend, restorePanelSession } = await import('../../extension/panel/session');
    const lab = panelAuthBackend('https://lab.example.org');
    const other = panelAuthBackend('http://localhost:5173');
    expect(await lab.login('wrong')).toBe(false);
    expect(lab.isAuthenticated()).toBe(false);
    expect(await lab.login('right-password')).toBe(true);
    expect(lab.isAuthenticated()).toBe(true);
    // Another origin asks for the password again.
    expect(other.isAuthenticated()).toBe(false);

    // Remembered across panel reloads, for that origin only.
    await restorePanelSession();
    expect(panelAuthBackend('https://lab.example.org').isAuthenticated()).toBe(true);
    expect(panelAuthBackend('http://localhost:5173').isAuthenticated()).toBe(false);

    // Unlocking the other site locks the first.
    expect(await other.login('right-password')).toBe(true);
    expect(lab.isAuthenticated()).toBe(false);
    other.logout();
    expect(other.isAuthenticated()).toBe(false);
  });
});
