/**
 * The frame of every page, public and admin: skip link, navigation, the page, footer.
 * Every navigation scrolls to the top (docs/product.md §2).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageContentProvider } from '../../shared/ui/content-context';
import { MarkdownTreesProvider, rememberPlainTexts, rememberTrees } from '../../shared/ui/markdown-trees';
import { useLabProfile } from '../../shared/ui/use-lab-profile';
import { useEditorContent } from '../boot/content-mode';
import { fillContent } from '../page-data';
import { usePage } from '../router/page-context';
import { DocumentHead } from './document-head';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { useMessages } from '../i18n/language';

/** The current page's data, for every part of the page. */
function usePageContent() {
  const { data } = usePage();
  return useMemo(() => ({ content: fillContent(data.content), totals: data.totals, facets: data.facets }), [data]);
}

/** The Markdown trees the page's data carries (docs/decisions/076), also for heads written outside React. */
function usePageTrees() {
  const { data } = usePage();
  useMemo(() => rememberTrees(data.markdown), [data.markdown]);
  useMemo(() => rememberPlainTexts(data.plain), [data.plain]);
  return data.markdown;
}

/**
 * The brand colour's tokens are in the prerendered head (#brand-style). In an editor's browser,
 * whose profile may name another colour, they follow the store's profile: the colour code loads
 * only there.
 */
function EditorBrandStyle() {
  const editing = useEditorContent() !== null;
  const brandColor = useLabProfile().brandColor;
  useEffect(() => {
    if (editing) void import('./brand-style').then((module) => module.applyBrandStyle(brandColor));
  }, [editing, brandColor]);
  return null;
}

export function SiteLayout() {
  const t = useMessages();
  const page = usePageContent();
  const trees = usePageTrees();
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(pathname);
  const loaded = useRef(false);
  useEffect(() => {
    // The first location is the page the browser loaded and placed itself (its #place, a reload's
    // position); a visitor who scrolled before the page turned interactive stays where they are.
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    // The search page keeps its address in step with its box (a replace): not a new page.
    if (samePage && navigationType === 'REPLACE') return;
    // A link to a place in a page (a search result for a news item) goes to that place.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new location moves the page; the other values are read from that location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <PageContentProvider value={page}>
      <MarkdownTreesProvider trees={trees}>
        <div className="site">
          <a
            className="skip-link"
            href="#content"
            onClick={(event) => {
              // Focus directly: a fragment navigation would count as a route change and scroll up.
              event.preventDefault();
              document.getElementById('content')?.focus();
            }}
          >
            {t.skipToContent}
          </a>
          <DocumentHead pathname={pathname} />
          <EditorBrandStyle />
          <SiteNav />
          <div id="content" className="site-content" tabIndex={-1}>
            <Outlet />
          </div>
          <SiteFooter />
        </div>
      </MarkdownTreesProvider>
    </PageContentProvider>
  );
}

/** Shown while a page's code is still loading on the first visit. */
export function PageLoading({ text }: { text?: string }) {
  const t = useMessages();
  return (
    <main className="container page">
      <p className="loading" role="status">
        {text ?? t.loading}
      </p>
    </main>
  );
}
