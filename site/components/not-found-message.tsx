import { Link } from '../../shared/ui/site-link';
import { useMessages } from '../i18n/language';

/** The page for an unknown id: the spec's text and a way back. */
export function NotFoundMessage({ message, back }: { message: string; back: { to: string; label: string } }) {
  const t = useMessages();
  return (
    <main className="container page not-found">
      <h1>{message}</h1>
      <p>{t.notFound.item}</p>
      <p>
        <Link to={back.to} className="button button--primary">
          {back.label}
        </Link>
      </p>
    </main>
  );
}
