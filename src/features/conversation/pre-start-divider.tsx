import type { PreStartMark } from '@/domain/pre-start';
import { CONVERSATION_TEXT } from './conversation-texts';
import './reading.css';

/**
 * 'Before the debate' above the messages the debaters sent before both were ready (never
 * read by the judges), and 'The debate started' where the debate itself begins.
 */
export function PreStartDivider({ mark }: { mark: PreStartMark }) {
  return (
    <p className="day-separator pre-start-divider" data-testid={`pre-start-${mark}`}>
      <span className="day-separator__label">
        {mark === 'before' ? CONVERSATION_TEXT.beforeTheDebate : CONVERSATION_TEXT.debateStarted}
      </span>
    </p>
  );
}
