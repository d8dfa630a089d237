import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { matchChoiceFromParams } from '@/domain/match-choice';
import { windowWidth } from '@/domain/matchmaking';
import { categoryLabel } from '@/domain/motion-categories';
import { useNow } from '@/hooks/use-now';
import { waitedText } from './quick-match-logic';
import { choiceSummaryText, lookingText, QUICK_MATCH_TEXT } from './quick-match-texts';
import { useQuickMatch, type Waiting } from './use-quick-match';
import './quick-match.css';

/** 'Looking for an opponent within ±150' beside the wait '0:23', live, and the practice offer once it is due. */
function WaitingLine({ waiting, onPractice }: { waiting: Waiting; onPractice(): void }) {
  const now = useNow(1000);
  const waited = now + waiting.offset - waiting.joinedAt;
  const width = windowWidth(waiting.deviation ?? undefined, waited / 1000);
  return (
    <>
      <p className="quick-match__looking">
        <span className="spinner" aria-hidden="true" />
        {/* The window is announced when it widens; the clock is a timer (not read out each second). */}
        <span role="status">{lookingText(width)}</span>
        <span role="timer" className="quick-match__clock">
          {waitedText(waited)}
        </span>
      </p>
      {waited >= waiting.practiceOfferMs && (
        <div className="quick-match__offer">
          <p>{QUICK_MATCH_TEXT.practiceOffer}</p>
          <button type="button" className="button button--secondary" onClick={onPractice}>
            {QUICK_MATCH_TEXT.practice}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The Quick Match search (home section 'quick-match'): the live window and wait, Cancel, the
 * practice offer after a minute; it opens the debate room as soon as a partner is found.
 */
export function QuickMatchSection() {
  const [params] = useSearchParams();
  const choice = matchChoiceFromParams(params);
  const match = useQuickMatch(choice);
  const id = useId();
  const { phase } = match;
  const category = choice.category ? categoryLabel(choice.category) : null;
  return (
    <section className="quick-match card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {QUICK_MATCH_TEXT.title}
      </h2>
      <p className="quick-match__choice">{choiceSummaryText(choice.timeLimit, category)}</p>
      {!match.online && (
        <p className="alert alert--info" role="status">
          {QUICK_MATCH_TEXT.offline}
        </p>
      )}
      {match.online && phase.kind === 'joining' && (
        <p className="quick-match__looking" role="status">
          <span className="spinner" aria-hidden="true" />
          {QUICK_MATCH_TEXT.joining}
        </p>
      )}
      {phase.kind === 'waiting' && <WaitingLine waiting={phase} onPractice={match.practice} />}
      {phase.kind === 'matched' && (
        <p className="alert alert--success" role="status">
          {QUICK_MATCH_TEXT.found}
        </p>
      )}
      {phase.kind === 'error' && (
        <div className="alert alert--error" role="alert">
          <p>{phase.message}</p>
          <button type="button" className="button button--small" onClick={match.retry}>
            {QUICK_MATCH_TEXT.retry}
          </button>
        </div>
      )}
      {(phase.kind === 'waiting' || phase.kind === 'joining') && (
        <p className="field__hint">{QUICK_MATCH_TEXT.keepHint}</p>
      )}
      {phase.kind !== 'matched' && (
        <div className="quick-match__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={match.cancel}
            disabled={phase.kind === 'leaving'}
            aria-busy={phase.kind === 'leaving'}
          >
            {phase.kind === 'leaving' ? QUICK_MATCH_TEXT.cancelling : QUICK_MATCH_TEXT.cancel}
          </button>
        </div>
      )}
    </section>
  );
}
