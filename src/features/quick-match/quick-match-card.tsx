import { Zap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MotionCategorySelect, TimeLimitChoice } from '@/components/match-choice-fields';
import { DEFAULT_MATCH_CHOICE, matchSectionPath, type MatchChoice } from '@/domain/match-choice';
import { QUICK_MATCH_TEXT } from './quick-match-texts';
import './quick-match.css';

/**
 * The Quick Match card on home (docs/decisions/0025-never-alone.md §1): 15 or 30 minutes, a topic
 * category or any, and one tap to look for an opponent.
 */
export function QuickMatchCard() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<MatchChoice>(DEFAULT_MATCH_CHOICE);
  const id = useId();
  const start = (event: FormEvent) => {
    event.preventDefault();
    void navigate(matchSectionPath('quick-match', choice));
  };
  return (
    <form className="home-card quick-match-card" aria-labelledby={`${id}-title`} onSubmit={start}>
      <span className="home-card__icon" aria-hidden="true">
        <Zap size={28} />
      </span>
      <h3 id={`${id}-title`} className="home-card__title">
        {QUICK_MATCH_TEXT.title}
      </h3>
      <p className="home-card__text">{QUICK_MATCH_TEXT.cardText}</p>
      <TimeLimitChoice
        name={`${id}-minutes`}
        value={choice.timeLimit}
        onChange={(timeLimit) => setChoice((c) => ({ ...c, timeLimit }))}
        className="quick-match-card__minutes"
      />
      <MotionCategorySelect
        id={`${id}-category`}
        value={choice.category}
        onChange={(category) => setChoice((c) => ({ ...c, category }))}
        className="quick-match-card__topic"
      />
      <button type="submit" className="button button--block">
        {QUICK_MATCH_TEXT.start}
      </button>
    </form>
  );
}
