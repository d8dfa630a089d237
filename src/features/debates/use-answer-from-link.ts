import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { DebateRequest } from '@/domain/model';
import type { useRequestActions } from './use-debate-requests';

type LinkAnswer = 'accept' | 'decline';

/** The answer a challenge push's Accept or Decline put in the link (sw/push-payload.ts). */
function answerFromLink(value: string | null): LinkAnswer | null {
  return value === 'accept' || value === 'decline' ? value : null;
}

/**
 * Answers a challenge once when /join was opened from a push's Accept or Decline
 * (?answer=…), then drops the answer from the address, so a reload or Back does not answer
 * again. `challenge` is the request only when it is a live challenge to the user: a link
 * cannot make anyone accept an open request or someone else's challenge.
 */
export function useAnswerFromLink(
  challenge: DebateRequest | null,
  actions: Pick<ReturnType<typeof useRequestActions>, 'accept' | 'decline'>,
): void {
  const [params, setParams] = useSearchParams();
  const answer = answerFromLink(params.get('answer'));
  const done = useRef(false);
  useEffect(() => {
    if (!answer || !challenge || done.current) return;
    done.current = true;
    setParams({}, { replace: true });
    void (answer === 'accept' ? actions.accept(challenge) : actions.decline(challenge));
  }, [answer, challenge, actions, setParams]);
}
