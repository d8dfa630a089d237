import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { Chat, Message } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { debaterName, publicDebateState } from './spectate-logic';
import { SPECTATE_TEXT, versusText, watchingText } from './spectate-texts';
import { useSpectatedChat, useSpectatedMessages, useWatching } from './use-spectate';
import './spectate.css';

interface Props {
  chatId: string;
  /** The debate's topic, positions and countdown, read-only (composed in src/app). */
  top(chat: Chat): ReactNode;
  /** One message as the conversation shows it (composed in src/app). */
  message(message: Message, senderName: string): ReactNode;
}

function Watching({ chat, uid }: { chat: Chat; uid: string }) {
  const counted = !chat.participants.includes(uid) && publicDebateState(chat) !== 'finished';
  const count = useWatching(chat.id, uid, counted);
  return (
    <p className="spectate__watching" role="status" data-testid="watching-count">
      <Eye size="1em" aria-hidden="true" className="spectate__eye" />
      {count === null ? '' : watchingText(count)}
    </p>
  );
}

/**
 * A public debate, read-only (issue 14 §3): topic, positions, the live countdown, messages as
 * they arrive and how many watch. No composer, no readiness or evaluation buttons.
 */
export function SpectatorScreen({ chatId, top, message }: Props) {
  const me = useSignedInUser();
  const state = useSpectatedChat(chatId);
  const ready = state.status === 'ready';
  const messages = useSpectatedMessages(chatId, ready);
  const chat = ready ? state.chat : null;

  useEffect(() => {
    if (chat?.debateTopic) document.title = `${chat.debateTopic} · Debate Arena`;
  }, [chat?.debateTopic]);

  if (state.status === 'loading') {
    return (
      <main className="page page--narrow">
        <p aria-busy="true">{SPECTATE_TEXT.loadingDebate}</p>
      </main>
    );
  }
  if (!chat) {
    return (
      <main className="page page--narrow">
        <p role="alert">{SPECTATE_TEXT.notPublic}</p>
        <Link to="/home?section=watch-debates">{SPECTATE_TEXT.watchHeading}</Link>
      </main>
    );
  }
  const [first = '', second = ''] = chat.participants;
  const finished = publicDebateState(chat) === 'finished';
  return (
    <main className="spectate" aria-labelledby="spectate-heading">
      <header className="spectate__header">
        <Link to="/home?section=watch-debates" className="link-button">
          ← {SPECTATE_TEXT.watchHeading}
        </Link>
        <h1 id="spectate-heading" className="spectate__title" dir="auto">
          {versusText(debaterName(chat, first), debaterName(chat, second))}
        </h1>
        <Watching chat={chat} uid={me.uid} />
      </header>
      {top(chat)}
      <p className="spectate__note">{SPECTATE_TEXT.spectatorNote}</p>
      {finished && chat.winner && (
        <p className="spectate__result">
          <Link to={`/results/${chat.id}`}>{SPECTATE_TEXT.seeResult}</Link>
        </p>
      )}
      <div
        className="spectate__messages"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={SPECTATE_TEXT.messages}
        tabIndex={0}
        data-testid="message-list"
      >
        {messages.length === 0 ? (
          <p className="message-list__empty">{SPECTATE_TEXT.noMessages}</p>
        ) : (
          messages.map((m) => (
            <div key={m.id} className="spectate__row">
              {message(m, debaterName(chat, m.senderId))}
            </div>
          ))
        )}
      </div>
    </main>
  );
}
