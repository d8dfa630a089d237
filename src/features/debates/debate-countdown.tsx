import type { Chat } from '@/domain/model';
import { formatCountdown } from '@/domain/countdown';
import { useNow } from '@/hooks/use-now';
import { countdownAnnouncement, countdownView } from './debate-room-logic';
import { DEBATES_TEXT } from './debates-texts';
import { useServerOffset } from '@/hooks/use-server-clock';
import { useTimeUp } from './use-time-up';
import './debates.css';

/** Before the start: the time the debate will get, not yet running. */
function NotStarted({ chat }: { chat: Chat }) {
  const minutes = chat.debateTimeLimit ?? 0;
  return (
    <div className="debate-clock debate-clock--idle">
      <span className="debate-clock__label">{DEBATES_TEXT.timeRemaining}</span>
      <span className="debate-clock__value">
        {minutes > 0 ? formatCountdown(minutes * 60) : DEBATES_TEXT.noTimeLimit}
      </span>
    </div>
  );
}

/**
 * 'Time Remaining' in m:ss on the server's clock, in the room's header (always in view), red
 * in the last five minutes, announced at each stage; at zero the debate is marked completed.
 * A debate both debaters ended before its time reads 'Ended early', never a red 0:00.
 */
export function DebateCountdown({ chat, readOnly = false }: { chat: Chat; readOnly?: boolean }) {
  const now = useNow(1000);
  // Measured while the debaters get ready, so the countdown is right from its first second.
  const offset = useServerOffset();
  const started = chat.debateStatus !== 'waiting_to_start' || chat.status === 'completed';
  const view = started ? countdownView(chat, now, offset) : null;
  // A spectator's device never marks the end: the rules let only the debaters.
  const due =
    !readOnly &&
    !!view?.over &&
    !view.endedEarly &&
    chat.status === 'active' &&
    chat.debateStatus === 'in_progress';
  const timeUp = useTimeUp(chat.id, due, now);

  if (!started) return <NotStarted chat={chat} />;
  if (!view) {
    return (
      <div className="debate-clock">
        <span className="debate-clock__label">{DEBATES_TEXT.timeRemaining}</span>
        <span className="debate-clock__value">{DEBATES_TEXT.noTimeLimit}</span>
      </div>
    );
  }
  const announcement = countdownAnnouncement(view.seconds, view.endedEarly);
  const classes = [
    'debate-clock',
    view.urgent ? 'debate-clock--urgent' : '',
    view.over ? 'debate-clock--over' : '',
    view.endedEarly ? 'debate-clock--early' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid="debate-clock">
      <span className="debate-clock__label" id={`clock-${chat.id}`}>
        {DEBATES_TEXT.timeRemaining}
      </span>
      <span className="debate-clock__value" role="timer" aria-labelledby={`clock-${chat.id}`}>
        {view.endedEarly ? DEBATES_TEXT.endedEarly : formatCountdown(view.seconds)}
      </span>
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
