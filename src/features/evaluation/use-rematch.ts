import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { acceptDebateRequest, declineChallenge, offerRematch } from '@/data/debate-requests';
import type { RematchOffer } from '@/domain/challenges';
import { errorText } from '@/domain/error-text';
import type { Chat } from '@/domain/model';

type RematchView =
  /** Nothing offered yet: 'Rematch'. */
  | { kind: 'none' }
  /** The user offered; the opponent has not answered. */
  | { kind: 'offered' }
  /** The opponent offered: Accept or Decline. */
  | { kind: 'incoming'; offer: RematchOffer }
  /** Accepted: the new debate. */
  | { kind: 'accepted'; chatId: string }
  | { kind: 'declined'; byMe: boolean };

/** Where the rematch of this debate stands for the user (chats/{id}.rematch). */
function rematchView(offer: RematchOffer | null | undefined, uid: string): RematchView {
  if (!offer) return { kind: 'none' };
  if (offer.status === 'accepted' && offer.chatId)
    return { kind: 'accepted', chatId: offer.chatId };
  if (offer.status === 'declined') return { kind: 'declined', byMe: offer.toUid === uid };
  if (offer.status === 'offered') {
    return offer.fromUid === uid ? { kind: 'offered' } : { kind: 'incoming', offer };
  }
  return { kind: 'none' };
}

/**
 * The rematch of a finished debate (a challenge to the same opponent, same topic, sides
 * swapped: src/domain/challenges.ts): offer it, or answer the opponent's, in one tap each.
 * The chat document carries the offer, so both debaters see it change live.
 */
export function useRematch(chat: Chat, uid: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'offer' | 'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const view = rematchView(chat.rematch, uid);

  const run = useCallback(
    async (what: 'offer' | 'accept' | 'decline', task: () => Promise<void>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(what);
      setError(null);
      try {
        await task();
      } catch (e) {
        setError(errorText(e));
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [],
  );

  const requestId = view.kind === 'incoming' ? view.offer.requestId : null;
  return {
    view,
    busy,
    error,
    offer: () =>
      run('offer', async () => {
        await offerRematch(chat.id);
      }),
    accept: () =>
      run('accept', async () => {
        if (!requestId) return;
        const chatId = await acceptDebateRequest(requestId);
        void navigate(`/debate/${chatId}`);
      }),
    decline: () =>
      run('decline', async () => {
        if (requestId) await declineChallenge(requestId);
      }),
    enter: (chatId: string) => void navigate(`/debate/${chatId}`),
  };
}
