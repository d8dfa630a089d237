import { Scale } from 'lucide-react';
import { useLoadingIndicatorDue } from './loading-delay';
import './splash.css';

/**
 * Shown while the authentication state or a screen's code is loading; empty during the
 * page's first second (src/components/loading-delay.ts).
 */
export function Splash() {
  const shown = useLoadingIndicatorDue();
  return (
    <div className="splash" role="status" aria-live="polite">
      {shown && (
        <>
          <span className="splash__logo" aria-hidden="true">
            <Scale size="1em" />
          </span>
          <span className="splash__name">Debate Arena</span>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </>
      )}
    </div>
  );
}
