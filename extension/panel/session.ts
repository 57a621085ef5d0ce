/**
 * The panel's admin session: the same password check as the site's /admin (the build's
 * salted hash), remembered in the extension's session storage, which only the extension's
 * own pages can read and which the browser forgets when it closes.
 */
import type { AuthBackend } from '../../shared/editor/auth';
import { verifyPassword } from '../../shared/store/auth';

const SESSION_KEY = 'studioUnlocked';
let unlocked = false;

/** Reads the remembered session; call once before the studio renders. */
export async function restorePanelSession(): Promise<void> {
  const stored = await chrome.storage.session.get(SESSION_KEY);
  unlocked = stored[SESSION_KEY] === true;
}

export const panelAuthBackend: AuthBackend = {
  isAuthenticated: () => unlocked,
  async login(password) {
    const ok = await verifyPassword(password, __ADMIN_PASSWORD_HASH__);
    unlocked = ok;
    if (ok) await chrome.storage.session.set({ [SESSION_KEY]: true });
    return ok;
  },
  logout() {
    unlocked = false;
    void chrome.storage.session.remove(SESSION_KEY);
  },
};
