import { useId, useState } from 'react';
import type { Chat } from '@/domain/model';
import { readyCount, readyCountText } from './debate-room-logic';
import { useDebateReadiness } from './use-debate-readiness';
import { useExitDebate } from './use-exit-debate';

/**
 * Before the start: how many are ready, the user's own 'Ready to Debate' / 'Ready' toggle,
 * and 'Exit Debate' behind a confirmation (the room closes for both and the request is
 * open again).
 */
export function WaitingBanner({ chat, uid }: { chat: Chat; uid: string }) {
  const count = readyCount(chat, uid);
  const readiness = useDebateReadiness(chat.id, uid, count.mine);
  const leaving = useExitDebate(chat.id);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const textId = useId();

  return (
    <section className="debate-banner" aria-label="Waiting to start">
      <p className="debate-banner__status">
        <strong>Waiting to start</strong>
        <span className="debate-banner__count" data-testid="ready-count">
          {readyCountText(count)}
        </span>
      </p>
      <p className="debate-banner__hint">
        {count.mine
          ? 'You are ready. The countdown starts as soon as your opponent is ready too.'
          : 'The countdown starts when both debaters are ready.'}
      </p>
      <div className="debate-banner__actions">
        <button
          type="button"
          className={`button button--small${count.mine ? ' debate-banner__ready--on' : ''}`}
          aria-pressed={count.mine}
          onClick={readiness.toggle}
        >
          {count.mine ? 'Ready' : 'Ready to Debate'}
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => setConfirming(true)}
          disabled={leaving.busy || confirming}
        >
          Exit Debate
        </button>
      </div>
      {confirming && (
        <div
          className="debate-confirm"
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={textId}
        >
          <p id={titleId} className="debate-confirm__title">
            Exit this debate?
          </p>
          <p id={textId} className="debate-confirm__text">
            The debate room closes for both of you and your request goes back to the open list.
          </p>
          <div className="debate-banner__actions">
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setConfirming(false)}
              disabled={leaving.busy}
              autoFocus
            >
              Stay
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              onClick={() => void leaving.exit()}
              disabled={leaving.busy}
              aria-busy={leaving.busy}
            >
              {leaving.busy ? 'Exiting…' : 'Yes, exit'}
            </button>
          </div>
        </div>
      )}
      {(readiness.error ?? leaving.error) && (
        <p className="alert alert--error debate-banner__error" role="alert">
          {readiness.error ?? leaving.error}
        </p>
      )}
    </section>
  );
}
