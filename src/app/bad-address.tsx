import { Link } from 'react-router';

/**
 * What a route shows when its address names no valid document id (/chat, /debate, /watch,
 * /results and /join take one): the reason, and the way home.
 */
export function BadAddress({ text }: { text: string }) {
  return (
    <main className="page page--narrow">
      <p role="alert">{text}</p>
      <Link to="/home">Back to Home</Link>
    </main>
  );
}
