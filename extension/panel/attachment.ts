/**
 * The panel's link to one site tab: a content store over the bridged mirror of the site's
 * localStorage, the site's asset store, the page the tab shows, and a watch port through
 * which the site reports its own changes. When the tab reloads or navigates, the link is
 * picked up again without losing the studio's state.
 */
import { historyPerson } from '../../shared/store/history-person';
import browser, { type Runtime } from 'webextension-polyfill';
import { seedContent } from '../../shared/content/seed';
import type { AssetStore } from '../../shared/store/assets';
import { saveFailureMessage } from '../../shared/store/persistence';
import type { CommitLabel } from '../../shared/store/commit-label';
import type { ChangeHistory } from '../../shared/store/history';
import { createContentStore, type ContentStore, type PreviewItem, type WriteAck } from '../../shared/store/store';
import { WATCH_PORT_NAME, siteEventSchema, type BasesEntries, type BridgeFailure, type PageLocation, type SiteEvent } from '../messages';
import { createBridgeStorage, type PendingChange, type SendResult } from './bridge-storage';
import { createBridgeBases, type BasesChange } from './bridge-bases';
import { createRemoteHistory } from './remote-history';
import { createRemoteAssetStore } from './remote-assets';
import { askSite, SiteUnreachableError } from './site-link';

/** Shown when the site refused a write because its content had changed meanwhile. */
export const CONFLICT_MESSAGE =
  'The site changed this content meanwhile (in the page or another tab), so your last change was not saved. The studio now shows the current content; please make your change again.';
export const UNREACHABLE_MESSAGE = 'The site tab could not be reached, so your last change was not saved. Reload the site tab and try again.';

export type AttachmentStatus = 'live' | 'reconnecting' | 'lost';

export interface Attachment {
  readonly tabId: number;
  readonly origin: string;
  readonly store: ContentStore;
  readonly assets: AssetStore;
  /** The site's one change history (kept in the site origin, shared with its /admin), through the bridge. */
  readonly history: ChangeHistory;
  /** Shows an unsaved item in the site tab (live preview); null puts the stored content back. */
  preview(item: PreviewItem | null): void;
  /** Click-to-edit: called when the editor picks an item on the page. */
  onEdit(listener: (request: Extract<SiteEvent, { type: 'site:edit' }>) => void): () => void;
  location(): PageLocation;
  status(): AttachmentStatus;
  /** Called whenever the location or status changes. */
  subscribe(listener: () => void): () => void;
  /** Shows a public page in the site tab, without reloading it. */
  navigate(path: string): Promise<void>;
  close(): void;
}

export interface AttachOptions {
  alert: (message: string) => void;
}

const RECONNECT_TRIES = 40;
const RECONNECT_DELAY_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureText(failure: BridgeFailure): string {
  if (failure.error === 'conflict') return CONFLICT_MESSAGE;
  if (failure.error === 'storage' && failure.key) return saveFailureMessage(failure.key);
  return failure.message;
}

export async function attachToTab(tabId: number, options: AttachOptions): Promise<Attachment> {
  const first = await askSite(tabId, { type: 'content:read' });
  if (!first.ok) throw new SiteUnreachableError(first.message);
  const origin = first.location.origin;
  // The site's bases and clashes: the panel's Publish review, dashboard count and clash list
  // compare with what this browser's edits started from, as the site's /admin does.
  const firstBases = await askSite(tabId, { type: 'bases:read' }).catch(() => null);
  let location = first.location;
  let status: AttachmentStatus = 'live';
  let closed = false;
  let port: Runtime.Port | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  async function send(changes: PendingChange[], label: CommitLabel | undefined): Promise<SendResult> {
    try {
      // The person signed in to GitHub is named in the site's change history.
      const by = historyPerson();
      const answer = await askSite(tabId, { type: 'content:write', changes, ...(label ? { label } : {}), ...(by ? { by } : {}) });
      if (answer.ok) return { entries: answer.entries, ack: { ok: true } };
      const ack: WriteAck =
        answer.error === 'conflict' ? { ok: false, reason: 'conflict', message: failureText(answer) } : { ok: false, reason: 'failed', message: failureText(answer) };
      return { entries: answer.entries ?? null, ack };
    } catch {
      return { entries: null, ack: { ok: false, reason: 'failed', message: UNREACHABLE_MESSAGE } };
    }
  }

  const bridge = createBridgeStorage(first.entries, {
    otherChars: first.otherChars,
    send,
    onRemoteChange: (keys) => store.reload(keys),
    onRefused: (ack) => options.alert(ack.message),
  });
  async function sendBases(changes: BasesChange[]): Promise<BasesEntries | null> {
    try {
      const answer = await askSite(tabId, { type: 'bases:write', changes });
      return answer.ok ? answer.bases : null;
    } catch {
      return null;
    }
  }
  const bases = createBridgeBases(firstBases?.ok ? firstBases.bases : {}, {
    send: sendBases,
    onRemoteChange: () => basesChanged(),
  });
  /** What the review compares with moved: an empty merge re-reads and tells the views. */
  const basesChanged = () => void store.rebaseOnto({}, 'branch');
  /** Reads the site's bases again (the site's page or /admin may have written them). */
  const refreshBases = async () => {
    try {
      const answer = await askSite(tabId, { type: 'bases:read' });
      if (answer.ok && bases.applyRemote(answer.bases)) basesChanged();
    } catch {
      // The tab is away; the next report reads them again.
    }
  };
  // The site's own history: the content script records the panel's changes there.
  const history = createRemoteHistory(tabId, (entries) => {
    const keys = bridge.applyRemote(entries);
    if (keys.length) store.reload(keys);
  });
  const store = createContentStore({
    storage: bridge.storage,
    bases: bases.storage,
    seed: seedContent,
    alert: options.alert,
    onCommit: (record) => bridge.label(record.label),
    acknowledge: () => bridge.whenWritten(),
  });
  const editListeners = new Set<(request: Extract<SiteEvent, { type: 'site:edit' }>) => void>();
  let previewing = false;

  function watch() {
    port = browser.tabs.connect(tabId, { name: WATCH_PORT_NAME, frameId: 0 });
    // Only this extension's content script in that tab can be at the other end of this port.
    port.onMessage.addListener((message: unknown) => {
      const event = siteEventSchema.safeParse(message);
      if (!event.success) return;
      if (event.data.type === 'site:changed') {
        const keys = bridge.applyRemote(event.data.entries);
        if (keys.length) store.reload(keys);
        void history.refresh().catch(() => undefined);
        void refreshBases();
      } else if (event.data.type === 'site:history') {
        void history.refresh().catch(() => undefined);
      } else if (event.data.type === 'site:edit') {
        for (const listener of [...editListeners]) listener(event.data);
      } else if (event.data.location.origin === origin) {
        location = event.data.location;
        changed();
      }
    });
    port.onDisconnect.addListener(() => {
      port = null;
      if (!closed) void reconnect();
    });
  }

  /** The tab reloaded or navigated: wait for its content script, then catch up. */
  async function reconnect() {
    status = 'reconnecting';
    changed();
    for (let attempt = 0; attempt < RECONNECT_TRIES && !closed; attempt += 1) {
      await sleep(RECONNECT_DELAY_MS);
      try {
        const answer = await askSite(tabId, { type: 'content:read' });
        if (!answer.ok || answer.location.origin !== origin) break;
        const keys = bridge.applyRemote(answer.entries);
        if (keys.length) store.reload(keys);
        location = answer.location;
        // A reloaded page may have merged the edits onto a newer build, moving their bases.
        void refreshBases();
        status = 'live';
        watch();
        changed();
        return;
      } catch {
        // Not there yet (still loading); try again.
      }
    }
    if (!closed) {
      status = 'lost';
      changed();
    }
  }

  watch();

  return {
    tabId,
    origin,
    store,
    history,
    assets: createRemoteAssetStore(tabId),
    location: () => location,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preview(item) {
      if (!item && !previewing) return;
      previewing = item !== null;
      const request = item ? ({ type: 'preview:set', preview: { kind: item.kind, item: item.item as unknown as Record<string, unknown> } } as const) : ({ type: 'preview:clear' } as const);
      void askSite(tabId, request).catch(() => undefined);
    },
    onEdit(listener) {
      editListeners.add(listener);
      return () => editListeners.delete(listener);
    },
    async navigate(path) {
      const answer = await askSite(tabId, { type: 'page:navigate', path });
      if (!answer.ok) throw new Error(answer.message);
    },
    close() {
      closed = true;
      if (previewing) void askSite(tabId, { type: 'preview:clear' }).catch(() => undefined);
      port?.disconnect();
    },
  };
}
