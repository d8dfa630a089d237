import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * The last line of defence: an error in a screen, or a chunk of an old version that no
 * longer exists after an update. Never a blank page: say what happened and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="page page--narrow" role="alert">
      <h1>Something went wrong</h1>
      <p>{detail}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a href="/">Go to the start page</a>
      </p>
    </main>
  );
}
