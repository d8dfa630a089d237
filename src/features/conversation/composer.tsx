import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkMessage, MESSAGE_MAX_LENGTH } from '@/domain/validation';
import { CONVERSATION_TEXT } from './conversation-texts';

interface Props {
  /** Resolves once the message is in the device's outbox. */
  onSend(content: string): Promise<void>;
  /** The unsent text this chat had when the screen last closed ('' for none). */
  draft?: string;
  /** Each change of the unsent text, to keep as the chat's draft ('' once it is sent). */
  onDraft?(text: string): void;
  /** Why sending is not possible right now (e.g. a debate that has not started); null when it is. */
  lockedReason: string | null;
  /** Each keystroke that changes the text (typing signals, docs/decisions/0013-chat.md §3). */
  onTyping?(): void;
}

/**
 * The text input: Enter sends, Shift+Enter starts a new line, blank messages are ignored.
 * The unsent text is the chat's draft (src/offline/drafts.ts): the field empties as Send is
 * tapped, but the draft goes only once the outbox holds the message, so closing the app in
 * between loses nothing.
 */
export function Composer({ onSend, lockedReason, onTyping, draft = '', onDraft }: Props) {
  const [text, setText] = useState(draft);
  // The field's text as of the last keystroke, for after an await (state is a render's copy).
  const textRef = useRef(draft);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const check = checkMessage(text);
    if (check.kind === 'empty') return;
    if (check.kind === 'tooLong') {
      setError(check.error);
      return;
    }
    setError(null);
    const typed = text;
    setText('');
    textRef.current = '';
    try {
      await onSend(check.content);
      // What was typed meanwhile is the new draft; else the sent text's goes.
      onDraft?.(textRef.current);
    } catch {
      setText(typed);
      textRef.current = typed;
      setError(CONVERSATION_TEXT.sendFailed);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const locked = lockedReason !== null;
  return (
    <form className="composer" onSubmit={onSubmit} aria-label={CONVERSATION_TEXT.composerLabel}>
      {error && (
        <p className="composer__error" role="alert" id="composer-error">
          {error}
        </p>
      )}
      {locked && <p className="composer__locked">{lockedReason}</p>}
      <div className="composer__row">
        <label htmlFor="composer-input" className="visually-hidden">
          {CONVERSATION_TEXT.messageLabel}
        </label>
        <textarea
          id="composer-input"
          className="composer__input"
          rows={1}
          placeholder={locked ? '' : CONVERSATION_TEXT.messagePlaceholder}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH + 1}
          onChange={(e) => {
            setText(e.target.value);
            textRef.current = e.target.value;
            onDraft?.(e.target.value);
            if (e.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          disabled={locked}
          aria-describedby={error ? 'composer-error' : undefined}
          enterKeyHint="send"
        />
        <button type="submit" className="button composer__send" disabled={locked || !text.trim()}>
          {CONVERSATION_TEXT.send}
        </button>
      </div>
    </form>
  );
}
