import type { Chat } from '@/domain/model';
import { formatCountdown } from '@/domain/countdown';
import { useNow } from '@/hooks/use-now';
import { countdownAnnouncement, countdownView } from './debate-room-logic';
import { DEBATES_TEXT } from './debates-texts';
import { useServerOffset } from './server-clock';
import { useTimeUp } from './use-time-up';

/**
 * 'Time Remaining' in m:ss on the server's clock, red in the last five minutes, announced
 * at each stage; at zero the debate is marked completed and the clock says it is over.
 */
export function DebateCountdown({ chat, readOnly = false }: { chat: Chat; readOnly?: boolean }) {
  const now = useNow(1000);
  const offset = useServerOffset();
  const view = countdownView(chat, now, offset);
  // A spectator's device never marks the end: the rules let only the debaters.
  const due =
    !readOnly && !!view?.over && chat.status === 'active' && chat.debateStatus === 'in_progress';
  const timeUp = useTimeUp(chat.id, due, now);

  if (!view) {
    return (
      <div className="debate-clock">
        <span className="debate-clock__label">{DEBATES_TEXT.timeRemaining}</span>
        <span className="debate-clock__value">{DEBATES_TEXT.noTimeLimit}</span>
      </div>
    );
  }
  const announcement = countdownAnnouncement(view.seconds);
  return (
    <div
      className={`debate-clock${view.urgent ? ' debate-clock--urgent' : ''}${view.over ? ' debate-clock--over' : ''}`}
      data-testid="debate-clock"
    >
      <span className="debate-clock__label" id={`clock-${chat.id}`}>
        {DEBATES_TEXT.timeRemaining}
      </span>
      <span className="debate-clock__value" role="timer" aria-labelledby={`clock-${chat.id}`}>
        {formatCountdown(view.seconds)}
      </span>
      {view.over && <span className="debate-clock__over">{DEBATES_TEXT.over}</span>}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {timeUp.error && (
        <p className="debate-clock__error" role="alert">
          {timeUp.error}{' '}
          <button type="button" className="link-button" onClick={timeUp.retry}>
            {DEBATES_TEXT.tryAgain}
          </button>
        </p>
      )}
    </div>
  );
}
