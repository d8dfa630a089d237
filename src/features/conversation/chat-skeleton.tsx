import { Link } from 'react-router';
import { Skeleton, SkeletonBlock } from '@/components/skeleton';
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

/** The chat screen's shape while the chat itself is looked up. */
export function ChatSkeleton() {
  return (
    <div className="chat-screen">
      <header className="chat-screen__header">
        <Link to="/home" className="chat-screen__back" aria-label={CONVERSATION_TEXT.backHomeLabel}>
          ←
        </Link>
        <SkeletonBlock className="chat-skeleton__title" />
      </header>
      <main className="chat-screen__main">
        <MessagesSkeleton />
      </main>
    </div>
  );
}
