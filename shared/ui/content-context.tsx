/**
 * React bindings of the content store, shared by the public site and the studio.
 * Rendering reads a snapshot only; browser-only work happens in effects.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Content } from '../content/model';
import type { ContentStore } from '../store/store';

const StoreContext = createContext<ContentStore | null>(null);

export function ContentProvider({ store, children }: { store: ContentStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): ContentStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore needs a <ContentProvider> above it');
  return store;
}

/** The current content; re-renders when any writer changes it. */
export function useContent(): Content {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
