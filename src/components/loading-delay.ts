import { useEffect, useState } from 'react';

/**
 * How long after the page started loading a loading indicator (the splash, a screen's
 * skeleton) stays hidden. A returning user's screen is usually ready sooner, and a logo or
 * placeholder that flashes up for a moment is worse than none: under a second, people need no
 * sign that something is loading (Nielsen's response-time limits). After that, every
 * indicator shows at once.
 */
export const LOADING_DELAY_MS = 1_000;

function due(): boolean {
  return performance.now() >= LOADING_DELAY_MS;
}

/** Whether a loading indicator may show yet: false during the page's first second. */
export function useLoadingIndicatorDue(): boolean {
  const [shown, setShown] = useState(due);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS - performance.now());
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
