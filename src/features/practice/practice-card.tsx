import { Bot } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PRACTICE_TEXT } from './practice-texts';

/** The Practice with AI card on home: opens the practice form. */
export function PracticeCard() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="home-card"
      onClick={() => void navigate('/home?section=practice')}
    >
      <span className="home-card__icon" aria-hidden="true">
        <Bot size={28} />
      </span>
      <span className="home-card__title">{PRACTICE_TEXT.title}</span>
      <span className="home-card__text">{PRACTICE_TEXT.cardText}</span>
    </button>
  );
}
