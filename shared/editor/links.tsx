/** Links out of the studio: public pages (the host may open them elsewhere) and external sites. */
import type { ReactNode } from 'react';
import { RouterLink as Link } from '../ui/router-link';
import { isExternal, safeUrl } from '../content/read/urls';
import { useStudioHost } from './host';

export function PublicLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  const host = useStudioHost();
  return (
    <Link
      className="studio-link"
      to={to}
      aria-label={label}
      onClick={
        host.openPublicPage
          ? (event) => {
              event.preventDefault();
              host.openPublicPage!(to);
            }
          : undefined
      }
    >
      {children}
    </Link>
  );
}

/** An external link, or nothing when the URL is not safe to follow. */
export function ExternalLink({ href, children, label }: { href: string | undefined; children: ReactNode; label?: string }) {
  const url = safeUrl(href, 'link');
  if (!url) return null;
  return isExternal(url) ? (
    <a className="studio-link" href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  ) : (
    <PublicLink to={url} label={label}>
      {children}
    </PublicLink>
  );
}
