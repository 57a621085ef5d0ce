/**
 * The window events of live editing, by name. A module of its own so the visitor's page can
 * listen for them (and only then load the store) without loading the store (docs/decisions/030).
 */
/** Name of the same-document event another writer (the extension's content script) dispatches. */
export const CONTENT_CHANGED_EVENT = 'lab-content-changed';
/** Dispatched by the page's store after each of its own commits (the side panel listens). */
export const CONTENT_COMMITTED_EVENT = 'lab-content-committed';
/** Dispatched once the page's change history has written a new entry. */
export const HISTORY_CHANGED_EVENT = 'lab-history-changed';
/** Live preview from the side panel: detail is the JSON text of { kind, item }, or "null". */
export const CONTENT_PREVIEW_EVENT = 'lab-content-preview';
