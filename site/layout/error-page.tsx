/**
 * The router's fallback: "Unexpected Application Error!" with the error's message, shown in the
 * site's frame where the page would be. Part of the frame's code (docs/decisions/074): it must
 * show when the page's own code could not be fetched.
 */
import { withBase } from '../../shared/ui/base-path';
import { useMessages } from '../i18n/language';

/** The fallback's heading, in every language: the words the product promises for a page that fails. */
export const UNEXPECTED_ERROR = 'Unexpected Application Error!';

function messageOf(error: unknown, unknown: string): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : unknown;
}

export function ErrorPage({ error }: { error: unknown }) {
  const t = useMessages();
  return (
    <main className="container page error-page">
      <h1>{UNEXPECTED_ERROR}</h1>
      <p className="error-page__message">{messageOf(error, t.error.unknown)}</p>
      <p>
        {/* A full page load: the router itself may be what failed. */}
        <a href={withBase('/')}>{t.error.home}</a>
      </p>
    </main>
  );
}
