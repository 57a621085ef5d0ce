/**
 * The frame of every page, public and admin: skip link, navigation, the page, footer.
 * Every navigation scrolls to the top (SPEC §2).
 */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DocumentHead } from './document-head';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';

export function SiteLayout() {
  const { key, pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);

  return (
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
        Skip to content
      </a>
      <DocumentHead pathname={pathname} />
      <SiteNav />
      <div id="content" className="site-content" tabIndex={-1}>
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}

/** Shown while a page's code is still loading on the first visit. */
export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <main className="container page">
      <p className="loading" role="status">
        {text}
      </p>
    </main>
  );
}
