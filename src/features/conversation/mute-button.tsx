import { Bell, BellOff } from 'lucide-react';
import { CONVERSATION_TEXT } from './conversation-texts';
import { useMute } from './use-mute';

/** 'Mute' / 'Unmute' in the chat's options: a muted chat sends this person no pushes. */
export function MuteButton({ uid, chatId }: { uid: string; chatId: string }) {
  const mute = useMute(uid, chatId);
  const hintId = `mute-hint-${chatId}`;
  return (
    <div className="chat-options__item">
      <button
        type="button"
        className="button button--secondary button--block chat-options__button"
        aria-describedby={hintId}
        disabled={mute.muted === null}
        onClick={mute.toggle}
      >
        {mute.muted ? (
          <Bell className="chat-options__icon" aria-hidden="true" />
        ) : (
          <BellOff className="chat-options__icon" aria-hidden="true" />
        )}
        {mute.muted ? CONVERSATION_TEXT.unmute : CONVERSATION_TEXT.mute}
      </button>
      <p id={hintId} className="chat-options__hint">
        {mute.muted ? CONVERSATION_TEXT.mutedHint : CONVERSATION_TEXT.unmutedHint}
      </p>
      {mute.error && (
        <p className="alert alert--error" role="alert">
          {mute.error}
        </p>
      )}
    </div>
  );
}
