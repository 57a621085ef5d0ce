/** Any unknown path: say so, and offer the main ways into the site. */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/ui/site-link';

const WAYS = [
  { to: '/', label: 'Home' },
  { to: '/projects', label: 'Research Areas' },
  { to: '/publications', label: 'Publications' },
  { to: '/team', label: 'Team' },
  { to: '/contact', label: 'Contact' },
];

export default function NotFound() {
  const { pathname } = useLocation();
  // The prerendered 404 page answers many addresses: name the address only once running.
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(pathname), [pathname]);
  return (
    <main className="container page not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>
        There is no page at {shown ? <code>{shown}</code> : 'this address'}. It may have moved, or the address may be
        mistyped. These pages might help:
      </p>
      <ul className="link-row">
        {WAYS.map((way) => (
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
