/**
 * Router links that point at the canonical, trailing-slash form of a page (see canonicalPath):
 * the prerendered site, its canonical URLs and sitemap all use "/team/", so a link to "/team"
 * would cost every visitor and crawler a redirect on GitHub Pages. Drop-in for React Router's
 * Link and NavLink where the target is a string path.
 */
import { forwardRef } from 'react';
import { useLocation, type To } from 'react-router-dom';
import { canonicalPath } from '../content/read/urls';
import { RouterLink, type RouterLinkProps as LinkProps } from './router-link';

const canonicalTo = (to: To): To => (typeof to === 'string' && to.startsWith('/') ? canonicalPath(to) : to);
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <RouterLink ref={ref} to={canonicalTo(to)} {...rest} />;
});

interface NavLinkProps extends Omit<LinkProps, 'to' | 'className'> {
  to: string;
  /** Active only on the exact path (the home link), not on paths below it. */
  end?: boolean;
  className?: string;
}

/**
 * A navigation link marked aria-current="page" on its page and below, whether or not the
 * address carries the trailing slash (a locally served /team shows Team as current too).
 */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const here = withoutSlash(useLocation().pathname);
  const target = withoutSlash(to);
  const active = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <RouterLink
      to={canonicalPath(to)}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
