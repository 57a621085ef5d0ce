/**
 * Wires the store to a real page: window.localStorage, the spec's alerts, the window
 * events of SPEC §4 and live sync with other tabs and the extension bridge.
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

let instance: ContentStore | null = null;

/** The page's one content store, created on first use. */
export function getBrowserStore(options: Partial<StoreOptions> = {}): ContentStore {
  if (instance) return instance;
  instance = createContentStore({
    storage: webStorage('local').storage,
    seed: seedContent,
    alert: (message) => window.alert(message),
    emit: emitWindowEvent(window),
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
  return instance;
}
