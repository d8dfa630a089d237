import { useEffect, useState } from 'react';
import { EVALUATION_TICK_MS, nextAnimatedProgress } from '@/domain/evaluation-stages';

/**
 * The waiting animation of SPEC §4: every 500 ms a random step of up to 15, never past
 * 85, from 0 each time the modal opens. The server's real progress is shown over it.
 */
export function useAnimatedProgress(active: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(
      () => setValue((current) => nextAnimatedProgress(current, Math.random)),
      EVALUATION_TICK_MS,
    );
    return () => {
      clearInterval(timer);
      setValue(0);
    };
  }, [active]);
  return active ? value : 0;
}
