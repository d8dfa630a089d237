import { useCallback, useEffect, useRef, useState } from 'react';
import { markDebateTimeUp } from '@/data/debates';
import { DEBATES_TEXT } from './debates-texts';

const MAX_ATTEMPTS = 5;
const RETRY_STEP_MS = 2_000;

/**
 * Marks the debate completed when its time is up (SPEC §4: at zero the chat is marked
 * completed). Either debater's device may do it; the rules accept it only once the
 * server's clock has passed the end, so a refusal (a device a little early) is retried
 * with growing pauses on the countdown's own ticks, and reported after a few tries.
 */
export function useTimeUp(chatId: string, due: boolean, now: number) {
  const inFlight = useRef(false);
  const attempts = useRef(0);
  const nextAttemptAt = useRef(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!due || inFlight.current || error || now < nextAttemptAt.current) return;
    inFlight.current = true;
    markDebateTimeUp(chatId)
      .catch(() => {
        attempts.current += 1;
        nextAttemptAt.current = Date.now() + RETRY_STEP_MS * attempts.current;
        if (attempts.current >= MAX_ATTEMPTS) setError(DEBATES_TEXT.endFailed);
      })
      .finally(() => {
        inFlight.current = false;
      });
  }, [chatId, due, now, error]);

  const retry = useCallback(() => {
    attempts.current = 0;
    nextAttemptAt.current = 0;
    setError(null);
  }, []);

  return { error, retry };
}
