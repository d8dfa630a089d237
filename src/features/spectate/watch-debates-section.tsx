import { useId } from 'react';
import { Link } from 'react-router';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { debaterName, publicDebateState, type PublicDebateState } from './spectate-logic';
import { SPECTATE_TEXT, versusText } from './spectate-texts';
import { usePublicDebates } from './use-public-debates';
import './spectate.css';

const BADGE: Record<PublicDebateState, { text: string; className: string }> = {
  live: { text: SPECTATE_TEXT.live, className: 'badge badge--live' },
  waiting: { text: SPECTATE_TEXT.waiting, className: 'badge badge--waiting' },
  finished: { text: SPECTATE_TEXT.finished, className: 'badge badge--completed' },
};

function DebateRow({ chat }: { chat: Chat }) {
  const [first = '', second = ''] = chat.participants;
  const badge = BADGE[publicDebateState(chat)];
  return (
    <li className="request-card spectate-row">
      <div className="request-card__head">
        <h3 className="request-card__topic" dir="auto">
          {chat.debateTopic}
        </h3>
        <span className={badge.className}>{badge.text}</span>
      </div>
      <p className="request-card__stance" dir="auto">
        {versusText(debaterName(chat, first), debaterName(chat, second))}
      </p>
      <div className="request-card__actions">
        <Link
          className="button button--small"
          to={`/watch/${chat.id}`}
          aria-label={`${SPECTATE_TEXT.watch}: ${chat.debateTopic ?? ''}`}
        >
          {SPECTATE_TEXT.watch}
        </Link>
      </div>
    </li>
  );
}

/**
 * 'Watch a Debate' (docs/decisions/0014-arena.md §3): live and recently finished public debates,
 * live, without those of people the viewer blocked.
 */
export function WatchDebatesSection() {
  const me = useSignedInUser();
  const { debates, error } = usePublicDebates(me.uid);
  const id = useId();
  return (
    <section className="debate-browse" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {SPECTATE_TEXT.watchHeading}
      </h2>
      <p className="field__hint">{SPECTATE_TEXT.watchIntro}</p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {debates === undefined && !error && <p aria-busy="true">{SPECTATE_TEXT.loading}</p>}
      {debates?.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{SPECTATE_TEXT.empty}</p>
          <p>{SPECTATE_TEXT.emptyHint}</p>
          <Link className="button spectate-empty__start" to="/home?section=create-debate">
            {SPECTATE_TEXT.emptyStart}
          </Link>
        </div>
      )}
      {debates && debates.length > 0 && (
        <ul className="debate-browse__list" aria-label={SPECTATE_TEXT.watchHeading}>
          {debates.map((chat) => (
            <DebateRow key={chat.id} chat={chat} />
          ))}
        </ul>
      )}
    </section>
  );
}
