import { useId, useState } from 'react';
import type { Chat } from '@/domain/model';
import { isCreator, readyCount } from './debate-room-logic';
import { DEBATES_TEXT, readyCountText } from './debates-texts';
import { useDebateReadiness } from './use-debate-readiness';
import { useExitDebate } from './use-exit-debate';

/**
 * Before the start: how many are ready, the user's own 'Ready to Debate' / 'Ready' toggle,
 * and 'Exit Debate' behind a confirmation (the room closes for both and the request is
 * open again: the creator's own request, or for the acceptor, the request they took).
 */
export function WaitingBanner({ chat, uid }: { chat: Chat; uid: string }) {
  const count = readyCount(chat, uid);
  const readiness = useDebateReadiness(chat.id, count.mine);
  const mine = readiness.mine;
  const leaving = useExitDebate(chat.id);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const textId = useId();

  return (
    <section className="debate-banner" aria-label={DEBATES_TEXT.waiting}>
      <p className="debate-banner__status">
        <strong>{DEBATES_TEXT.waiting}</strong>
        <span className="debate-banner__count" data-testid="ready-count">
          {readyCountText(count)}
        </span>
      </p>
      <p className="debate-banner__hint one-line-when-short">
        {mine ? DEBATES_TEXT.youAreReady : DEBATES_TEXT.bothMustBeReady}{' '}
        <span role="status">{readiness.pending ? DEBATES_TEXT.readinessSaving : ''}</span>
      </p>
      <div className="debate-banner__actions">
        <button
          type="button"
          className={`button button--small${mine ? ' debate-banner__ready--on' : ''}`}
          aria-pressed={mine}
          aria-busy={readiness.pending}
          disabled={readiness.pending}
          onClick={readiness.toggle}
        >
          {mine ? DEBATES_TEXT.ready : DEBATES_TEXT.readyToDebate}
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => setConfirming(true)}
          disabled={leaving.busy || confirming}
        >
          {DEBATES_TEXT.exit}
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
            {DEBATES_TEXT.exitQuestion}
          </p>
          <p id={textId} className="debate-confirm__text">
            {isCreator(chat, uid)
              ? DEBATES_TEXT.exitExplainedCreator
              : DEBATES_TEXT.exitExplainedAcceptor}
          </p>
          <div className="debate-banner__actions">
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setConfirming(false)}
              disabled={leaving.busy}
              autoFocus
            >
              {DEBATES_TEXT.stay}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              onClick={() => void leaving.exit()}
              disabled={leaving.busy}
              aria-busy={leaving.busy}
            >
              {leaving.busy ? DEBATES_TEXT.exiting : DEBATES_TEXT.confirmExit}
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
