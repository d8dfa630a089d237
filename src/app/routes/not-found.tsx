import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <main className="page page--narrow">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/">Go to the start page</Link>
    </main>
  );
}
