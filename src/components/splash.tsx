import './splash.css';

/** Shown while the authentication state is loading. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="splash__logo" aria-hidden="true">
        ⚖️
      </span>
      <span className="splash__name">Debate Arena</span>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
