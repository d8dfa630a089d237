import { Zap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { QUICK_MATCH_TIME_LIMITS } from '@/domain/matchmaking';
import { isMotionCategory, MOTION_CATEGORIES } from '@/domain/motion-categories';
import { DEFAULT_CHOICE, sectionPath, type Choice } from './quick-match-logic';
import { minutesOptionText, QUICK_MATCH_TEXT } from './quick-match-texts';
import './quick-match.css';

/**
 * The Quick Match card on home (docs/decisions/0025-never-alone.md §1): 15 or 30 minutes, a topic
 * category or any, and one tap to look for an opponent.
 */
export function QuickMatchCard() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>(DEFAULT_CHOICE);
  const id = useId();
  const start = (event: FormEvent) => {
    event.preventDefault();
    void navigate(sectionPath('quick-match', choice));
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
      <fieldset className="quick-match-card__minutes">
        <legend className="field__label">{QUICK_MATCH_TEXT.timeLegend}</legend>
        {QUICK_MATCH_TIME_LIMITS.map((minutes) => (
          <label key={minutes} className="quick-match-card__option">
            <input
              type="radio"
              name={`${id}-minutes`}
              value={minutes}
              checked={choice.timeLimit === minutes}
              onChange={() => setChoice((c) => ({ ...c, timeLimit: minutes }))}
            />
            <span>{minutesOptionText(minutes)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field quick-match-card__topic">
        <label className="field__label" htmlFor={`${id}-category`}>
          {QUICK_MATCH_TEXT.categoryLabel}
        </label>
        <select
          id={`${id}-category`}
          className="select"
          value={choice.category ?? ''}
          onChange={(e) =>
            setChoice((c) => ({
              ...c,
              category: isMotionCategory(e.target.value) ? e.target.value : null,
            }))
          }
        >
          <option value="">{QUICK_MATCH_TEXT.anyCategory}</option>
          {MOTION_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--block">
        {QUICK_MATCH_TEXT.start}
      </button>
    </form>
  );
}
