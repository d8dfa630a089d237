import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/domain/error-text';
import { openDirectChatOfflineFirst } from '@/offline/direct-chat';
import { useSignedInUser } from './use-session';

/** Whom to chat with: only the uid is sent; the server reads their phone and name. */
interface ChatPartner {
  uid: string;
}

interface StartChat {
  /** Opens the normal chat with `other` (reusing the pair's chat) and goes to it. */
  startChat(other: ChatPartner): Promise<void>;
  busy: boolean;
  /** The user whose chat is being opened, for a per-row busy state. */
  pendingUid: string | null;
  /** 'Failed to start chat: {reason}', until the next attempt or clearError. */
  error: string | null;
  clearError(): void;
}

/** Starting a one-to-one chat from search results or contacts (SPEC §5 "Normal chat creation"). */
export function useStartChat(): StartChat {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [pendingUid, setPendingUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const startChat = useCallback(
    async (other: ChatPartner) => {
      // A double tap must not open two requests (the chat id is fixed anyway).
      if (inFlight.current) return;
      inFlight.current = true;
      setPendingUid(other.uid);
      setError(null);
      try {
        const chatId = await openDirectChatOfflineFirst(me.uid, other.uid);
        navigate(`/chat/${chatId}`);
      } catch (e) {
        setError(`Failed to start chat: ${errorText(e)}`);
      } finally {
        inFlight.current = false;
        setPendingUid(null);
      }
    },
    [me.uid, navigate],
  );

  return {
    startChat,
    busy: pendingUid !== null,
    pendingUid,
    error,
    clearError: useCallback(() => setError(null), []),
  };
}
