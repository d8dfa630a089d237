import { memo } from 'react';
import type { LocalMessage } from '@/offline/db';
import { formatMessageTime } from '@/domain/relative-age';

interface Props {
  message: LocalMessage;
  own: boolean;
  senderName: string;
  onRetry(id: string): void;
  onDiscard(id: string): void;
}

const STATE_LABEL: Record<LocalMessage['state'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Not sent',
};

/** One message: own on the right with its delivery state, others on the left with name and time. */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  senderName,
  onRetry,
  onDiscard,
}: Props) {
  const time = formatMessageTime(message.timestamp ?? message.clientTime);
  return (
    <div
      className={`message ${own ? 'message--own' : 'message--other'}`}
      data-state={message.state}
      data-testid="message"
    >
      {!own && <div className="message__sender">{senderName}</div>}
      <div className="message__bubble">
        <p className="message__content">{message.content}</p>
        <div className="message__meta">
          <time dateTime={new Date(message.timestamp ?? message.clientTime).toISOString()}>
            {time}
          </time>
          {own && (
            <span className={`message__state message__state--${message.state}`}>
              {message.state === 'sent' ? (
                <span aria-label="Sent">✓</span>
              ) : (
                STATE_LABEL[message.state]
              )}
            </span>
          )}
        </div>
      </div>
      {own && message.state === 'failed' && (
        <div className="message__failure" role="alert">
          <span>{message.error ?? 'Not delivered.'}</span>
          <button type="button" className="link-button" onClick={() => onRetry(message.id)}>
            Retry
          </button>
          <button type="button" className="link-button" onClick={() => onDiscard(message.id)}>
            Discard
          </button>
        </div>
      )}
    </div>
  );
});
