/**
 * What the studio needs from the page that hosts it. The site's /admin uses the defaults;
 * the extension's side panel overrides them (open pages in the site tab, a bridged asset
 * store, its own dialogs). Editor components call these, never browser globals.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { createAssetStore, type AssetStore } from '../store/assets';
import type { ChangeHistory } from '../store/history';
import { browserPublishSettings, type PublishSettingsStore } from '../store/publish-settings';
import type { PreviewItem } from '../store/store';
import type { GitHubSignIn } from './publish/sign-in-types';

export interface StudioHost {
  /** Opens a public page (e.g. "/team/member-1"); absent: a normal in-app link is used. */
  openPublicPage?: (path: string) => void;
  /** Where uploaded photos and CVs are kept. */
  assets: AssetStore;
  /** A yes/no question with the spec's wording; resolves true on yes. */
  confirm: (message: string) => Promise<boolean>;
  /** A message the editor must acknowledge (the spec's alerts). */
  alert: (message: string) => Promise<void>;
  /** The change history of the content being edited; absent: this origin's own history. */
  history?: ChangeHistory;
  /** The Publish screen's GitHub settings; the access token only for the browser session. */
  publishSettings: PublishSettingsStore;
  /** Live preview of an open form's unsaved item where the content is shown (the side panel's site tab). */
  preview?: (item: PreviewItem | null) => void;
  /**
   * Holds a navigation away from a form with unsaved changes until the editor answers (React
   * Router's `useBlocker` contract). The default is React Router's own, for the data routers of
   * the side panel; the site, whose public pages run without a data router, brings its own.
   */
  useLeaveGuard: (shouldBlock: boolean | BlockerFunction) => Blocker;
  /** The language of the page the studio sits beside (the side panel's site tab), which forms edit first. */
  pageLanguage?: () => string;
  /** "Sign in with GitHub" (the side panel's device flow); absent in /admin, which takes an access token. */
  githubSignIn?: GitHubSignIn;
}

let defaultAssets: AssetStore | null = null;
let defaultPublishSettings: PublishSettingsStore | null = null;

/** The defaults for the in-site /admin: native dialogs and this origin's IndexedDB. */
export function siteStudioHost(): StudioHost {
  return {
    get assets() {
      defaultAssets ??= createAssetStore();
      return defaultAssets;
    },
    get publishSettings() {
      defaultPublishSettings ??= browserPublishSettings();
      return defaultPublishSettings;
    },
    confirm: async (message) => window.confirm(message),
    alert: async (message) => window.alert(message),
    useLeaveGuard: useBlocker,
  };
}

const HostContext = createContext<StudioHost | null>(null);

export function StudioHostProvider({ host, children }: { host?: Partial<StudioHost>; children: ReactNode }) {
  const value = useMemo(() => ({ ...siteStudioHost(), ...host }) as StudioHost, [host]);
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

export function useStudioHost(): StudioHost {
  return useContext(HostContext) ?? fallbackHost();
}

let fallback: StudioHost | null = null;
function fallbackHost(): StudioHost {
  fallback ??= siteStudioHost();
  return fallback;
}
