import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { acceptDebateRequest, declineChallenge } from '@/data/debate-requests';
import { errorText } from '@/domain/error-text';
import type { AppNotification } from '@/domain/model';

type ChallengeAnswerState =
  | { status: 'idle' }
  | { status: 'busy'; answer: 'accept' | 'decline' }
  | { status: 'declined' }
  | { status: 'failed'; error: string };

/**
 * Accept or Decline on a challenge notice: one tap answers it through the functions (the
 * same calls as Browse). Accepting opens the new debate; declining tells the challenger.
 */
export function useChallengeAnswer(notification: AppNotification) {
  const navigate = useNavigate();
  const [state, setState] = useState<ChallengeAnswerState>({ status: 'idle' });
  const inFlight = useRef(false);
  const requestId = notification.requestId;

  const answer = useCallback(
    async (choice: 'accept' | 'decline') => {
      if (!requestId || inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'busy', answer: choice });
      try {
        if (choice === 'accept') {
          const chatId = await acceptDebateRequest(requestId);
          setState({ status: 'idle' });
          void navigate(`/debate/${chatId}`);
        } else {
          await declineChallenge(requestId);
          setState({ status: 'declined' });
        }
      } catch (e) {
        setState({ status: 'failed', error: errorText(e) });
      } finally {
        inFlight.current = false;
      }
    },
    [requestId, navigate],
  );

  return { state, answer };
}
