import { useCallback, useEffect, useState } from 'react';
import { evaluateDebate, setEvaluationAgreement, watchEvaluation } from '@/data/evaluation';
import type { EvaluationState } from '@/domain/documents/evaluation-run';
import { errorText } from '@/domain/error-text';
import type { Chat } from '@/domain/model';
import { EVALUATION_TEXT, evaluationFailureText } from './evaluation-texts';
import { useCompletionHold } from './use-completion-hold';

/** The SDK gave up waiting while the server still works: the chat shows how it ends. */
function isClientTimeout(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'functions/deadline-exceeded';
}

/**
 * The chat's evaluation, live from its document (both debaters see the same progress and
 * verdict), and the user's moves: request, agree or cancel, start.
 */
export function useEvaluation(chat: Pick<Chat, 'id'>) {
  const chatId = chat.id;
  const [live, setLive] = useState<{ chatId: string; state: EvaluationState } | null>(null);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [agreementPending, setAgreementPending] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  useEffect(
    () =>
      watchEvaluation(
        chatId,
        (state) => setLive({ chatId, state }),
        // The chat screen's own listener reports a lost chat; here it only means no updates.
        () => undefined,
      ),
    [chatId],
  );

  // Through the setEvaluationAgreement function: needs the network, busy while it runs.
  const agree = useCallback(
    (agreed: boolean) => {
      setAgreementError(null);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        setAgreementError(EVALUATION_TEXT.agreementOffline);
        return;
      }
      setAgreementPending(true);
      setEvaluationAgreement(chatId, agreed)
        .catch((error: unknown) => setAgreementError(errorText(error)))
        .finally(() => setAgreementPending(false));
    },
    [chatId],
  );

  const start = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      await evaluateDebate(chatId);
    } catch (error) {
      if (!isClientTimeout(error)) setStartError(evaluationFailureText(errorText(error)));
    } finally {
      setStarting(false);
    }
  }, [chatId]);

  const state = live?.chatId === chatId ? live.state : null;
  const running = useCompletionHold(
    Boolean(state?.inProgress) || (starting && !state?.verdict && !state?.noContest),
    Boolean(state?.verdict),
  );
  const serverFailure =
    state?.failure && !state.inProgress ? evaluationFailureText(state.failure) : null;
  return {
    state,
    running,
    starting,
    request: () => agree(true),
    setAgreed: (agreed: boolean) => agree(agreed),
    start,
    agreementError,
    agreementPending,
    failure: running ? null : (startError ?? serverFailure),
  };
}
