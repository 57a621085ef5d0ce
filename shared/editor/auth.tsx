/**
 * The admin convenience gate (docs/product.md §4, §5): a session flag restored at start-up, a login
 * that checks the password against the build's salted hash, and a guard for the studio's
 * routes that remembers where the visitor was going. The backend is injectable so the
 * extension's side panel can keep its own session.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readAuthFlag, verifyPassword, writeAuthFlag } from '../store/auth';
import { webStorage } from '../store/web-storage';

export interface AuthBackend {
  isAuthenticated(): boolean;
  login(password: string): Promise<boolean>;
  logout(): void;
}

/**
 * The site's backend: the build's password hash and the 'isAuthenticated' flag in localStorage
 * (through the guarded helper: where storage is blocked the session lasts until the page closes).
 */
export function createSiteAuthBackend(): AuthBackend {
  const storage = () => webStorage('local').storage;
  return {
    isAuthenticated: () => readAuthFlag(storage()),
    async login(password) {
      const ok = await verifyPassword(password, __ADMIN_PASSWORD_HASH__);
      if (ok) writeAuthFlag(storage(), true);
      return ok;
    },
    logout: () => writeAuthFlag(storage(), false),
  };
}

interface AuthState {
  authenticated: boolean;
  /** Where guarded screens send the editor after a logout (instead of the login page). */
  exitTo: string | null;
  login(password: string): Promise<boolean>;
  /** Ends the session; guarded screens then go to `exitTo` (e.g. "/") if given. */
  logout(exitTo?: string): void;
}

const AuthContext = createContext<AuthState | null>(null);
let siteBackend: AuthBackend | null = null;

export function AuthProvider({ backend, children }: { backend?: AuthBackend; children: ReactNode }) {
  const chosen = useMemo(() => backend ?? (siteBackend ??= createSiteAuthBackend()), [backend]);
  const [authenticated, setAuthenticated] = useState(() => chosen.isAuthenticated());
  const [exitTo, setExitTo] = useState<string | null>(null);
  const login = useCallback(
    async (password: string) => {
      const ok = await chosen.login(password);
      setAuthenticated(ok);
      if (ok) setExitTo(null);
      return ok;
    },
    [chosen],
  );
  const logout = useCallback(
    (to?: string) => {
      chosen.logout();
      setExitTo(to ?? null);
      setAuthenticated(false);
    },
    [chosen],
  );
  const value = useMemo(() => ({ authenticated, exitTo, login, logout }), [authenticated, exitTo, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}

/** Where the login screen sends the editor afterwards. */
export interface LoginState {
  from?: string;
}

/** Renders the studio screen only for an authenticated editor; otherwise goes to the login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, exitTo } = useAuth();
  const location = useLocation();
  if (!authenticated && exitTo) return <Navigate to={exitTo} replace />;
  if (!authenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/admin/login" replace state={{ from } satisfies LoginState} />;
  }
  return <>{children}</>;
}
