import { Swords } from 'lucide-react';
import { otherParticipantId } from '@/domain/chat-list';
import { personName } from '@/domain/fallback-name';
import type { Chat } from '@/domain/model';
import { useCachedProfile } from '@/offline/profiles';
import {
  EVALUATION_TEXT,
  rematchDeclinedText,
  rematchIncomingText,
  rematchOfferedText,
} from './evaluation-texts';
import { useRematch } from './use-rematch';

/**
 * The opponent by the name the room shows them (their profile as the device holds it, which the
 * room has read already), else as the debate recorded them at its start (participantDetails).
 */
function useOpponentName(chat: Chat, uid: string): string {
  const other = otherParticipantId(chat, uid);
  const cached = useCachedProfile(uid, other);
  const details = other ? chat.participantDetails[other] : undefined;
  const profile = cached.state === 'found' ? cached.profile : undefined;
  return (
    personName({
      displayName: profile?.displayName || details?.displayName,
      fallbackName: profile?.fallbackName,
      phoneNumber: details?.phoneNumber,
    }) || EVALUATION_TEXT.yourOpponent
  );
}

/**
 * 'Rematch' after a verdict, and where it stands: offered (waiting for the opponent), the
 * opponent's offer with Accept and Decline, the accepted rematch to enter, or a decline.
 * `block` lays the buttons out full width (the outcome popup).
 */
export function RematchControls({
  chat,
  uid,
  block = false,
}: {
  chat: Chat;
  uid: string;
  block?: boolean;
}) {
  const rematch = useRematch(chat, uid);
  const { view, busy } = rematch;
  const name = useOpponentName(chat, uid);
  const size = block ? 'button--block' : 'button--small';
  return (
    <div className={`eval-rematch${block ? ' eval-rematch--block' : ''}`}>
      <div role="status" className="eval-rematch__status">
        {view.kind === 'offered' && rematchOfferedText(name)}
        {view.kind === 'incoming' && rematchIncomingText(name)}
        {view.kind === 'declined' && rematchDeclinedText(name, view.byMe)}
      </div>
      {rematch.error && (
        <p className="alert alert--error eval-rematch__error" role="alert">
          {rematch.error}
        </p>
      )}
      {view.kind === 'none' && (
        <button
          type="button"
          className={`button button--secondary ${size} eval-rematch__button`}
          onClick={() => void rematch.offer()}
          disabled={busy !== null}
          aria-busy={busy === 'offer'}
        >
          <Swords aria-hidden="true" size={16} />
          {busy === 'offer' ? EVALUATION_TEXT.offeringRematch : EVALUATION_TEXT.rematch}
        </button>
      )}
      {view.kind === 'incoming' && (
        <div className="eval-rematch__answers">
          <button
            type="button"
            className={`button button--secondary ${size}`}
            onClick={() => void rematch.decline()}
            disabled={busy !== null}
            aria-busy={busy === 'decline'}
          >
            {EVALUATION_TEXT.declineRematch}
          </button>
          <button
            type="button"
            className={`button ${size}`}
            onClick={() => void rematch.accept()}
            disabled={busy !== null}
            aria-busy={busy === 'accept'}
          >
            {busy === 'accept' && <span className="spinner" aria-hidden="true" />}
            {EVALUATION_TEXT.acceptRematch}
          </button>
        </div>
      )}
      {view.kind === 'accepted' && (
        <button
          type="button"
          className={`button ${size}`}
          onClick={() => rematch.enter(view.chatId)}
        >
          {EVALUATION_TEXT.enterRematch}
        </button>
      )}
    </div>
  );
}
