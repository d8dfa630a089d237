import { CONVERSATION_TEXT } from './conversation-texts';
import { useMute } from './use-mute';

/** 'Mute' / 'Unmute' in the chat header: a muted chat sends this person no pushes. */
export function MuteButton({ uid, chatId }: { uid: string; chatId: string }) {
  const mute = useMute(uid, chatId);
  return (
    <>
      <button
        type="button"
        className="button button--small button--secondary chat-screen__mute"
        aria-describedby={`mute-hint-${chatId}`}
        disabled={mute.muted === null}
        onClick={mute.toggle}
      >
        {mute.muted ? CONVERSATION_TEXT.unmute : CONVERSATION_TEXT.mute}
      </button>
      <span id={`mute-hint-${chatId}`} className="visually-hidden">
        {mute.muted ? CONVERSATION_TEXT.mutedHint : CONVERSATION_TEXT.unmutedHint}
      </span>
      {mute.error && (
        <p className="alert alert--error chat-screen__mute-error" role="alert">
          {mute.error}
        </p>
      )}
    </>
  );
}
