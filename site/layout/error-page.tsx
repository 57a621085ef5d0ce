/** The router's fallback (SPEC §2, §8): "Unexpected Application Error!" with the message. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../shared/content/validation';
import { withBase } from '../../shared/ui/base-path';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

export function ErrorPage() {
  const error = useRouteError();
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
