/**
 * React bindings of the content store, shared by the public site and the studio.
 * Rendering reads a snapshot only; browser-only work happens in effects.
 *
 * `published` is the content a prerendered page was made from: hydration renders it (React's
 * server snapshot), then the store's own content (an editor's unpublished edits) takes over
 * with an ordinary re-render, so hydration never mismatches (docs/decisions/010).
 *
 * A visitor's page has no store at all (docs/decisions/030): `PageContentProvider` hands the
 * page its own data, and `useContent()` reads that when no store is above it.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Content, EntityKind } from '../content/model/model';
import type { ContentStore } from '../store/store';

interface StoreBinding {
  store: ContentStore;
  getSnapshot: () => Content;
  getServerSnapshot: () => Content;
}

const StoreContext = createContext<StoreBinding | null>(null);

/** What a visitor's page renders from: its page data as a whole Content, and collection sizes. */
export interface PageContent {
  content: Content;
  totals?: Partial<Record<EntityKind, number>>;
  /** Filter options of a paginated list (years, types). */
  facets?: Record<string, string[]>;
}
const PageContentContext = createContext<PageContent | null>(null);

export function PageContentProvider({ value, children }: { value: PageContent; children: ReactNode }) {
  return <PageContentContext.Provider value={value}>{children}</PageContentContext.Provider>;
}

const noSubscription = () => () => {};

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

const ContentLanguageContext = createContext<string | null>(null);

/**
 * The language the content below is shown in (docs/decisions/060). A visitor's page data is
 * already in its language; an editor's store holds every language, and is shown in this one.
 */
export function ContentLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  return <ContentLanguageContext.Provider value={lang}>{children}</ContentLanguageContext.Provider>;
}

/** Shows a whole content in one language (shared/content/model/languages.ts), given by the editor's code. */
export type Localize = (content: Content, lang: string) => Content;

/**
 * The store's content for everything below; with `store` null (a visitor's page) the page's
 * own data is read instead. `serverSnapshot` is what hydration renders (the prerendered page's
 * data), when it is not `published` itself.
 */
export function ContentProvider({
  store,
  published,
  serverSnapshot,
  localize,
  children,
}: {
  store: ContentStore | null;
  published?: Content;
  serverSnapshot?: Content;
  /** How the store's content (every language) is shown in the page's; absent: as it is. */
  localize?: Localize;
  children: ReactNode;
}) {
  const lang = useContext(ContentLanguageContext);
  const binding = useMemo<StoreBinding | null>(() => {
    if (!store) return null;
    // The store holds every language; a page in one language shows it in that one. A prerendered
    // page's own data (serverSnapshot) is in its language already.
    const shared = sharePublished(store, published);
    const inLanguage = (content: Content) => (localize && lang ? localize(content, lang) : content);
    const getSnapshot = () => inLanguage(shared());
    const server = serverSnapshot ?? (published ? inLanguage(published) : undefined);
    return { store, getSnapshot, getServerSnapshot: server ? () => server : getSnapshot };
  }, [store, published, serverSnapshot, lang, localize]);
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

/** The current content; re-renders when any writer changes it. On a visitor's page: the page's data. */
export function useContent(): Content {
  const binding = useContext(StoreContext);
  const page = useContext(PageContentContext);
  const pageSnapshot = () => {
    if (!page) throw new Error('useContent needs a <ContentProvider> or <PageContentProvider> above it');
    return page.content;
  };
  return useSyncExternalStore(
    binding?.store.subscribe ?? noSubscription,
    binding?.getSnapshot ?? pageSnapshot,
    binding?.getServerSnapshot ?? pageSnapshot,
  );
}

/** How many items a collection holds, also where the page carries only some of them. */
export function useCollectionSize(kind: EntityKind): number {
  const content = useContent();
  const page = useContext(PageContentContext);
  const binding = useContext(StoreContext);
  const total = binding ? undefined : page?.totals?.[kind];
  return total ?? content[kind].length;
}

/** Sizes of whole collections where a visitor's page holds only part of them (none with a store). */
export function usePageTotals(): PageContent['totals'] {
  const page = useContext(PageContentContext);
  return useContext(StoreContext) ? undefined : page?.totals;
}

/** A paginated list's filter options, on a visitor's page (none with a store). */
export function usePageFacets(): PageContent['facets'] {
  const page = useContext(PageContentContext);
  return useContext(StoreContext) ? undefined : page?.facets;
}

/** True when the content comes from the browser's store (an editor), not from the page's data. */
export function useHasStore(): boolean {
  return useContext(StoreContext) !== null;
}
