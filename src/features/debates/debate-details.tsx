import { useId, useState } from 'react';
import { debatePosition, sideOf } from '@/domain/debate-sides';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { SideChip } from './debate-side-line';
import { DEBATES_TEXT, forSideText, againstSideText } from './debates-texts';
import './debates.css';

const LONG_STANCE = 140;

/** The position argued For, folded to two lines when it is long. */
function ForPosition({ stance, label }: { stance: string; label: string }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = stance.length > LONG_STANCE;
  return (
    <div className="debate-details__position">
      <p className="debate-details__label">
        <SideChip side="for" /> <span>{label}</span>
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
 * The room's details (behind its title): the whole topic, the position argued For (the
 * creator's, unless their stance turns the sides: src/domain/debate-sides.ts) and the other
 * side, argued Against.
 */
export function DebateDetails({ chat }: { chat: Chat }) {
  const me = useSignedInUser();
  const topicId = useId();
  if (!chat.isDebate) return null;
  const { statement, creatorSide } = debatePosition(chat.creatorStance);
  const mySide = sideOf(chat, me.uid);
  return (
    // A region named by the topic: the room's content all sits in landmarks (axe `region`).
    <section className="debate-details" aria-labelledby={topicId}>
      <p className="debate-details__label">{DEBATES_TEXT.topic}</p>
      <h2 id={topicId} className="debate-details__topic" dir="auto">
        {chat.debateTopic}
      </h2>
      <ForPosition stance={statement} label={forSideText(creatorSide, mySide === 'for')} />
      <div className="debate-details__position">
        <p className="debate-details__label">
          <SideChip side="against" />{' '}
          <span>{againstSideText(creatorSide, mySide === 'against')}</span>
        </p>
        <p className="debate-details__stance">
          {creatorSide === 'for' ? DEBATES_TEXT.againstExplained : DEBATES_TEXT.creatorAgainst}
        </p>
      </div>
    </section>
  );
}
