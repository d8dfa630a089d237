import { useEffect, useState } from 'react';

/** Whole seconds until `until` (epoch ms), re-rendering each second while above zero. */
export function useSecondsLeft(until: number | null): number {
  const compute = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(compute);
  useEffect(() => {
    setSeconds(compute());
    if (until === null) return;
    const timer = setInterval(() => {
      const left = compute();
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // compute only reads `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
