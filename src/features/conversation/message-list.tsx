import {
  elementScroll,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
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
  /** What an empty transcript shows under emptyText (a debate's motion and the reader's side). */
  emptyExtra?: ReactNode;
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

/*
 * Opening a chat reads nothing of the page's layout inside React's commit: a read there
 * (a row's height, the list's size, a scroll) made the browser lay the whole screen out in
 * that task and React then draw the rows again at their measured places, all in one long
 * task. The rows are in the page's flow (spacers stand for the rows not drawn), so they sit
 * where they belong before anything is measured; their heights come from a ResizeObserver,
 * after the browser's own layout, and the first scroll happens in the first frame.
 */

/** A row's height from the ResizeObserver, or what is known of it until then. */
function rowHeight(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<HTMLDivElement, Element>,
): number {
  if (entry) {
    const box = entry.borderBoxSize?.[0];
    return Math.round(box ? box.blockSize : row.getBoundingClientRect().height);
  }
  const key = list.options.getItemKey(list.indexFromElement(row));
  return list.itemSizeCache.get(key) ?? ESTIMATED_ROW_PX;
}

/** The list's size from its ResizeObserver only: until then, initialRect. */
const observeListRect: typeof observeElementRect = (list, onRect) => {
  const el = list.scrollElement;
  if (!el || typeof ResizeObserver === 'undefined') return observeElementRect(list, onRect);
  const observer = new ResizeObserver(() =>
    onRect({ width: el.clientWidth, height: el.clientHeight }),
  );
  observer.observe(el);
  return () => observer.disconnect();
};

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
    emptyExtra,
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
  // Past the first frame since the list opened: layout may be read in the commit again.
  const opened = useRef(false);
  // Where the reader was when older history was asked for: the first message and how far
  // below its top they were scrolled. Rows are measured after they are drawn, so the list's
  // total size moves on its own meanwhile: the place is kept from that message, not the total.
  const placeBeforePrepend = useRef<{ id: string; below: number } | null>(null);
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
    measureElement: rowHeight,
    observeElementRect: observeListRect,
    // Its first scroll (to initialOffset) in the first frame, with the browser's own layout.
    scrollToFn: (offset, options, list) => {
      if (opened.current) elementScroll(offset, options, list);
      else requestAnimationFrame(() => elementScroll(offset, options, list));
    },
  });

  // A row above the reader measured taller or shorter than thought: the reader's place is
  // kept by scrolling by the difference (the library's rule), except at the newest message,
  // which the list follows by itself (below). There the rows are already laid out at their
  // height, so nothing moves on screen, and that scroll would only have React draw the list
  // again at once, inside the frame (with every effect still waiting).
  useLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, list) => {
      if (stick.current) return false;
      const offset = list.scrollOffset ?? 0;
      return list.itemSizeCache.has(item.key)
        ? item.end <= offset && list.scrollDirection !== 'backward'
        : item.start < offset;
    };
  }, [virtualizer]);

  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      opened.current = true;
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // Keep the reader's place when history is added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    const first = messages[0]?.id ?? null;
    const place = placeBeforePrepend.current;
    if (el && place && first !== firstId.current && firstId.current !== null) {
      const index = messages.findIndex((m) => m.id === place.id);
      const top = index > 0 ? virtualizer.getOffsetForIndex(index, 'start')?.[0] : undefined;
      if (top !== undefined) {
        el.scrollTop = top + place.below;
        lastTop.current = el.scrollTop;
      }
      placeBeforePrepend.current = null;
    }
    firstId.current = first;
  }, [messages, virtualizer]);

  // Follow the newest message while the reader is at the bottom: on new messages and when
  // rows turn out taller than estimated (a burst of arrivals after being offline).
  const totalSize = virtualizer.getTotalSize();
  const items = virtualizer.getVirtualItems();
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages.length || !stick.current) return;
    const follow = () => {
      el.scrollTop = el.scrollHeight;
      lastTop.current = el.scrollTop;
    };
    if (opened.current) {
      follow();
      return;
    }
    // Opening: in the first frame, where the browser lays the screen out anyway.
    const frame = requestAnimationFrame(() => {
      if (stick.current) follow();
    });
    return () => cancelAnimationFrame(frame);
  }, [messages, totalSize]);
  // ...and when the list itself gets shorter or taller (the keyboard, the details).
  useFollowOnResize(scroller, stick);
  useEffect(() => {
    if (!canLoadOlder) placeBeforePrepend.current = null;
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
    const oldest = messages[0];
    if (oldest && el.scrollTop < NEAR_TOP_PX && canLoadOlder && !placeBeforePrepend.current) {
      // The oldest message starts at the top of the list's content.
      placeBeforePrepend.current = { id: oldest.id, below: el.scrollTop };
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
        <>
          <p className="message-list__empty">{emptyText}</p>
          {emptyExtra}
        </>
      ) : (
        <div
          className="message-list__inner"
          style={{
            paddingTop: items[0]?.start ?? 0,
            paddingBottom: totalSize - (items.at(-1)?.end ?? 0),
          }}
        >
          {items.map((item) => {
            const message = messages[item.index] as LocalMessage;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="message-list__row"
                data-focused={message.id === focusId || undefined}
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
