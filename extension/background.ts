/**
 * The service worker: offers the side panel only on tabs of configured site origins (the
 * setup popup elsewhere), keeps the content script registered for origins staff added, and
 * injects it into tabs already open when an origin is added.
 */
import {
  ADDED_SITES_SCRIPT_ID,
  allConfiguredOrigins,
  configuredOrigins,
  contentScriptFile,
  isConfiguredUrl,
  originPattern,
} from './origins';

import { cancelSignIn, isSignInMessage, startSignIn } from './github-sign-in';

// The bundled content script's file name. A build without built-in origins declares no
// content script in its manifest, so the file is named here for the dynamic registration.
import bundledContentScript from './content-script.iife.ts?script&iife';

const PANEL_PATH = 'sidepanel.html';
const SETUP_POPUP = 'setup.html';

/** Side panel on site tabs; the setup popup everywhere else. Tab URLs are readable only for
 * origins the extension may access, so an unreadable URL is by definition not a site tab. */
async function offerPanel(tab: chrome.tabs.Tab, origins: readonly string[]) {
  if (tab.id === undefined || tab.id < 0) return;
  const isSite = isConfiguredUrl(tab.url, origins);
  try {
    await chrome.sidePanel.setOptions({ tabId: tab.id, path: PANEL_PATH, enabled: isSite });
    await chrome.action.setPopup({ tabId: tab.id, popup: isSite ? '' : SETUP_POPUP });
  } catch {
    // The tab closed meanwhile.
  }
}

async function offerPanelOnAllTabs() {
  const origins = await allConfiguredOrigins();
  const tabs = await chrome.tabs.query({});
  await Promise.all(tabs.map((tab) => offerPanel(tab, origins)));
}

/** One dynamic registration covering every origin staff added (built-in ones are in the manifest). */
async function syncAddedSitesScript() {
  const { added } = await configuredOrigins();
  const file = (contentScriptFile(chrome.runtime.getManifest()) ?? bundledContentScript);
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [ADDED_SITES_SCRIPT_ID] });
  if (existing.length) await chrome.scripting.unregisterContentScripts({ ids: [ADDED_SITES_SCRIPT_ID] });
  if (!file || added.length === 0) return;
  await chrome.scripting.registerContentScripts([
    {
      id: ADDED_SITES_SCRIPT_ID,
      matches: added.map(originPattern),
      js: [file],
      runAt: 'document_start',
      persistAcrossSessions: true,
    },
  ]);
}

/** Tabs of a newly added origin are already open: give them the bridge without a reload. */
async function injectIntoOpenTabs(origins: readonly string[]) {
  const file = (contentScriptFile(chrome.runtime.getManifest()) ?? bundledContentScript);
  if (!file || origins.length === 0) return;
  const tabs = await chrome.tabs.query({ url: origins.map(originPattern) });
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined ? undefined : chrome.scripting.executeScript({ target: { tabId: tab.id }, files: [file] }).catch(() => undefined),
    ),
  );
}

async function onPermissionsChanged(permissions: chrome.permissions.Permissions) {
  await syncAddedSitesScript();
  const granted = await allConfiguredOrigins();
  const newOrigins = (permissions.origins ?? []).map((pattern) => pattern.replace(/\/\*$/, '')).filter((o) => granted.includes(o));
  await injectIntoOpenTabs(newOrigins);
  await offerPanelOnAllTabs();
}

// Site tabs have no popup, so the toolbar click arrives here, as the user gesture open() needs.
chrome.action.onClicked.addListener((tab) => {
  if (tab.id !== undefined) chrome.sidePanel.open({ tabId: tab.id }).catch(() => undefined);
});

chrome.tabs.onUpdated.addListener((_tabId, change, tab) => {
  if (change.url !== undefined || change.status === 'loading') void allConfiguredOrigins().then((origins) => offerPanel(tab, origins));
});
chrome.tabs.onActivated.addListener(({ tabId }) => {
  void chrome.tabs.get(tabId).then(async (tab) => offerPanel(tab, await allConfiguredOrigins()), () => undefined);
});
chrome.permissions.onAdded.addListener((permissions) => void onPermissionsChanged(permissions));
chrome.permissions.onRemoved.addListener((permissions) => void onPermissionsChanged(permissions));

async function setUp() {
  // The panel is off by default and switched on per site tab.
  await chrome.sidePanel.setOptions({ enabled: false });
  await chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false });
  await syncAddedSitesScript();
  await offerPanelOnAllTabs();
}
// "Sign in with GitHub" from the side panel: only the extension's own pages may ask (a content
// script's message comes from its site page's address); the answer comes through the
// extension's session storage.
chrome.runtime.onMessage.addListener((message: unknown, sender) => {
  const ownPage = sender.id === chrome.runtime.id && (sender.url ?? '').startsWith(chrome.runtime.getURL(''));
  if (!isSignInMessage(message) || !ownPage) return undefined;
  void (message.type === 'github:sign-in' ? startSignIn() : cancelSignIn());
  return undefined;
});

chrome.runtime.onInstalled.addListener(() => void setUp());
chrome.runtime.onStartup.addListener(() => void setUp());
