import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { chatPath } from '@/domain/chat-list';
import { isAiDebater } from '@/domain/practice';
import type { LocalChat, LocalMessage } from '@/offline/db';
import { ChatSkeleton, MessagesSkeleton } from './chat-skeleton';
import { Composer } from './composer';
import { chatDocumentTitle, CONVERSATION_TEXT, debateTitleText } from './conversation-texts';
import { MessageList } from './message-list';
import { MuteButton } from './mute-button';
import { AiParticipantCard } from './ai-participant-card';
import { ParticipantCard } from './participant-card';
import { TypingLine } from './typing-line';
import { useChatScreen } from './use-chat-screen';
import './chat.css';

export interface ChatScreenSlots {
  /** Debate extras above the messages (topic, countdown, banners). */
  top?: (chat: LocalChat) => ReactNode;
  /** Why the composer is locked for this chat, or null. */
  lockedReason?: (chat: LocalChat) => string | null;
  /** Controls about the other person on their card (Block, Report). */
  participantActions?: (chat: LocalChat, other: { uid: string; name: string }) => ReactNode;
  /** Reports one of the other person's messages; without it messages have no Report action. */
  onReportMessage?: (chat: LocalChat, message: LocalMessage, senderName: string) => void;
  /** What to show when the chat does not exist (a debate someone exited); default 'Chat not found'. */
  missing?: (chatId: string) => ReactNode;
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
        {CONVERSATION_TEXT.backHome}
      </Link>
    </main>
  );
}

/** The conversation screen of /chat/{id} and /debate/{id}, read from the device's copy. */
export function ChatScreen({
  chatId,
  kind,
  top,
  lockedReason,
  participantActions,
  onReportMessage,
  missing,
}: Props) {
  const screen = useChatScreen(chatId);
  const { chat, access, otherName } = screen;
  const reportMessage = useCallback(
    (message: LocalMessage) => {
      if (chat) onReportMessage?.(chat, message, otherName);
    },
    [chat, onReportMessage, otherName],
  );
  const title = chat?.isDebate ? debateTitleText(chat.debateTopic) : screen.otherName;
  // What the 'Before the debate' divider needs, stable while the debate's phase is unchanged.
  const isDebate = chat?.isDebate === true;
  const debateStatus = chat?.debateStatus;
  const debateStartTime = chat?.debateStartTime;
  const preStartChat = useMemo(
    () => ({ isDebate, debateStatus, debateStartTime }),
    [isDebate, debateStatus, debateStartTime],
  );

  useEffect(() => {
    performance.mark('chat-open');
  }, [chatId]);

  useEffect(() => {
    document.title = chatDocumentTitle(title);
  }, [title]);

  if (chat === undefined) return <ChatSkeleton />;
  if (chat === null) {
    if (access === 'denied') return <ChatProblem text={CONVERSATION_TEXT.noAccess} />;
    if (access === 'missing') {
      return missing ? missing(chatId) : <ChatProblem text={CONVERSATION_TEXT.notFound} />;
    }
    if (access === 'offline' || (access === 'checking' && !navigator.onLine)) {
      return <ChatProblem text={CONVERSATION_TEXT.offlineNotHere} />;
    }
    return <ChatSkeleton />;
  }
  if ((kind === 'debate') !== chat.isDebate) return <Navigate to={chatPath(chat)} replace />;

  const locked = lockedReason?.(chat) ?? null;
  return (
    <div className="chat-screen">
      <header className="chat-screen__header">
        <Link to="/home" className="chat-screen__back" aria-label={CONVERSATION_TEXT.backHomeLabel}>
          ←
        </Link>
        <h1 className="chat-screen__title" dir="auto">
          {title}
        </h1>
        <MuteButton uid={screen.user.uid} chatId={chat.id} />
      </header>
      {isAiDebater(screen.otherUid) ? (
        <AiParticipantCard
          name={screen.otherName}
          info={chat.aiDebater ?? null}
          side={screen.otherUid ? chat.debateSides?.[screen.otherUid] : undefined}
        />
      ) : (
        <ParticipantCard
          profile={screen.other}
          phoneNumber={screen.otherPhone}
          actions={
            screen.otherUid &&
            participantActions?.(chat, { uid: screen.otherUid, name: screen.otherName })
          }
        />
      )}
      {top?.(chat)}
      <main className="chat-screen__main">
        {screen.messages === undefined ? (
          <MessagesSkeleton />
        ) : (
          <MessageList
            messages={screen.messages}
            myUid={screen.user.uid}
            senderName={(id) => (id === screen.user.uid ? CONVERSATION_TEXT.you : screen.otherName)}
            canLoadOlder={screen.canLoadOlder}
            onLoadOlder={screen.loadOlder}
            onReachedBottom={screen.shrinkWindow}
            onRetry={screen.retry}
            onDiscard={screen.discard}
            onReport={onReportMessage ? reportMessage : undefined}
            emptyText={chat.isDebate ? CONVERSATION_TEXT.noArguments : CONVERSATION_TEXT.noMessages}
            debate={chat.isDebate ? preStartChat : undefined}
            otherReadUpTo={screen.live.otherReadUpTo}
            onFirstPaint={() => {
              performance.mark('chat-first-paint');
              performance.measure('chat-open-to-paint', 'chat-open', 'chat-first-paint');
            }}
          />
        )}
      </main>
      <TypingLine name={screen.otherName} typing={screen.live.typing} />
      <Composer onSend={screen.send} lockedReason={locked} onTyping={screen.live.onTyping} />
    </div>
  );
}
