/**
 * A router link without React Router's `<Link>` (docs/decisions/056): an `<a>` with the
 * router's href and click handling. `<Link>` also carries framework-mode machinery (route
 * discovery, prefetch links, view transitions) that this product never uses, and it would
 * travel in every visitor's download.
 *
 * Under the site's own router (site/router/site-router.tsx), a link to a plain site path
 * ("/team/", "/publications/pub-1/?x=1#y") does not follow the location at all
 * (docs/decisions/081): its href is the router's basename plus the path, and a click asks the
 * site's navigator, reading the current address only then. React Router's hooks (`useHref`,
 * `useLinkClickHandler`) subscribe every link to the location, so each address change (a list's
 * search taken into `?q=`) rendered every link on the page again. Elsewhere (the prerenderer's
 * static router, the extension's memory router) and for relative or object targets, the link
 * is React Router's, as before; both give the same href.
 */
import { routerBasename } from './base-path';
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, parsePath, useHref, useLocation, useNavigate, useResolvedPath, type Location, type Navigator, type To } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * What a link needs of the site's router (its history, site/router/site-history.ts): fixed for
 * the router's life, so reading it subscribes to nothing that changes.
 */
export interface SiteNavigation {
  navigator: Navigator;
  /** The address shown now (read at click time). */
  current(): { location: Location };
}

export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/**
 * The path of `to` when it is a plain absolute site path, one React Router resolves to itself:
 * "/" and segments that do not start with a dot, without doubled slashes or backslashes.
 */
export function plainSitePath(to: To): { pathname: string; search: string; hash: string } | null {
  if (typeof to !== 'string') return null;
  const { pathname = '', search = '', hash = '' } = parsePath(to);
  return /^(?:\/[^/\\.][^/\\]*)*\/?$/.test(pathname) && pathname
    ? { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash }
    : null;
}

/** A plain site path under `basename`: what React Router's `useHref` and `navigate` make of it. */
export function underBasename(basename: string, path: { pathname: string; search: string; hash: string }) {
  return { ...path, pathname: !basename ? path.pathname : path.pathname === '/' ? basename : `${basename}${path.pathname}` };
}

type ClickEvent = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'>;

/**
 * React Router's rule: only a plain left click on a link that opens here, and that no handler
 * took, is the router's (`go`); any other click is the browser's (a new tab, a new window).
 */
function routerClick(event: ClickEvent, target: string | undefined, go: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  go();
}

/**
 * What a click on a site link does: a plain left click goes through the site's navigator (a push,
 * or a replace when the link leads to the address shown, read now); any other click, or one a
 * handler already took, is the browser's.
 */
export function followSiteLink(
  event: ClickEvent,
  site: SiteNavigation,
  destination: { pathname: string; search: string; hash: string },
  { replace, state, target }: { replace?: boolean; state?: unknown; target?: string },
): void {
  routerClick(event, target, () => {
    // As React Router does: a link to the address shown replaces it rather than adding an entry.
    if (replace ?? createPath(site.current().location) === createPath(destination)) site.navigator.replace(destination, state);
    else site.navigator.push(destination, state);
  });
}

export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(props, ref) {
  const site = useContext(SiteNavigationContext);
  const path = site && plainSitePath(props.to);
  if (!path) return <HookLink ref={ref} {...props} />;
  const { to: _to, replace, state, target, onClick, ...rest } = props;
  const destination = underBasename(routerBasename(), path);
  return (
    <a
      ref={ref}
      href={createPath(destination)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        followSiteLink(event, site!, destination, { replace, state, target });
      }}
      {...rest}
    />
  );
});

/** React Router's link: its href and its click rule (those of `useLinkClickHandler`). */
const HookLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function HookLink(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        routerClick(event, target, () => void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state }));
      }}
      {...rest}
    />
  );
});
