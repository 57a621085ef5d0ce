/**
 * The browser entry (docs/decisions/010, 030). A prerendered page is hydrated from its own page
 * data (page-data.json beside it, preloaded by the HTML): a visitor runs React, the router,
 * the page's code and that data, nothing more. A browser holding unpublished edits, and the
 * studio, load the store first; such a page is rendered afresh from the store's content,
 * synchronously, so the published markup never lingers (or hydrated, when the store says
 * exactly what was published). A page whose HTML was made for another path (404.html
 * answering /admin/…, say) is rendered afresh too.
 */
import { startTransition, StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setLanguagePrefix, stripBase } from '../shared/ui/base-path';
import { loadMessages, pageLanguage } from './i18n/catalogues';
import { LanguageProvider } from './i18n/language';
import { ContentProvider, isPublishedContent } from '../shared/ui/content-context';
import { routes } from './app';
import { rememberInput } from './boot/early-input';
import { renderingAfresh, useHydrated } from './components/use-hydrated';
import { loadStoreOnEdit, switchToStore, useEditorContent } from './boot/content-mode';
import { reloadForMissingCode } from './boot/stale-build';
import { pageStart } from './boot/start-rules';
import { CONTENT_KEYS } from '../shared/content/model/content-keys';
import { webStorage } from '../shared/store/web-storage';
import { EMPTY_PAGE, fetchPageData, fillContent, setPageDataSource, type PageData } from './page-data';
import { rememberBuiltEntries } from './components/use-reference';
import { pageNow, preparePage, type Page } from './router/pages';
import { createPageHistory, SiteRouter } from './router/site-router';
// The shared display pieces' styles (cards, tags, emoji) come first, so they are in the page's own
// inlined stylesheet (no shift when a route's code arrives) and the site's styles refine them.
import '../shared/ui/ui.css';
import './styles/base.css';
import './styles/base-filters.css';
import './styles/layout.css';
import './styles/layout-footer.css';
import './styles/pages.css';
import './styles/pages-research.css';
import './styles/pages-people-news.css';
import './styles/pages-search.css';
import './styles/scholarly.css';
import './styles/language.css';
import './styles/print.css';

/** The store's content once an editor's store is loaded; the page's own data until then. */
function ContentRoot({ serverSnapshot, children }: { serverSnapshot?: PageData; children: ReactNode }) {
  const editor = useEditorContent();
  const server = useMemo(() => (serverSnapshot ? fillContent(serverSnapshot.content) : undefined), [serverSnapshot]);
  return (
    <ContentProvider store={editor?.store ?? null} published={editor?.published} serverSnapshot={server} localize={editor?.localize}>
      {children}
    </ContentProvider>
  );
}

/**
 * Runs `done` once the page has taken over: hydrated, and rendered again in the browser's state
 * (the address's filters; `useHydrated`, which every component switches in the same render). Its
 * effects run after every other of that render.
 */
function AfterHydration({ done }: { done: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) done();
  }, [hydrated, done]);
  return null;
}

async function start() {
  // The page starts in a task of its own, after the one that evaluated the site's code: two short
  // tasks rather than one long one while a visitor may already be scrolling or tapping.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('root')!;
  const htmlLang = document.documentElement.lang;
  // The address below the base path, its language prefix included ("/nb/team/").
  const address = stripBase(window.location.pathname);
  // Whether this page works on the store and whether its HTML was made for it: the rules the boot
  // script started the page by (./boot/start-rules.ts).
  const { editing, ownPage } = pageStart({
    path: address,
    lang: htmlLang,
    made: container.dataset.prerendered,
    storage: webStorage('local').storage,
    keys: CONTENT_KEYS,
  });
  // A page in another language than the default is served under its prefix ("/nb/team/"); the
  // router's paths are the same in every language (docs/decisions/060).
  const { lang, prefix } = pageLanguage(address, htmlLang || 'en');
  setLanguagePrefix(prefix);
  // A page whose HTML was not made for it (the development server's index.html, 404.html) says
  // its language too. Only then: setting the attribute, even to the value it has, makes the
  // browser restyle and lay out the whole page again (every element may match `:lang()`), a
  // long task of its own on a phone just after the page became interactive.
  if (htmlLang !== lang) document.documentElement.lang = lang;
  const messagesReady = loadMessages(lang);
  const pathname = stripBase(window.location.pathname);
  const samePage = ownPage;
  // Everything the first render needs starts loading at once, side by side.
  const storeReady = editing ? switchToStore() : null;
  const dataReady = samePage ? fetchPageData(pathname) : null;
  // The development server prerenders nothing: its pages wait for their code and data before the
  // first render (its page data, scripts/vite-page-data.ts), so the frame never shows empty.
  const prepareFirst = samePage || import.meta.env.DEV;

  let hydrate = false;
  let page: Page;
  if (storeReady) {
    const editor = await storeReady;
    // On a prerendered page, the page's code first, so the fresh render shows the page itself
    // and the early input has its controls back; elsewhere the page's loading text shows while
    // its code arrives. The page reads the store, not page data.
    page = prepareFirst ? await preparePage(routes, pathname) : pageNow(routes, pathname);
    // Hydrate only when the store says exactly what was published; otherwise render its content at once.
    if (samePage && dataReady && page.error === undefined && isPublishedContent(editor.store.getSnapshot(), editor.published)) {
      const built = await dataReady;
      hydrate = built !== EMPTY_PAGE;
      // The papers' entries as the build made them from this same content, for the hydrating render.
      if (hydrate) rememberBuiltEntries(built.references, editor.store.getSnapshot());
    }
  } else {
    setPageDataSource((_pattern, path) => fetchPageData(path));
    loadStoreOnEdit(window);
    page = prepareFirst ? await preparePage(routes, pathname) : pageNow(routes, pathname);
    // The page's data could not be fetched (offline, say): the prerendered page stays as it
    // is, fully readable, as without script. Code that failed to load shows the error page.
    if (samePage && page.error === undefined && page.data === EMPTY_PAGE) return;
    hydrate = samePage && page.error === undefined;
  }
  // The page's code is gone (a redeploy since the HTML was cached): once, the address loads afresh.
  if (page.error !== undefined && reloadForMissingCode(page.error, window.location.href)) return;
  if (page.error !== undefined) console.error(page.error);
  // A visitor's page hydrates from its own page data. An editor's store hydrates from the whole
  // published content (which it equals): page data holds only part of some collections, and a
  // store has no page totals to make up for it, so the menu and counts would differ from the
  // prerendered page (React's hydration error #418).
  const serverSnapshot = hydrate && dataReady && !storeReady ? await dataReady : undefined;
  const messages = await messagesReady;
  // What a reader chose on the prerendered page before now, and chooses while the page is taken
  // over, handed to React once it has: after hydrating, or at once after a fresh render.
  const giveBackInput = rememberInput(container);

  const app = (
    <StrictMode>
      <LanguageProvider value={{ lang, messages }}>
        <ContentRoot serverSnapshot={serverSnapshot}>
          <SiteRouter routes={routes} history={createPageHistory(routes, page)} />
        </ContentRoot>
      </LanguageProvider>
      {hydrate ? <AfterHydration done={giveBackInput} /> : null}
    </StrictMode>
  );
  // Hydration as a transition: React works through it in short slices, so a long page never
  // blocks the main thread for long (and a tap during it is still handled).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    renderingAfresh();
    const root = createRoot(container);
    flushSync(() => root.render(app));
    giveBackInput();
  }
  // Says the page now shows this browser's own (unpublished) content, not the published page.
  if (storeReady) container.dataset.content = 'local';
}

void start();
