import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has hydrated: from then on every render is a browser render. */
let pageHydrated = false;

/** The page is rendered afresh in the browser (an editor's content, the studio): no HTML to match. */
export function renderingAfresh(): void {
  pageHydrated = true;
}

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards. State
 * read from the URL query (filters) applies only once hydrated, so the first client render
 * matches the HTML that was prerendered without a query. The switch after hydration is a
 * transition: React re-renders a long page in short slices rather than in one task while a
 * visitor may already be scrolling (docs/decisions/061). A page shown later (a client
 * navigation, or a page rendered afresh) is hydrated from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
