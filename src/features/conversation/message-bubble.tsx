import { memo } from 'react';
import type { LocalMessage } from '@/offline/db';
import { isAiDebater } from '@/domain/practice';
import { formatMessageTime } from '@/domain/relative-age';
import { CONVERSATION_TEXT, MESSAGE_STATE_TEXT, reportMessageLabel } from './conversation-texts';
import { MessageText } from './message-text';

interface Props {
  message: LocalMessage;
  own: boolean;
  senderName: string;
  onRetry(id: string): void;
  onDiscard(id: string): void;
  /** Reports this message (only others' messages offer it). */
  onReport?(message: LocalMessage): void;
  /** Own message: the other person's read mark has reached it (✓✓). */
  seen?: boolean;
}

/** An own message's state: queued (clock), sent (✓), seen (✓✓), or not sent. */
function DeliveryMark({ state, seen }: { state: LocalMessage['state']; seen: boolean }) {
  const shown = seen && state === 'sent' ? 'seen' : state;
  return (
    <span className={`message__state message__state--${shown}`} data-delivery={shown}>
      {shown === 'failed' ? (
        MESSAGE_STATE_TEXT.failed
      ) : (
        // The mark itself (🕓, ✓, ✓✓) is drawn by chat.css; readers hear the word.
        <span className="visually-hidden">{MESSAGE_STATE_TEXT[shown]}</span>
      )}
    </span>
  );
}

/** One message: own on the right with its delivery state, others on the left with name and time. */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  senderName,
  onRetry,
  onDiscard,
  onReport,
  seen = false,
}: Props) {
  const time = formatMessageTime(message.timestamp ?? message.clientTime);
  // The AI debater of a practice debate: marked, and not a person to report.
  const ai = isAiDebater(message.senderId);
  return (
    <div
      className={`message ${own ? 'message--own' : 'message--other'}`}
      data-state={message.state}
      data-testid="message"
    >
      {!own && (
        <div className="message__sender" dir="auto">
          {senderName}
          {ai && <span className="ai-badge">{CONVERSATION_TEXT.aiBadge}</span>}
        </div>
      )}
      <div className="message__bubble">
        <MessageText text={message.content} />
        <div className="message__meta">
          <time dateTime={new Date(message.timestamp ?? message.clientTime).toISOString()}>
            {time}
          </time>
          {own && <DeliveryMark state={message.state} seen={seen} />}
        </div>
      </div>
      {!own && onReport && !ai && (
        <div className="message__actions">
          <button
            type="button"
            className="message__report"
            aria-label={reportMessageLabel(senderName)}
            aria-haspopup="dialog"
            onClick={() => onReport(message)}
          >
            {CONVERSATION_TEXT.report}
          </button>
        </div>
      )}
      {own && message.state === 'failed' && (
        <div className="message__failure" role="alert">
          <span>{message.error ?? CONVERSATION_TEXT.notDelivered}</span>
          <button type="button" className="link-button" onClick={() => onRetry(message.id)}>
            {CONVERSATION_TEXT.retry}
          </button>
          <button type="button" className="link-button" onClick={() => onDiscard(message.id)}>
            {CONVERSATION_TEXT.discard}
          </button>
        </div>
      )}
    </div>
  );
});
