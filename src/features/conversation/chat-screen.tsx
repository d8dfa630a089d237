import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { chatPath } from '@/domain/chat-list';
import type { LocalChat } from '@/offline/db';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ParticipantCard } from './participant-card';
import { useChatScreen } from './use-chat-screen';
import './chat.css';

export interface ChatScreenSlots {
  /** Debate extras above the messages (topic, countdown, banners). */
  top?: (chat: LocalChat) => ReactNode;
  /** Why the composer is locked for this chat, or null. */
  lockedReason?: (chat: LocalChat) => string | null;
}

interface Props extends ChatScreenSlots {
  chatId: string;
  kind: 'chat' | 'debate';
}

function ChatProblem({ text }: { text: string }) {
  return (
    <main className="page page--narrow chat-problem">
      <p role="alert">{text}</p>
      <Link className="button button--secondary" to="/home">
        Back to Home
      </Link>
    </main>
  );
}

/** The conversation screen of /chat/{id} and /debate/{id}, read from the device's copy. */
export function ChatScreen({ chatId, kind, top, lockedReason }: Props) {
  const screen = useChatScreen(chatId);
  const { chat, access } = screen;
  const title = chat?.isDebate ? `Debate: ${chat.debateTopic ?? ''}` : screen.otherName;

  useEffect(() => {
    performance.mark('chat-open');
  }, [chatId]);

  useEffect(() => {
    document.title = `${title} · Debate Arena`;
  }, [title]);

  if (chat === undefined) return <main className="page" aria-busy="true" />;
  if (chat === null) {
    if (access === 'denied') return <ChatProblem text="You do not have access to this chat." />;
    if (access === 'missing') return <ChatProblem text="Chat not found" />;
    if (access === 'offline' || (access === 'checking' && !navigator.onLine)) {
      return <ChatProblem text="You are offline and this chat is not on this device yet." />;
    }
    return <main className="page" aria-busy="true" />;
  }
  if ((kind === 'debate') !== chat.isDebate) return <Navigate to={chatPath(chat)} replace />;

  const locked = lockedReason?.(chat) ?? null;
  return (
    <div className="chat-screen">
      <header className="chat-screen__header">
        <Link to="/home" className="chat-screen__back" aria-label="Back to home">
          ←
        </Link>
        <h1 className="chat-screen__title">{title}</h1>
      </header>
      <ParticipantCard profile={screen.other} phoneNumber={screen.otherPhone} />
      {top?.(chat)}
      <main className="chat-screen__main">
        {screen.messages === undefined ? (
          <div className="message-list" aria-busy="true" />
        ) : (
          <MessageList
            messages={screen.messages}
            myUid={screen.user.uid}
            senderName={(id) => (id === screen.user.uid ? 'You' : screen.otherName)}
            canLoadOlder={screen.canLoadOlder}
            onLoadOlder={screen.loadOlder}
            onReachedBottom={screen.shrinkWindow}
            onRetry={screen.retry}
            onDiscard={screen.discard}
            emptyText={chat.isDebate ? 'No arguments yet.' : 'No messages yet. Say hello!'}
            onFirstPaint={() => {
              performance.mark('chat-first-paint');
              performance.measure('chat-open-to-paint', 'chat-open', 'chat-first-paint');
            }}
          />
        )}
      </main>
      <Composer onSend={screen.send} lockedReason={locked} />
    </div>
  );
}
