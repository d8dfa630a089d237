import { useRef } from 'react';
import { Dialog } from '@/components/dialog';
import type { OutcomeKind } from './evaluation-logic';
import { EVALUATION_TEXT, outcomeSentence } from './evaluation-texts';

interface Props {
  kind: OutcomeKind;
  winner: string;
  topic: string;
  onViewResults: () => void;
  onBackHome: () => void;
  onClose: () => void;
}

const ICON: Record<OutcomeKind, string> = { won: '🏆', lost: '🎯', draw: '🤝' };

/** The winner, loser or draw popup, shown once per visit of the debate room. */
export function OutcomeModal({ kind, winner, topic, onViewResults, onBackHome, onClose }: Props) {
  const viewResults = useRef<HTMLButtonElement>(null);
  const title =
    kind === 'won'
      ? EVALUATION_TEXT.won
      : kind === 'lost'
        ? EVALUATION_TEXT.lost
        : EVALUATION_TEXT.draw;
  return (
    <Dialog
      title={title}
      description={outcomeSentence(kind, winner, topic)}
      onClose={onClose}
      initialFocus={viewResults}
      className={`eval-outcome eval-outcome--${kind}`}
    >
      <p className="eval-outcome__icon" aria-hidden="true">
        {ICON[kind]}
      </p>
      <div className="eval-outcome__actions">
        <button
          ref={viewResults}
          type="button"
          className="button button--block"
          onClick={onViewResults}
        >
          {EVALUATION_TEXT.viewResults}
        </button>
        <button
          type="button"
          className="button button--block button--secondary"
          onClick={onBackHome}
        >
          {EVALUATION_TEXT.backHome}
        </button>
      </div>
    </Dialog>
  );
}
