import { Check, CheckCheck, Clock, Ellipsis } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import type { DeliveryState } from '@/domain/chat-live';
import type { DebateSide } from '@/domain/debate-sides';
import type { LocalMessage } from '@/offline/db';
import { isAiDebater } from '@/domain/practice';
import { formatMessageTime } from '@/domain/relative-age';
import { sameData } from '@/domain/same-data';
import { CONVERSATION_TEXT, MESSAGE_STATE_TEXT, messageActionsLabel } from './conversation-texts';
import { MessageText } from './message-text';
// The bubbles' look is in the screen's stylesheet: a read-only list of them (spectating) needs it too.
import './chat.css';

/** A debate message's side: its colour and its label (never colour alone). */
export interface BubbleSide {
  side: DebateSide;
  /** 'For', or for a spectator 'For · Alice'. */
  label: string;
}

interface Props {
  message: LocalMessage;
  own: boolean;
  senderName: string;
  onRetry(id: string): void;
  onDiscard(id: string): void;
  /**
   * Opens the message's menu (Copy text, Report) from its ⋯ control, shown on the other
   * person's messages, or from a long press (the context menu) on any message.
   */
  onMenu?(message: LocalMessage, opener: HTMLElement): void;
  /**
   * Own message: its delivery state (deliveryState in src/domain/chat-live.ts: ✓✓ once the
   * other person's read mark reaches it); its stored state when not given.
   */
  delivery?: DeliveryState;
  /** The sender's name above the bubble: only where several people write (a spectator's view). */
  showSender?: boolean;
  /** In a debate, the side the sender argues. */
  side?: BubbleSide;
  /** Which edge the bubble keeps to; by default own messages the end, others the start. */
  align?: 'start' | 'end';
}

/** An own message's state: queued (clock), sent (✓), seen (✓✓), or not sent. */
function DeliveryMark({ shown }: { shown: DeliveryState }) {
  const Icon = { queued: Clock, sent: Check, seen: CheckCheck, failed: null }[shown];
  return (
    <span className={`message__state message__state--${shown}`} data-delivery={shown}>
      {Icon === null ? (
        MESSAGE_STATE_TEXT.failed
      ) : (
        <>
          <Icon className="message__state-icon" aria-hidden="true" />
          <span className="visually-hidden">{MESSAGE_STATE_TEXT[shown]}</span>
        </>
      )}
    </span>
  );
}

/**
 * Whether a bubble would draw the same: its message compared by what it holds (each re-read
 * of the chat from the device gives every message as a new object, and a new message would
 * otherwise draw every bubble again), the other props by identity.
 */
function sameBubble(before: Props, after: Props): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof Props)[]);
  for (const key of keys) {
    if (key === 'message' ? !sameData(before.message, after.message) : before[key] !== after[key])
      return false;
  }
  return true;
}

/**
 * One message: own at the end with its delivery state, others at the start; in a debate its
 * side by colour and by name. Who wrote it is said to screen readers; it is shown above the
 * bubble only with `showSender` (in a one-to-one chat the header already names the other).
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  senderName,
  onRetry,
  onDiscard,
  onMenu,
  delivery,
  showSender = false,
  side,
  align = own ? 'end' : 'start',
}: Props) {
  const time = formatMessageTime(message.timestamp ?? message.clientTime);
  const openMenu = (event: MouseEvent<HTMLElement>) => {
    if (!onMenu) return;
    event.preventDefault();
    onMenu(message, event.currentTarget);
  };
  const classes = [
    'message',
    own ? 'message--own' : 'message--other',
    `message--${align}`,
    side ? `message--${side.side}` : '',
  ];
  // The AI debater of a practice debate: marked, and not a person to report.
  const ai = isAiDebater(message.senderId);
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-state={message.state}
      data-side={side?.side}
      data-testid="message"
    >
      {showSender && !side && (
        <div className="message__sender" dir="auto">
          {senderName}
          {ai && <span className="ai-badge">{CONVERSATION_TEXT.aiBadge}</span>}
        </div>
      )}
      <div className="message__line">
        <div className="message__bubble" onContextMenu={onMenu && !ai ? openMenu : undefined}>
          {side ? (
            <span className="message__side" dir="auto" data-testid="message-side">
              {side.label}
              {ai && <span className="ai-badge">{CONVERSATION_TEXT.aiBadge}</span>}
            </span>
          ) : null}
          {!showSender && (
            <span className="visually-hidden">{own ? CONVERSATION_TEXT.you : senderName}: </span>
          )}
          <MessageText text={message.content} />
          <div className="message__meta">
            <time dateTime={new Date(message.timestamp ?? message.clientTime).toISOString()}>
              {time}
            </time>
            {own && <DeliveryMark shown={delivery ?? message.state} />}
          </div>
        </div>
        {!own && onMenu && !ai && (
          <button
            type="button"
            className="message__more"
            aria-label={messageActionsLabel(senderName)}
            aria-haspopup="dialog"
            onClick={openMenu}
          >
            <Ellipsis aria-hidden="true" />
          </button>
        )}
      </div>
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
}, sameBubble);
