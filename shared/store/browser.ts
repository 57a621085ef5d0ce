/**
 * Wires the store to a real page: window.localStorage, the spec's alerts, the window
 * events of docs/product.md §4 and live sync with other tabs and the extension bridge.
 */
import { seedContent } from '../content/seed';
import { getBrowserHistory } from './history';
import {
  attachLiveSync,
  attachPreview,
  CONTENT_COMMITTED_EVENT,
  createContentStore,
  emitWindowEvent,
  HISTORY_CHANGED_EVENT,
  type ContentStore,
  type StoreOptions,
} from './store';
import { webStorage } from './web-storage';
import { indexedDbBaseStorage } from './base-storage';

let instance: ContentStore | null = null;

/** The longest a save waits for the change history to hold it before it says "saved". */
const HISTORY_ACK_MS = 2000;

/** The page's one content store, created on first use. */
export function getBrowserStore(options: Partial<StoreOptions> = {}): ContentStore {
  if (instance) return instance;
  const bases = indexedDbBaseStorage();
  instance = createContentStore({
    storage: webStorage('local').storage,
    bases: bases.storage,
    seed: seedContent,
    alert: (message) => window.alert(message),
    emit: emitWindowEvent(window),
    // localStorage is written at once; "saved" waits for the change history to hold the change
    // too, so a page left right after saving keeps the entry that undoes it. Not for longer than
    // HISTORY_ACK_MS: a history that cannot be written (IndexedDB blocked by another tab) never
    // holds up a save, which is already in storage.
    acknowledge: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([getBrowserHistory().flush(), new Promise((resolve) => (timer = setTimeout(resolve, HISTORY_ACK_MS)))]);
      } catch (error) {
        console.warn('The change history could not be written.', error);
      } finally {
        clearTimeout(timer);
      }
      return { ok: true };
    },
    ...options,
    // Every commit is also recorded in the change history (IndexedDB), so it can be undone.
    onCommit: (record) => {
      const history = getBrowserHistory();
      history.record(record);
      options.onCommit?.(record);
      // Same-document listeners (the side panel's content script) hear of the change at once,
      // and again once the history holds it.
      const target = window;
      target.dispatchEvent(new CustomEvent(CONTENT_COMMITTED_EVENT));
      void history.flush().then(
        () => target.dispatchEvent(new CustomEvent(HISTORY_CHANGED_EVENT)),
        () => undefined,
      );
    },
  });
  attachLiveSync(instance, window);
  attachPreview(instance, window);
  // Once the bases are read: a site rebuilt with newer published content since the editor's
  // changes started gets them merged onto it (docs/decisions/069).
  const store = instance;
  void bases.ready.then(() => {
    try {
      // The side panel's content script hears of content merged here as of any commit.
      if (store.rebaseOntoBuild().merged.length) window.dispatchEvent(new CustomEvent(CONTENT_COMMITTED_EVENT));
    } catch (error) {
      console.warn('The edits could not be merged onto the published content.', error);
    }
  });
  return instance;
}
