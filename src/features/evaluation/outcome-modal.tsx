import { Handshake, Target, Trophy, type LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import { BackHomeButton } from './back-home-button';
import type { OutcomeKind } from './evaluation-logic';
import { EVALUATION_TEXT, outcomeSentence } from './evaluation-texts';

interface Props {
  kind: OutcomeKind;
  winner: string;
  topic: string;
  /** What this debate did to the user's rating (RatingMove: '+16 → 1216', '1216?'). */
  rating?: ReactNode;
  /** 'Rematch' and where it stands (RematchControls). */
  rematch?: ReactNode;
  /** 'Share' for a public debate. */
  share?: ReactNode;
  onViewResults: () => void;
  onBackHome: () => void;
  onClose: () => void;
}

const ICON: Record<OutcomeKind, LucideIcon> = { won: Trophy, lost: Target, draw: Handshake };

/**
 * The winner, loser or draw popup, shown once per visit of the debate room: the verdict, the
 * rating change ('+16 → 1216'), and what comes next (results, a rematch, sharing, home).
 */
export function OutcomeModal({
  kind,
  winner,
  topic,
  rating,
  rematch,
  share,
  onViewResults,
  onBackHome,
  onClose,
}: Props) {
  const viewResults = useRef<HTMLButtonElement>(null);
  const title =
    kind === 'won'
      ? EVALUATION_TEXT.won
      : kind === 'lost'
        ? EVALUATION_TEXT.lost
        : EVALUATION_TEXT.draw;
  const Icon = ICON[kind];
  return (
    <Dialog
      title={title}
      description={outcomeSentence(kind, winner, topic)}
      onClose={onClose}
      initialFocus={viewResults}
      className={`eval-outcome eval-outcome--${kind}`}
    >
      <p className="eval-outcome__icon">
        <Icon aria-hidden="true" size={56} strokeWidth={1.75} />
      </p>
      <div className="eval-outcome__rating">{rating}</div>
      <div className="eval-outcome__actions">
        <button
          ref={viewResults}
          type="button"
          className="button button--block"
          onClick={onViewResults}
        >
          {EVALUATION_TEXT.viewResults}
        </button>
        {rematch}
        {share}
        <BackHomeButton onClick={onBackHome} />
      </div>
    </Dialog>
  );
}
