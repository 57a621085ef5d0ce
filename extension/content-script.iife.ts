/**
 * Runs on the configured site origins only (manifest content_scripts, plus origins staff
 * added, registered by the background). Bundled as one self-contained file (the .iife name
 * tells the build), so no extension file has to be exposed to web pages.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { createAssetStore, type AssetStore } from '../shared/store/assets';
import { webStorage } from '../shared/store/web-storage';
import { indexedDbBaseStorage } from '../shared/store/base-storage';
import { CONTENT_COMMITTED_EVENT, CONTENT_PREVIEW_EVENT, HISTORY_CHANGED_EVENT } from '../shared/store/store';
import { startClickToEdit } from './click-to-edit';
import { WATCH_PORT_NAME, isFromOwnExtensionPage, type SiteEvent } from './messages';
import { createSiteBridge } from './site-bridge';

/**
 * The site's store announces its own changes at once (CONTENT_COMMITTED_EVENT). Writes that
 * bypass it (a script or the browser's developer tools writing localStorage) fire no event in
 * this document; a slow check still brings them to an open panel.
 */
const FALLBACK_CHECK_MS = 2000;

declare global {
  var __labStudioBridge: true | undefined;
}

function start() {
  // Where the site's storage is blocked there is nothing to bridge: the panel reports no site.
  const { storage, persistent } = webStorage('local');
  if (!persistent) return;
  let assets: AssetStore | null = null;
  const bridge = createSiteBridge({
    storage,
    assets: () => (assets ??= createAssetStore(indexedDB)),
    window,
    runtimeId: browser.runtime.id,
    extensionBase: browser.runtime.getURL(''),
    // The site's bases and clashes, in the site origin's IndexedDB as the site's own store keeps them.
    bases: indexedDbBaseStorage(indexedDB),
  });

  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (!isFromOwnExtensionPage(sender, browser.runtime.id, browser.runtime.getURL(''))) return undefined;
    return bridge.receive(message, sender);
  });

  // Panels watching this tab. The site's own store announces each commit in this document
  // (CONTENT_COMMITTED_EVENT); other tabs fire the storage event.
  const ports = new Set<Runtime.Port>();
  let stopEditing: (() => void) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const post = (event: SiteEvent) => {
    for (const port of ports) port.postMessage(event);
  };
  const check = () => {
    if (ports.size === 0) return;
    const entries = bridge.changedEntries();
    if (entries) post({ type: 'site:changed', entries });
    const location = bridge.changedLocation();
    if (location) post({ type: 'site:location', location });
  };

  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== WATCH_PORT_NAME || !isFromOwnExtensionPage(port.sender, browser.runtime.id, browser.runtime.getURL(''))) {
      port.disconnect();
      return;
    }
    ports.add(port);
    port.postMessage({ type: 'site:location', location: bridge.location() } satisfies SiteEvent);
    stopEditing ??= startClickToEdit(document, post);
    timer ??= setInterval(check, FALLBACK_CHECK_MS);
    port.onDisconnect.addListener(() => {
      ports.delete(port);
      if (ports.size === 0) {
        if (timer !== null) clearInterval(timer);
        timer = null;
        stopEditing?.();
        stopEditing = null;
        // The panel is gone: whatever it was previewing goes too.
        window.dispatchEvent(new CustomEvent(CONTENT_PREVIEW_EVENT, { detail: 'null' }));
      }
    });
  });

  // Other tabs of this origin (including the site's /admin open elsewhere), and this page's own store.
  window.addEventListener('storage', check);
  window.addEventListener(CONTENT_COMMITTED_EVENT, check);
  window.addEventListener(HISTORY_CHANGED_EVENT, () => post({ type: 'site:history' }));
  window.addEventListener('popstate', check);
  // The site's router moves with history.pushState, which fires no event; the Navigation API
  // reports every same-document navigation (Chromium 102+).
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', () => setTimeout(check, 0));
  window.addEventListener('hashchange', check);
}

// Injected again into an already open tab when staff add its origin: run once per page.
if (!globalThis.__labStudioBridge) {
  globalThis.__labStudioBridge = true;
  start();
}
