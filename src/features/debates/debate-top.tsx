import { useEffect, useId, useState } from 'react';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { DebateCountdown } from './debate-countdown';
import { isCreator, lockedReasonAt } from './debate-room-logic';
import { creatorPositionText, DEBATES_TEXT } from './debates-texts';
import { measureServerOffset, serverNow } from './server-clock';
import { WaitingBanner } from './waiting-banner';
import './debates.css';

const LONG_STANCE = 140;

/** The creator's position, folded to two lines when it is long. */
function CreatorPosition({ stance, mine }: { stance: string; mine: boolean }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = stance.length > LONG_STANCE;
  return (
    <div className="debate-top__position">
      <p className="debate-top__label">{creatorPositionText(mine)}</p>
      <p
        id={textId}
        dir="auto"
        className={`debate-top__stance${long && !open ? ' debate-top__stance--folded' : ''}`}
      >
        {stance}
      </p>
      {long && (
        <button
          type="button"
          className="link-button debate-top__more"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? DEBATES_TEXT.showLess : DEBATES_TEXT.showMore}
        </button>
      )}
    </div>
  );
}

/**
 * The debate extras above the messages (the ChatScreen `top` slot): the topic, the
 * creator's position, then the waiting banner before the start or the countdown after it.
 * A spectator (`spectator`, issue 14 §3) gets no readiness buttons and writes nothing.
 */
export function DebateTop({ chat, spectator = false }: { chat: Chat; spectator?: boolean }) {
  const me = useSignedInUser();
  // Measured while the debaters get ready, so the countdown is right from its first second.
  useEffect(() => {
    void measureServerOffset();
  }, []);
  const topicId = useId();
  if (!chat.isDebate) return null;
  const waiting = chat.debateStatus === 'waiting_to_start' && chat.status === 'active';
  return (
    // A region named by the topic: the room's content all sits in landmarks (axe `region`).
    <section className="debate-top" aria-labelledby={topicId}>
      <div className="debate-top__header">
        <p className="debate-top__label">{DEBATES_TEXT.topic}</p>
        <h2 id={topicId} className="debate-top__topic" dir="auto">
          {chat.debateTopic}
        </h2>
        <CreatorPosition stance={chat.creatorStance ?? ''} mine={isCreator(chat, me.uid)} />
      </div>
      {waiting && spectator && (
        <p className="debate-top__waiting">{DEBATES_TEXT.spectatorWaiting}</p>
      )}
      {waiting && !spectator && <WaitingBanner chat={chat} uid={me.uid} />}
      {!waiting && <DebateCountdown chat={chat} readOnly={spectator} />}
    </section>
  );
}

/**
 * The ChatScreen `lockedReason` slot: a sentence while the debate waits or once it is over,
 * null while it runs. `now` is the server's time; it defaults to this device's estimate.
 */
export function debateLockedReason(chat: Chat, now: number = serverNow()): string | null {
  return lockedReasonAt(chat, now);
}
