import { useLoadingIndicatorDue } from '@/components/loading-delay';
import { Skeleton, SkeletonBlock } from '@/components/skeleton';
import { BackHomeLink } from './chat-header';
import { CONVERSATION_TEXT } from './conversation-texts';
import './reading.css';

const BUBBLES = ['other', 'own', 'other', 'own', 'own'] as const;

/** Placeholder bubbles while the chat's messages are read from the device. */
export function MessagesSkeleton() {
  return (
    <Skeleton label={CONVERSATION_TEXT.loadingChat} className="message-list chat-skeleton">
      {BUBBLES.map((side, index) => (
        <SkeletonBlock
          key={index}
          className={`chat-skeleton__bubble chat-skeleton__bubble--${side}`}
        />
      ))}
    </Skeleton>
  );
}

/**
 * The chat screen's shape while the chat itself is looked up; during the page's first second
 * (also while the chat is known but its messages are still being read) an empty screen
 * instead, so that a chat opened from a link or a notification does not flash its placeholder
 * before the messages (src/components/loading-delay.ts).
 */
export function ChatSkeleton() {
  const shown = useLoadingIndicatorDue();
  if (!shown) return <div className="chat-screen" aria-busy="true" />;
  return (
    <div className="chat-screen">
      <header className="chat-screen__header">
        <BackHomeLink />
        <SkeletonBlock className="chat-skeleton__title" />
      </header>
      <main className="chat-screen__main">
        <MessagesSkeleton />
      </main>
    </div>
  );
}
