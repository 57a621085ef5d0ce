/** The router's fallback (SPEC §2, §8): "Unexpected Application Error!" with the message. */
import { MESSAGES } from '../../shared/content/validation';
import { withBase } from '../../shared/ui/base-path';
import { useMessages } from '../i18n/language';

function messageOf(error: unknown, unknown: string): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : unknown;
}

export function ErrorPage({ error }: { error: unknown }) {
  const t = useMessages();
  return (
    <main className="container page error-page">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p className="error-page__message">{messageOf(error, t.error.unknown)}</p>
      <p>
        {/* A full page load: the router itself may be what failed. */}
        <a href={withBase('/')}>{t.error.home}</a>
      </p>
    </main>
  );
}
