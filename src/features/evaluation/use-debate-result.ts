import { useCallback, useEffect, useState } from 'react';
import { fetchDebateResult, type DebateResultView } from '@/data/evaluation';
import { errorText } from '@/domain/error-text';

export type DebateResultState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; result: DebateResultView | null }
  | { status: 'error'; message: string };

/** The stored result, read once the chat shows a verdict (null: none readable yet). */
export function useDebateResult(chatId: string, judged: boolean) {
  const [answer, setAnswer] = useState<{ key: string; state: DebateResultState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${chatId}:${attempt}`;

  useEffect(() => {
    if (!judged) return;
    let current = true;
    fetchDebateResult(chatId).then(
      (result) => current && setAnswer({ key, state: { status: 'ready', result } }),
      (error: unknown) =>
        current &&
        setAnswer({
          key,
          state: { status: 'error', message: errorText(error) },
        }),
    );
    return () => {
      current = false;
    };
  }, [chatId, judged, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: DebateResultState = !judged
    ? { status: 'idle' }
    : answer?.key === key
      ? answer.state
      : { status: 'loading' };
  return { state, reload };
}
