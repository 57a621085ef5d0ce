/**
 * The panel's admin session: the same password check as the site's /admin (the build's
 * salted hash), remembered in the extension's session storage, which only the extension's
 * own pages can read and which the browser forgets when it closes. A session belongs to the
 * one site origin it was opened for: attaching to another site asks for the password again.
 */
import type { AuthBackend } from '../../shared/editor/auth';
import { verifyPassword } from '../../shared/store/auth';

const SESSION_KEY = 'studioUnlockedOrigin';
/** The origin the remembered session was opened for (null: locked). */
let unlockedOrigin: string | null = null;

/** Reads the remembered session; call once before the studio renders. */
export async function restorePanelSession(): Promise<void> {
  const stored = await chrome.storage.session.get(SESSION_KEY);
  const value = stored[SESSION_KEY];
  unlockedOrigin = typeof value === 'string' ? value : null;
}

/** The session check for the studio attached to `origin`. */
export function panelAuthBackend(origin: string): AuthBackend {
  return {
    isAuthenticated: () => unlockedOrigin === origin,
    async login(password) {
      const ok = await verifyPassword(password, __ADMIN_PASSWORD_HASH__);
      if (ok) {
        // One site at a time: unlocking this site locks any other.
        unlockedOrigin = origin;
        await chrome.storage.session.set({ [SESSION_KEY]: origin });
      }
      return ok;
    },
    logout() {
      if (unlockedOrigin !== origin) return;
      unlockedOrigin = null;
      void chrome.storage.session.remove(SESSION_KEY);
    },
  };
}
