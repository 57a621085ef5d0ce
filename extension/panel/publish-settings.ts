/**
 * The Publish screen's settings in the side panel: the repository per lab site in the
 * extension's local storage, the access token in its session storage (only the extension's
 * own pages can read it, and the browser forgets it when it closes).
 */
import { parseTarget, type PublishSettingsStore } from '../../shared/store/publish-settings';

const TOKEN_KEY = 'publishToken';

export function panelPublishSettings(origin: string): PublishSettingsStore {
  const targetKey = `publishTarget:${origin}`;
  const pullsKey = `publishPulls:${origin}`;
  return {
    async loadTarget() {
      return parseTarget((await chrome.storage.local.get(targetKey))[targetKey]);
    },
    async saveTarget(target) {
      await chrome.storage.local.set({ [targetKey]: target });
    },
    async loadToken() {
      const value = (await chrome.storage.session.get(TOKEN_KEY))[TOKEN_KEY];
      return typeof value === 'string' ? value : null;
    },
    async saveToken(token) {
      await chrome.storage.session.set({ [TOKEN_KEY]: token });
    },
    async forgetToken() {
      await chrome.storage.session.remove(TOKEN_KEY);
    },
    async loadPulls() {
      return (await chrome.storage.local.get(pullsKey))[pullsKey] ?? null;
    },
    async savePulls(pulls) {
      await chrome.storage.local.set({ [pullsKey]: pulls });
    },
  };
}
