/** The router's fallback (SPEC §2, §8): "Unexpected Application Error!" with the message. */
import { MESSAGES } from '../../shared/content/validation';
import { withBase } from '../../shared/ui/base-path';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

export function ErrorPage({ error }: { error: unknown }) {
  return (
    <main className="container page error-page">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p className="error-page__message">{messageOf(error)}</p>
      <p>
        {/* A full page load: the router itself may be what failed. */}
        <a href={withBase('/')}>Back to the home page</a>
      </p>
    </main>
  );
}
