/** Any unknown path: say so, and offer the main ways into the site. */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';
import { useMessages } from '../i18n/language';
import type { FrameMessages } from '../i18n/en';

const WAYS = (t: FrameMessages) => [
  { to: '/', label: t.nav.home },
  { to: '/projects', label: t.notFound.researchAreas },
  { to: '/publications', label: t.nav.publications },
  { to: '/team', label: t.nav.team },
  { to: '/contact', label: t.footer.contact },
];

export default function NotFound() {
  const t = useMessages();
  const { pathname } = useLocation();
  // The prerendered 404 page answers many addresses: name the address only once running.
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(pathname), [pathname]);
  return (
    <main className="container page not-found">
      <p className="eyebrow">{t.notFound.eyebrow}</p>
      <h1>{t.notFound.title}</h1>
      <p>
        {t.notFound.before} {shown ? <code>{shown}</code> : t.notFound.thisAddress}
        {t.notFound.after}
      </p>
      <ul className="link-row">
        {WAYS(t).map((way) => (
          <li key={way.to}>
            <Link to={way.to} className="button button--small">
              {way.label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
