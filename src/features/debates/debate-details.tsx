import { useId, useState } from 'react';
import { sideOf } from '@/domain/debate-sides';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { isCreator } from './debate-room-logic';
import { SideChip } from './debate-side-line';
import { creatorPositionText, DEBATES_TEXT, otherPositionText } from './debates-texts';
import './debates.css';

const LONG_STANCE = 140;

/** The creator's position, folded to two lines when it is long. */
function CreatorPosition({ stance, mine }: { stance: string; mine: boolean }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = stance.length > LONG_STANCE;
  return (
    <div className="debate-details__position">
      <p className="debate-details__label">
        <SideChip side="for" /> <span>{creatorPositionText(mine)}</span>
      </p>
      <p
        id={textId}
        dir="auto"
        className={`debate-details__stance${long && !open ? ' debate-details__stance--folded' : ''}`}
      >
        {stance}
      </p>
      {long && (
        <button
          type="button"
          className="link-button debate-details__more"
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
 * The room's details (behind its title): the whole topic, the creator's position, which is
 * argued For, and the other side, argued Against.
 */
export function DebateDetails({ chat }: { chat: Chat }) {
  const me = useSignedInUser();
  const topicId = useId();
  if (!chat.isDebate) return null;
  return (
    // A region named by the topic: the room's content all sits in landmarks (axe `region`).
    <section className="debate-details" aria-labelledby={topicId}>
      <p className="debate-details__label">{DEBATES_TEXT.topic}</p>
      <h2 id={topicId} className="debate-details__topic" dir="auto">
        {chat.debateTopic}
      </h2>
      <CreatorPosition stance={chat.creatorStance ?? ''} mine={isCreator(chat, me.uid)} />
      <div className="debate-details__position">
        <p className="debate-details__label">
          <SideChip side="against" />{' '}
          <span>{otherPositionText(sideOf(chat, me.uid) === 'against')}</span>
        </p>
        <p className="debate-details__stance">{DEBATES_TEXT.againstExplained}</p>
      </div>
    </section>
  );
}
