import { useCallback, useEffect, useState } from 'react';
import { fetchDebateResult } from '@/data/evaluation';
import type { DebateResultView } from '@/domain/documents/debate-result';
import { errorText } from '@/domain/error-text';
import { useSignedInUser } from '@/hooks/use-session';
import { keepResult } from '@/offline/results';

export type DebateResultState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; result: DebateResultView | null }
  | { status: 'error'; message: string };

/**
 * The stored result, read once the chat shows a verdict (null: none readable yet), and
 * again when `verdictKey` changes (an appeal changed the verdict on the chat).
 */
export function useDebateResult(chatId: string, judged: boolean, verdictKey = '') {
  const [answer, setAnswer] = useState<{ key: string; state: DebateResultState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${chatId}:${attempt}:${verdictKey}`;
  const { uid } = useSignedInUser();

  useEffect(() => {
    if (!judged) return;
    let current = true;
    fetchDebateResult(chatId).then(
      (result) => {
        // Debate history (docs/decisions/0014-arena.md §4): every result seen stays on the device.
        if (result) void keepResult(uid, result).catch(() => undefined);
        if (current) setAnswer({ key, state: { status: 'ready', result } });
      },
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
  }, [chatId, judged, key, uid]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: DebateResultState = !judged
    ? { status: 'idle' }
    : answer?.key === key
      ? answer.state
      : { status: 'loading' };
  return { state, reload };
}
