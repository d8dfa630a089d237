import { ArrowLeft, Eye } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DetailsToggle } from '@/components/details-toggle';
import { sideOf, type DebateSide } from '@/domain/debate-sides';
import type { Chat, Message } from '@/domain/model';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFollowOnResize } from '@/hooks/use-follow-on-resize';
import { useSignedInUser } from '@/hooks/use-session';
import { debaterName, publicDebateState } from './spectate-logic';
import { SPECTATE_TEXT, spectatorDocumentTitle, versusText, watchingText } from './spectate-texts';
import { useSpectatedChat, useSpectatedMessages, useWatching } from './use-spectate';
import './spectate.css';

interface Props {
  chatId: string;
  /** The debate's clock, read-only (composed in src/app). */
  clock(chat: Chat): ReactNode;
  /** The whole topic and both positions, behind the topic (composed in src/app). */
  details(chat: Chat): ReactNode;
  /** What shows before the start (composed in src/app). */
  strip(chat: Chat): ReactNode;
  /** One message as the conversation shows it, with its writer's side (composed in src/app). */
  message(message: Message, senderName: string, side: DebateSide | null): ReactNode;
  /** The connection line, placed under the screen's own header (composed in src/app). */
  status?: ReactNode;
}

/**
 * 'N watching': this person counts while the view is open, the debate's end included (they
 * are still watching its result come in); a debater who opens their own debate does not.
 */
function Watching({ chat, uid }: { chat: Chat; uid: string }) {
  const counted = !chat.participants.includes(uid);
  const count = useWatching(chat.id, uid, counted);
  return (
    <p className="spectate__watching" role="status" data-testid="watching-count">
      <Eye className="spectate__icon" aria-hidden="true" />
      {count === null ? '' : watchingText(count)}
    </p>
  );
}

/**
 * A public debate, read-only (docs/decisions/0014-arena.md §3), laid out like the room: the
 * debaters and how many watch, then the topic (which opens both positions) and the live clock, then
 * the messages, For on one side and Against on the other. No composer, no readiness or evaluation
 * buttons.
 */
export function SpectatorScreen({ chatId, clock, details, strip, message, status }: Props) {
  const me = useSignedInUser();
  const state = useSpectatedChat(chatId);
  const ready = state.status === 'ready';
  const messages = useSpectatedMessages(chatId, ready);
  const chat = ready ? state.chat : null;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const focusId = useSearchParams()[0].get('m');
  const log = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  // Following the newest message while the reader is at the bottom (where it opens), unless
  // a verdict's quote opened it at one message (`?m=`).
  const following = useRef(!focusId);
  useLayoutEffect(() => {
    const el = log.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  // ...also when the log itself shrinks ('The debate is over' appearing above it).
  useFollowOnResize(log, following);
  const onScroll = () => {
    const el = log.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
  };

  // Open at the quoted message once it has arrived.
  useEffect(() => {
    if (!focusId || focused.current === focusId) return;
    const row = log.current?.querySelector(`[data-message-id="${CSS.escape(focusId)}"]`);
    if (!row) return;
    focused.current = focusId;
    following.current = false;
    row.scrollIntoView({ block: 'center' });
  }, [focusId, messages]);

  useDocumentTitle(spectatorDocumentTitle(chat?.debateTopic));

  if (state.status === 'loading') {
    return (
      <main className="page page--narrow">
        {status}
        <p aria-busy="true">{SPECTATE_TEXT.loadingDebate}</p>
      </main>
    );
  }
  if (!chat) {
    return (
      <main className="page page--narrow">
        {status}
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
        <Link
          to="/home?section=watch-debates"
          className="spectate__back"
          aria-label={SPECTATE_TEXT.watchHeading}
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        <h1 id="spectate-heading" className="spectate__title" dir="auto">
          {versusText(debaterName(chat, first), debaterName(chat, second))}
        </h1>
        <Watching chat={chat} uid={me.uid} />
      </header>
      {status}
      <div className="spectate__bar">
        <h2 className="spectate__topic" dir="auto">
          <DetailsToggle
            className="spectate__toggle"
            open={open}
            controls={detailsId}
            onToggle={() => setOpen((o) => !o)}
          >
            {chat.debateTopic}
          </DetailsToggle>
        </h2>
        {clock(chat)}
      </div>
      <div id={detailsId} className="spectate__details" hidden={!open}>
        {details(chat)}
      </div>
      {strip(chat)}
      {finished && chat.winner && (
        <p className="spectate__result">
          <Link to={`/results/${chat.id}`}>{SPECTATE_TEXT.seeResult}</Link>
        </p>
      )}
      <div
        ref={log}
        onScroll={onScroll}
        className="spectate__messages"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={SPECTATE_TEXT.messages}
        tabIndex={0}
        data-testid="message-list"
      >
        {messages === undefined ? (
          <p className="message-list__empty" aria-busy="true">
            {SPECTATE_TEXT.loadingMessages}
          </p>
        ) : messages === 'refused' ? (
          <p className="message-list__empty" role="alert">
            {SPECTATE_TEXT.notPublic}
          </p>
        ) : messages.length === 0 ? (
          <p className="message-list__empty">{SPECTATE_TEXT.noMessages}</p>
        ) : (
          messages.map((m) => (
            <div
              key={m.id}
              className="spectate__row"
              data-message-id={m.id}
              data-focused={m.id === focusId || undefined}
            >
              {message(m, debaterName(chat, m.senderId), sideOf(chat, m.senderId))}
            </div>
          ))
        )}
      </div>
      <p className="spectate__note">{SPECTATE_TEXT.spectatorNote}</p>
    </main>
  );
}
