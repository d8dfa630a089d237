import { useCallback, useState } from 'react';
import { setDebateReadiness } from '@/data/debates';

export const READINESS_FAILED = 'Failed to update readiness. Please try again.';
export const CHAT_NOT_FOUND = 'Chat not found';

function code(error: unknown): string {
  return typeof (error as { code?: unknown })?.code === 'string'
    ? (error as { code: string }).code
    : '';
}

/**
 * The user's own Ready toggle. The live chat shows the new state at once (the write is
 * applied locally first); a refusal puts it back and says so.
 */
export function useDebateReadiness(chatId: string, uid: string, ready: boolean) {
  const [error, setError] = useState<string | null>(null);
  const toggle = useCallback(() => {
    setError(null);
    setDebateReadiness(chatId, uid, !ready).catch((e: unknown) => {
      setError(code(e) === 'not-found' ? CHAT_NOT_FOUND : READINESS_FAILED);
    });
  }, [chatId, uid, ready]);
  return { toggle, error };
}
