import { useCallback, useEffect, useState } from 'react';
import {
  evaluateDebate,
  setEvaluationAgreement,
  watchEvaluation,
  type EvaluationState,
} from '@/data/evaluation';
import { errorText } from '@/domain/error-text';
import type { Chat } from '@/domain/model';
import { evaluationFailureText } from './evaluation-texts';

/** The SDK gave up waiting while the server still works: the chat shows how it ends. */
function isClientTimeout(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'functions/deadline-exceeded';
}

/**
 * The chat's evaluation, live from its document (both debaters see the same progress and
 * verdict), and the user's moves: request, agree or cancel, start.
 */
export function useEvaluation(chat: Pick<Chat, 'id'>, uid: string) {
  const chatId = chat.id;
  const [live, setLive] = useState<{ chatId: string; state: EvaluationState } | null>(null);
  const [agreementError, setAgreementError] = useState<string | null>(null);
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

  const agree = useCallback(
    (agreed: boolean, request = false) => {
      setAgreementError(null);
      setEvaluationAgreement(chatId, uid, agreed, { request }).catch((error: unknown) =>
        setAgreementError(errorText(error)),
      );
    },
    [chatId, uid],
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
  const running = Boolean(state?.inProgress) || (starting && !state?.verdict);
  const serverFailure =
    state?.failure && !state.inProgress ? evaluationFailureText(state.failure) : null;
  return {
    state,
    running,
    starting,
    request: () => agree(true, true),
    setAgreed: (agreed: boolean) => agree(agreed),
    start,
    agreementError,
    failure: running ? null : (startError ?? serverFailure),
  };
}
