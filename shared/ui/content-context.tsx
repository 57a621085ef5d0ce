/**
 * React bindings of the content store, shared by the public site and the studio.
 * Rendering reads a snapshot only; browser-only work happens in effects.
 *
 * `published` is the content a prerendered page was made from: hydration renders it (React's
 * server snapshot), then the store's own content (an editor's unpublished edits) takes over
 * with an ordinary re-render, so hydration never mismatches (docs/decisions/010).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Content } from '../content/model';
import type { ContentStore } from '../store/store';

interface StoreBinding {
  store: ContentStore;
  getSnapshot: () => Content;
  getServerSnapshot: () => Content;
}

const StoreContext = createContext<StoreBinding | null>(null);

const texts = new WeakMap<Content, string>();
function textOf(content: Content): string {
  let text = texts.get(content);
  if (text === undefined) texts.set(content, (text = JSON.stringify(content)));
  return text;
}

/** True when `content` says exactly what `published` says. */
export function isPublishedContent(content: Content, published: Content): boolean {
  return content === published || textOf(content) === textOf(published);
}

/** Content equal to the published one is the published object itself (no needless re-render). */
function sharePublished(store: ContentStore, published: Content | undefined): () => Content {
  if (!published) return store.getSnapshot;
  let last: Content | null = null;
  let answer: Content = published;
  return () => {
    const current = store.getSnapshot();
    if (current !== last) {
      last = current;
      answer = isPublishedContent(current, published) ? published : current;
    }
    return answer;
  };
}

export function ContentProvider({
  store,
  published,
  children,
}: {
  store: ContentStore;
  published?: Content;
  children: ReactNode;
}) {
  const binding = useMemo<StoreBinding>(() => {
    const getSnapshot = sharePublished(store, published);
    return { store, getSnapshot, getServerSnapshot: published ? () => published : getSnapshot };
  }, [store, published]);
  return <StoreContext.Provider value={binding}>{children}</StoreContext.Provider>;
}

function useBinding(): StoreBinding {
  const binding = useContext(StoreContext);
  if (!binding) throw new Error('useStore needs a <ContentProvider> above it');
  return binding;
}

export function useStore(): ContentStore {
  return useBinding().store;
}

/** The current content; re-renders when any writer changes it. */
export function useContent(): Content {
  const { store, getSnapshot, getServerSnapshot } = useBinding();
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}
