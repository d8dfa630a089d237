import { useCallback, useState } from 'react';
import { setDebateReadiness } from '@/data/debates';
import { DEBATES_TEXT } from './debates-texts';

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
      setError(code(e) === 'not-found' ? DEBATES_TEXT.chatNotFound : DEBATES_TEXT.readinessFailed);
    });
  }, [chatId, uid, ready]);
  return { toggle, error };
}
