import { useEffect, useState } from 'react';
import { EVALUATION_CLEAR_AFTER_MS } from '@/domain/evaluation-stages';

type Phase = 'idle' | 'running' | 'holding';

/**
 * Whether the progress stays on screen: while the evaluation runs, and then, once it has completed,
 * for EVALUATION_CLEAR_AFTER_MS more at 100 % with 'Evaluation complete! Preparing results...'
 * (SPEC §4). The server clears its progress as soon as the result is stored
 * (docs/decisions/0016-performance.md §1), so the hold is the screen's. A run that fails is not
 * held, and a verdict that was there before the progress was shown never opens it.
 */
export function useCompletionHold(running: boolean, complete: boolean): boolean {
  const [phase, setPhase] = useState<Phase>('idle');
  let next = phase;
  if (running && !complete) next = 'running';
  else if (complete && phase === 'running') next = 'holding';
  else if (!running && !complete) next = 'idle';
  // Derived from the previous render's phase (React's "state from props" pattern).
  if (next !== phase) setPhase(next);
  useEffect(() => {
    if (phase !== 'holding') return;
    const timer = setTimeout(() => setPhase('idle'), EVALUATION_CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  return running || next === 'holding';
}
