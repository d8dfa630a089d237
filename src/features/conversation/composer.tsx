import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkMessage, MESSAGE_MAX_LENGTH } from '@/domain/validation';
import { CONVERSATION_TEXT } from './conversation-texts';

interface Props {
  onSend(content: string): Promise<void>;
  /** Why sending is not possible right now (e.g. a debate that has not started); null when it is. */
  lockedReason: string | null;
  /** Each keystroke that changes the text (typing signals, docs/decisions/0013-chat.md §3). */
  onTyping?(): void;
}

/** The text input: Enter sends, Shift+Enter starts a new line, blank messages are ignored. */
export function Composer({ onSend, lockedReason, onTyping }: Props) {
  const [text, setText] = useState('');
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
    try {
      await onSend(check.content);
    } catch {
      setText(typed);
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
