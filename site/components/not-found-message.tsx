import { Link } from '../../shared/ui/site-link';

/** The page for an unknown id: the spec's text and a way back. */
export function NotFoundMessage({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <main className="container page not-found">
      <h1>{message}</h1>
      <p>It may have been removed, or the link may be mistyped.</p>
      <p>
        <Link to={back.to} className="button button--primary">
          {back.label}
        </Link>
      </p>
    </main>
  );
}
