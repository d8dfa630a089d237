import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { deliveryState } from '@/domain/chat-live';
import { daySeparators } from '@/domain/message-days';
import { preStartMarks, type PreStartChat } from '@/domain/pre-start';
import { dayKey } from '@/domain/relative-age';
import { useFollowOnResize } from '@/hooks/use-follow-on-resize';
import { useNow } from '@/hooks/use-now';
import type { LocalMessage } from '@/offline/db';
import { CONVERSATION_TEXT } from './conversation-texts';
import { DaySeparator } from './day-separator';
import { MessageBubble, type BubbleSide } from './message-bubble';
import { PreStartDivider } from './pre-start-divider';

interface Props {
  messages: LocalMessage[];
  myUid: string;
  senderName(senderId: string): string;
  /** More history exists above (on the device or the server). */
  canLoadOlder: boolean;
  onLoadOlder(): void;
  onRetry(id: string): void;
  onDiscard(id: string): void;
  /** Opens a message's menu (Copy text, Report); absent: messages have no menu. */
  onMenu?(message: LocalMessage, opener: HTMLElement): void;
  /** In a debate, each sender's side (its colour and label on their bubbles). */
  sideOf?(senderId: string): BubbleSide | undefined;
  emptyText: string;
  onFirstPaint?(): void;
  /** The reader is back at the newest message (older history may be let go). */
  onReachedBottom?(): void;
  /** A debate: its pre-start messages go under 'Before the debate' (docs/decisions/0013-chat.md §6). */
  debate?: PreStartChat;
  /** The other person's read mark (server time): own messages up to it show ✓✓. */
  otherReadUpTo?: number;
  /** A message to open at and highlight (a verdict's quote links here with `?m=`). */
  focusId?: string | null;
}

const NEAR_BOTTOM_PX = 120;
const NEAR_TOP_PX = 400;
/** Rows drawn beyond the visible ones, above and below, so a quick scroll shows no gap. */
const OVERSCAN = 8;
/** A row's height before it is measured. */
const ESTIMATED_ROW_PX = 72;

/**
 * The conversation, virtualised: only the visible messages are in the DOM, so a chat of
 * thousands stays smooth. It opens at the newest message, follows new ones while the reader
 * is at the bottom, and keeps the reader's place when older ones are added above. Drawn
 * again only when its props change (the screen around it renders a dozen times as it opens).
 */
export const MessageList = memo(function MessageList(props: Props) {
  const {
    messages,
    myUid,
    senderName,
    canLoadOlder,
    onLoadOlder,
    onRetry,
    onDiscard,
    onMenu,
    sideOf,
    emptyText,
    onFirstPaint,
    onReachedBottom,
    debate,
    otherReadUpTo = 0,
    focusId = null,
  } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // Following the newest message: true until the reader scrolls up, true again at the bottom.
  const stick = useRef(true);
  const lastTop = useRef(0);
  const firstId = useRef<string | null>(null);
  const painted = useRef(false);
  const sizeBeforePrepend = useRef<{ total: number; top: number } | null>(null);
  // Day separators: recomputed when the messages change or the day turns.
  const now = useNow(60_000);
  const today = dayKey(now, {});
  const separators = useMemo(
    () => daySeparators(messages, (m) => m.timestamp ?? m.clientTime, Date.now()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `today` marks the day turning
    [messages, today],
  );

  const preStart = useMemo(
    () => preStartMarks(messages, (m) => m.timestamp, debate ?? {}),
    [messages, debate],
  );

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    // The first render already lays out the newest messages at about the list's size, so the
    // screen is built once, in the opening render's slices, not again in its layout effects.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => Math.max(0, messages.length * ESTIMATED_ROW_PX - window.innerHeight),
    getItemKey: (index) => messages[index]?.id ?? index,
  });

  // Keep the reader's place when history is added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    const first = messages[0]?.id ?? null;
    if (el && sizeBeforePrepend.current && first !== firstId.current && firstId.current !== null) {
      const grown = virtualizer.getTotalSize() - sizeBeforePrepend.current.total;
      el.scrollTop = sizeBeforePrepend.current.top + grown;
      lastTop.current = el.scrollTop;
      sizeBeforePrepend.current = null;
    }
    firstId.current = first;
  }, [messages, virtualizer]);

  // Follow the newest message while the reader is at the bottom: on new messages and when
  // rows turn out taller than estimated (a burst of arrivals after being offline).
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages.length || !stick.current) return;
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
  }, [messages, totalSize]);
  // ...and when the list itself gets shorter or taller (the keyboard, the details).
  useFollowOnResize(scroller, stick);
  useEffect(() => {
    if (!canLoadOlder) sizeBeforePrepend.current = null;
  }, [canLoadOlder]);

  // Open at the quoted message: load older history until it is on the device, then centre it
  // and stop following the newest message (scrolling back to the bottom follows again).
  const focused = useRef<string | null>(null);
  const askedOlderAt = useRef(-1);
  useEffect(() => {
    if (!focusId || focused.current === focusId) return;
    const index = messages.findIndex((m) => m.id === focusId);
    if (index < 0) {
      if (canLoadOlder && askedOlderAt.current !== messages.length) {
        askedOlderAt.current = messages.length;
        onLoadOlder();
      }
      return;
    }
    focused.current = focusId;
    stick.current = false;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [focusId, messages, canLoadOlder, onLoadOlder, virtualizer]);

  useEffect(() => {
    if (painted.current || !onFirstPaint) return;
    painted.current = true;
    requestAnimationFrame(() => onFirstPaint());
  }, [onFirstPaint]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    // Content growing below never unsticks; only the reader moving up does.
    if (fromBottom < NEAR_BOTTOM_PX) {
      if (!stick.current) onReachedBottom?.();
      stick.current = true;
    } else if (el.scrollTop < lastTop.current - 2) {
      stick.current = false;
    }
    lastTop.current = el.scrollTop;
    if (el.scrollTop < NEAR_TOP_PX && canLoadOlder && !sizeBeforePrepend.current) {
      sizeBeforePrepend.current = { total: virtualizer.getTotalSize(), top: el.scrollTop };
      onLoadOlder();
    }
  };

  return (
    <div
      ref={scroller}
      className="message-list"
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={CONVERSATION_TEXT.messages}
      tabIndex={0}
      data-testid="message-list"
    >
      {messages.length === 0 ? (
        <p className="message-list__empty">{emptyText}</p>
      ) : (
        <div className="message-list__inner" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index] as LocalMessage;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="message-list__row"
                data-focused={message.id === focusId || undefined}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {separators[item.index] && <DaySeparator separator={separators[item.index]!} />}
                {preStart[item.index] && <PreStartDivider mark={preStart[item.index]!} />}
                <MessageBubble
                  message={message}
                  own={message.senderId === myUid}
                  senderName={senderName(message.senderId)}
                  onRetry={onRetry}
                  onDiscard={onDiscard}
                  onMenu={onMenu}
                  side={sideOf?.(message.senderId)}
                  delivery={
                    message.senderId === myUid ? deliveryState(message, otherReadUpTo) : undefined
                  }
                />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
});
