import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Avatar } from '@/components/avatar';
import { useLoadingIndicatorDue } from '@/components/loading-delay';
import { chatPath } from '@/domain/chat-list';
import { SIDE_LABEL, sideOf } from '@/domain/debate-sides';
import { isAiDebater } from '@/domain/practice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { LocalChat, LocalMessage } from '@/offline/db';
import { ChatHeader } from './chat-header';
import { ChatOptions } from './chat-options';
import { ChatSkeleton, MessagesSkeleton } from './chat-skeleton';
import { Composer } from './composer';
import {
  chatDocumentTitle,
  CONVERSATION_TEXT,
  debateTitleText,
  DETAILS_HINT,
} from './conversation-texts';
import type { BubbleSide } from './message-bubble';
import { MessageList } from './message-list';
import { AiParticipantCard } from './ai-participant-card';
import { MessageMenu } from './message-menu';
import { ParticipantCard } from './participant-card';
import { TypingLine } from './typing-line';
import { composerRefusal } from './refusal-lock';
import { useChatScreen } from './use-chat-screen';
import { useVisualViewport } from './use-visual-viewport';
import './chat.css';

export interface ChatScreenSlots {
  /** A debate's line under the title: the side the user argues. */
  subtitle?: (chat: LocalChat) => ReactNode;
  /** What ends the header, always in view: a debate's clock. */
  headerEnd?: (chat: LocalChat) => ReactNode;
  /** What the details open with, above the other person's card: a debate's topic and positions. */
  details?: (chat: LocalChat) => ReactNode;
  /**
   * Strips under the header (a debate's waiting banner, its evaluation); `detailsOpen` says
   * whether the details are open, where what can wait (asking for the evaluation) belongs.
   */
  top?: (chat: LocalChat, room: { detailsOpen: boolean }) => ReactNode;
  /** Under an empty transcript's 'No arguments yet.': a debate's motion and the user's side. */
  empty?: (chat: LocalChat) => ReactNode;
  /** A line under the header (the app's connection line while offline). */
  status?: ReactNode;
  /** Why the composer is locked for this chat, or null. */
  lockedReason?: (chat: LocalChat) => string | null;
  /** Controls about the other person in the header's menu (Block, Report). */
  participantActions?: (chat: LocalChat, other: { uid: string; name: string }) => ReactNode;
  /** Reports one of the other person's messages; without it the message menu has no Report. */
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

/**
 * The conversation screen of /chat/{id} and /debate/{id}, read from the device's copy: a
 * one-row header (the title opens the details), the messages as the screen, the composer
 * above the keyboard.
 */
export function ChatScreen(props: Props) {
  const { chatId, kind, lockedReason, participantActions, onReportMessage, missing } = props;
  const screen = useChatScreen(chatId);
  const [params] = useSearchParams();
  const { chat, access, otherName } = screen;
  const root = useVisualViewport();
  const indicatorDue = useLoadingIndicatorDue();
  const detailsId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [menu, setMenu] = useState<{ message: LocalMessage; opener: HTMLElement } | null>(null);
  const openMenu = useCallback(
    (message: LocalMessage, opener: HTMLElement) => setMenu({ message, opener }),
    [],
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
  // Each debater's side, one object per side so the bubbles' memo holds.
  const participants = chat?.participants.join(',') ?? '';
  const creatorStance = chat?.creatorStance;
  const sides = useMemo(() => {
    const byUid = new Map<string, BubbleSide>();
    const seated = {
      isDebate,
      participants: participants ? participants.split(',') : [],
      creatorStance,
    };
    for (const uid of seated.participants) {
      const side = sideOf(seated, uid);
      if (side) byUid.set(uid, { side, label: SIDE_LABEL[side] });
    }
    return byUid;
  }, [isDebate, participants, creatorStance]);
  const sideFor = useCallback((uid: string) => sides.get(uid), [sides]);
  const onPainted = screen.onPainted;
  const onFirstPaint = useCallback(() => {
    performance.mark('chat-first-paint');
    performance.measure('chat-open-to-paint', 'chat-open', 'chat-first-paint');
    onPainted();
  }, [onPainted]);
  const myUid = screen.user.uid;
  const senderName = useCallback(
    (id: string) => (id === myUid ? CONVERSATION_TEXT.you : otherName),
    [myUid, otherName],
  );

  useEffect(() => {
    performance.mark('chat-open');
  }, [chatId]);

  useDocumentTitle(chatDocumentTitle(title));

  // The server's refusal, or its word that the chat is gone, is shown as soon as it comes,
  // even before the device's copy has been read (a slow read would hold it back otherwise).
  if (chat == null) {
    if (access === 'denied') return <ChatProblem text={CONVERSATION_TEXT.noAccess} />;
    if (access === 'missing') {
      return missing ? missing(chatId) : <ChatProblem text={CONVERSATION_TEXT.notFound} />;
    }
    if (chat === undefined) return <ChatSkeleton />;
    if (access === 'offline' || (access === 'checking' && !navigator.onLine)) {
      return <ChatProblem text={CONVERSATION_TEXT.offlineNotHere} />;
    }
    return <ChatSkeleton />;
  }
  if ((kind === 'debate') !== chat.isDebate) return <Navigate to={chatPath(chat)} replace />;
  // The page's first paint is the whole chat, not its frame around placeholder bubbles that
  // the device's messages replace a moment later (the same first second as ChatSkeleton's).
  if (screen.messages === undefined && !indicatorDue) return <ChatSkeleton />;

  const locked =
    lockedReason?.(chat) ?? composerRefusal(screen.messages ?? [], screen.user.uid) ?? null;
  const other = screen.other.state === 'found' ? screen.other.profile : null;
  const menuOwn = menu?.message.senderId === screen.user.uid;
  return (
    <div className="chat-screen" ref={root}>
      <ChatHeader
        title={
          chat.isDebate ? (
            <>
              <span className="visually-hidden">{debateTitleText('')}</span>
              {chat.debateTopic}
            </>
          ) : (
            title
          )
        }
        leading={
          chat.isDebate ? undefined : (
            <Avatar
              displayName={other?.displayName}
              fallbackName={other?.fallbackName}
              phoneNumber={screen.otherPhone}
              uid={screen.otherUid}
              pictureAt={other?.avatarAt ?? null}
              size="small"
            />
          )
        }
        subtitle={props.subtitle?.(chat)}
        end={props.headerEnd?.(chat)}
        options={
          <ChatOptions
            uid={screen.user.uid}
            chatId={chat.id}
            actions={
              screen.otherUid &&
              participantActions?.(chat, { uid: screen.otherUid, name: screen.otherName })
            }
          />
        }
        detailsId={detailsId}
        detailsHint={chat.isDebate ? DETAILS_HINT.debate : DETAILS_HINT.chat}
        detailsOpen={detailsOpen}
        onToggleDetails={() => setDetailsOpen((open) => !open)}
      />
      {props.status}
      {/* It scrolls on its own when taller than its share of a small screen: focusable, so a
          keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <div
        id={detailsId}
        className="chat-screen__details"
        hidden={!detailsOpen}
        role="region"
        aria-label={CONVERSATION_TEXT.details}
        tabIndex={0}
      >
        {props.details?.(chat)}
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
            phoneLine={screen.otherPhoneLine}
            showName={chat.isDebate}
          />
        )}
      </div>
      {props.top?.(chat, { detailsOpen })}
      <main className="chat-screen__main">
        {screen.messagesOffline ? (
          <p className="message-list__empty" role="status">
            {CONVERSATION_TEXT.offlineNoMessages}
          </p>
        ) : screen.messages === undefined ? (
          <MessagesSkeleton />
        ) : (
          <MessageList
            messages={screen.messages}
            myUid={screen.user.uid}
            senderName={senderName}
            canLoadOlder={screen.canLoadOlder}
            onLoadOlder={screen.loadOlder}
            onReachedBottom={screen.shrinkWindow}
            onRetry={screen.retry}
            onDiscard={screen.discard}
            onMenu={openMenu}
            sideOf={chat.isDebate ? sideFor : undefined}
            emptyText={chat.isDebate ? CONVERSATION_TEXT.noArguments : CONVERSATION_TEXT.noMessages}
            // Only while empty: a new element each render would redraw the memoised list.
            emptyExtra={screen.messages.length === 0 ? props.empty?.(chat) : undefined}
            debate={chat.isDebate ? preStartChat : undefined}
            otherReadUpTo={screen.live.otherReadUpTo}
            focusId={params.get('m')}
            onFirstPaint={onFirstPaint}
          />
        )}
      </main>
      <TypingLine name={screen.otherName} typing={screen.live.typing} />
      <Composer
        key={chatId}
        onSend={screen.send}
        draft={screen.draft}
        onDraft={screen.saveDraft}
        lockedReason={locked}
        onTyping={screen.live.onTyping}
      />
      {menu && (
        <MessageMenu
          message={menu.message}
          own={menuOwn}
          senderName={menuOwn ? CONVERSATION_TEXT.you : otherName}
          onReport={
            onReportMessage ? (message) => onReportMessage(chat, message, otherName) : undefined
          }
          onClose={() => setMenu(null)}
          returnFocusTo={() => (menu.opener.isConnected ? menu.opener : null)}
        />
      )}
    </div>
  );
}
