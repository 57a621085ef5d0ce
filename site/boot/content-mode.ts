/**
 * Which content the site renders (docs/decisions/030). A visitor's page renders its own page
 * data and never loads the store. The store (with the history, the merge code, the schemas and
 * the published seed) loads only for an editor: when the browser holds unpublished content, on
 * /admin, or when live editing starts (another tab's or the side panel's write, or a preview).
 */
import { useSyncExternalStore } from 'react';
import { CONTENT_KEYS, isContentKey } from '../../shared/content/model/content-keys';
import { CONTENT_CHANGED_EVENT, CONTENT_PREVIEW_EVENT } from '../../shared/store/events';
import { webStorage } from '../../shared/store/web-storage';
import { holdsLocalContent } from './start-rules';
import type { EditorContent } from './editor-content';
import { EMPTY_PAGE, setPageDataSource } from '../page-data';

export type { EditorContent };

let current: EditorContent | null = null;
let loading: Promise<EditorContent> | null = null;
const listeners = new Set<() => void>();

/** True when this browser's storage holds content of its own (an editor's unpublished edits). */
export function hasLocalContent(): boolean {
  return holdsLocalContent(webStorage('local').storage, CONTENT_KEYS);
}

/** Loads the store once and makes every page render from it from then on. */
export function switchToStore(): Promise<EditorContent> {
  loading ??= import('./editor-content').then(({ editorContent }) => {
    current = editorContent();
    // The store holds everything: pages no longer fetch their data.
    setPageDataSource(() => EMPTY_PAGE);
    for (const listener of listeners) listener();
    return current;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The editor's store once it is loaded, else null (a visitor's page). */
export function useEditorContent(): EditorContent | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

export function editorContentNow(): EditorContent | null {
  return current;
}

/**
 * On a visitor's page: the first sign of live editing (content written by another tab or by the
 * side panel's bridge, or a live preview) loads the store, which then shows it; the latest
 * preview that arrived before the store is handed to it again (none if the last word was a clear).
 */
export function loadStoreOnEdit(target: Window): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === null || isContentKey(event.key)) && hasLocalContent()) void switchToStore();
  };
  const onChanged = () => {
    if (hasLocalContent()) void switchToStore();
  };
  // While the store loads, only the latest preview counts: a newer one, or a clear, replaces it.
  let pending: unknown;
  let waiting = false;
  const onPreview = (event: Event) => {
    if (current) return;
    pending = (event as CustomEvent<unknown>).detail;
    if (waiting || pending === 'null') return;
    waiting = true;
    void switchToStore().then(() => {
      const detail = pending;
      waiting = false;
      pending = undefined;
      if (detail !== 'null' && detail !== undefined) target.dispatchEvent(new CustomEvent(CONTENT_PREVIEW_EVENT, { detail }));
    });
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener(CONTENT_CHANGED_EVENT, onChanged);
  target.addEventListener(CONTENT_PREVIEW_EVENT, onPreview);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener(CONTENT_CHANGED_EVENT, onChanged);
    target.removeEventListener(CONTENT_PREVIEW_EVENT, onPreview);
  };
}
