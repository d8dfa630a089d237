import { useCallback, useEffect, useState } from 'react';
import { setChatMuted, watchMute } from '@/data/mutes';
import { CONVERSATION_TEXT } from './conversation-texts';

/**
 * Whether the user muted this chat (no pushes for it), live, and the toggle. The change
 * shows at once (Firestore applies it on the device, offline too); a refusal says so.
 */
export function useMute(uid: string, chatId: string) {
  const [live, setLive] = useState<{ chatId: string; muted: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      watchMute(
        uid,
        chatId,
        (muted) => setLive({ chatId, muted }),
        () => setLive(null),
      ),
    [uid, chatId],
  );

  const muted = live?.chatId === chatId ? live.muted : null;
  const toggle = useCallback(() => {
    if (muted === null) return;
    setError(null);
    setChatMuted(uid, chatId, !muted).catch(() => setError(CONVERSATION_TEXT.muteFailed));
  }, [uid, chatId, muted]);

  return { muted, toggle, error };
}
