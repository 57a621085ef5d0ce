/**
 * The browser's router for the site (docs/decisions/056): React Router's declarative `<Router>`
 * over the site's own history (./site-history.ts), which shows a page only once its code and
 * data are here. Links, `useNavigate`, `useParams` and `useLocation` work as everywhere else;
 * the studio's forms hold a navigation through `useSiteBlocker`.
 */
import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPath, Router, type Blocker, type BlockerFunction, type Location } from 'react-router-dom';
import { routerBasename, stripBase } from '../../shared/ui/base-path';
import { SiteNavigationContext } from '../../shared/ui/router-link';
import { reloadForMissingCode } from '../boot/stale-build';
import { preparePage, type Page, type PageRoute } from './pages';
import { createSiteHistory, type SiteHistory } from './site-history';
import { SitePage } from './site-routes';


/** The browser history of the site's pages, starting on `initial`. */
export function createPageHistory(routes: readonly PageRoute[], initial: Page): SiteHistory<Page> {
  const history: SiteHistory<Page> = createSiteHistory<Page>((location): Page | Promise<Page> => {
    const pathname = stripBase(location.pathname);
    const shown: Page = history.current().prepared;
    // A new search or fragment on the same page keeps the page and its data.
    if (shown.pathname === pathname && shown.Component) return shown;
    // Code that is gone (the site was deployed anew since this page loaded): the address loads
    // afresh, at the new build, and this page stays until the browser leaves it.
    return preparePage(routes, pathname).then((page) =>
      page.error !== undefined && reloadForMissingCode(page.error, createPath(location)) ? new Promise<Page>(() => {}) : page,
    );
  }, initial);
  return history;
}

export function SiteRouter({ routes, history }: { routes: readonly PageRoute[]; history: SiteHistory<Page> }) {
  const { location, action, prepared } = useSyncExternalStore(history.listen, history.current, history.current);
  // A page whose code was not loaded before the first render (an address only this browser has).
  useEffect(() => {
    if (!prepared.Component && prepared.error === undefined) history.refresh();
  }, [history, prepared]);
  // The site's history is also what its links need (docs/decisions/081): fixed for the router's life.
  return (
    <SiteNavigationContext.Provider value={history}>
      <Router basename={routerBasename() || undefined} location={location} navigationType={action as never} navigator={history.navigator}>
        <SitePage page={prepared} routes={routes} />
      </Router>
    </SiteNavigationContext.Provider>
  );
}

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/** React Router's `useBlocker`, for the site's router: holds a navigation `shouldBlock` names. */
export function useSiteBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const history = useContext(SiteNavigationContext) as SiteHistory<Page> | null;
  const [held, setHeld] = useState<{ location: Location; proceed: () => void } | null>(null);
  const check = useRef(shouldBlock);
  check.current = shouldBlock;
  useEffect(
    () =>
      history?.block({
        check: (args) => (typeof check.current === 'function' ? check.current(args) : check.current),
        held: (location, proceed) => setHeld({ location, proceed }),
      }),
    [history],
  );
  return useMemo<Blocker>(
    () =>
      held
        ? {
            state: 'blocked',
            location: held.location,
            proceed: () => {
              setHeld(null);
              held.proceed();
            },
            reset: () => setHeld(null),
          }
        : UNBLOCKED,
    [held],
  );
}
