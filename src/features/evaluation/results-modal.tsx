import { useId } from 'react';
import { Dialog } from '@/components/dialog';
import { RatingMove } from '@/components/rating-move';
import type { DebateResultView } from '@/data/evaluation';
import { aiDebaterVendorText } from '@/domain/practice';
import {
  DEMO_JUDGE_NOTICE,
  EVALUATION_TEXT,
  practiceResultText,
  resultsFailedText,
} from './evaluation-texts';
import { AppealSection } from './appeal-section';
import { JudgePanel } from './judge-panel';
import type { DebateResultState } from './use-debate-result';
import './evaluation.css';

function Stance({ name, stance, you }: { name: string; stance: string; you: boolean }) {
  return (
    <div className="eval-stance">
      <p className="eval-stance__name" dir="auto">
        {name}
        {you ? EVALUATION_TEXT.you : ''}
      </p>
      <p className="eval-stance__text" dir="auto">
        {stance}
      </p>
    </div>
  );
}

/** The result itself (also the /results/{chatId} page's body, composed in src/app). */
export function ResultBody({ result, uid }: { result: DebateResultView; uid: string }) {
  const draw = result.winnerId === null;
  // A debater's own rating move ('+16 → 1216', or why it is unrated); spectators see none.
  const debater = uid === result.participant1Id || uid === result.participant2Id;
  const demo = result.judgeBreakdown.some((e) => e.demo);
  const id = useId();
  return (
    <div className="eval-results">
      {result.practice && (
        <p className="alert alert--info eval-results__practice">
          {practiceResultText(result.aiDebater ? aiDebaterVendorText(result.aiDebater) : null)}
        </p>
      )}
      {demo && <p className="alert alert--info eval-results__demo">{DEMO_JUDGE_NOTICE}</p>}
      <section className="eval-results__winner" aria-label={EVALUATION_TEXT.winnerSection}>
        <p className="eval-results__label">
          {draw ? EVALUATION_TEXT.resultLabel : EVALUATION_TEXT.winnerLabel}
        </p>
        <p className="eval-results__name" data-testid="results-winner">
          {draw ? EVALUATION_TEXT.drawResult : result.winner}
          {result.winnerId === uid ? EVALUATION_TEXT.you : ''}
        </p>
        <p className="eval-results__topic" dir="auto">
          {result.topic}
        </p>
        {debater && <RatingMove uid={uid} chatId={result.chatId} />}
      </section>
      <section className="eval-results__section" aria-labelledby={`${id}-stances`}>
        <h3 id={`${id}-stances`}>{EVALUATION_TEXT.stances}</h3>
        <Stance
          name={result.participant1Name || EVALUATION_TEXT.participant1}
          stance={result.participant1Stance}
          you={result.participant1Id === uid}
        />
        <Stance
          name={result.participant2Name || EVALUATION_TEXT.participant2}
          stance={result.participant2Stance}
          you={result.participant2Id === uid}
        />
      </section>
      <section className="eval-results__section" aria-labelledby={`${id}-did-well`}>
        <h3 id={`${id}-did-well`}>
          {draw ? EVALUATION_TEXT.wentWell : EVALUATION_TEXT.winnerDidWell}
        </h3>
        <p>{result.winnerReason}</p>
      </section>
      <section className="eval-results__section" aria-labelledby={`${id}-improve`}>
        <h3 id={`${id}-improve`}>{EVALUATION_TEXT.improve}</h3>
        <p>{result.loserReason}</p>
      </section>
      <JudgePanel result={result} />
      <section className="eval-results__section" aria-labelledby={`${id}-analysis`}>
        <h3 id={`${id}-analysis`}>{EVALUATION_TEXT.analysis}</h3>
        <p className="eval-results__analysis">{result.analysis}</p>
      </section>
    </div>
  );
}

interface Props {
  state: DebateResultState;
  uid: string;
  onRetry: () => void;
  onBackHome: () => void;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}

/** The full results: winner, stances, reasons, the judge panel and the whole analysis. */
export function ResultsModal({ state, uid, onRetry, onBackHome, onClose, returnFocusTo }: Props) {
  return (
    <Dialog
      title={EVALUATION_TEXT.resultsTitle}
      onClose={onClose}
      className="eval-results-modal"
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      {state.status === 'ready' && state.result ? (
        <>
          <ResultBody result={state.result} uid={uid} />
          {/* A practice verdict is unrated: nothing to appeal (appealVerdict refuses it). */}
          {!state.result.practice && (
            <AppealSection result={state.result} uid={uid} onAppealed={onRetry} />
          )}
        </>
      ) : state.status === 'error' || (state.status === 'ready' && !state.result) ? (
        <div className="eval-results__problem">
          <p role="alert">
            {state.status === 'error'
              ? resultsFailedText(state.message)
              : EVALUATION_TEXT.notAvailable}
          </p>
          <button type="button" className="button button--small" onClick={onRetry}>
            {EVALUATION_TEXT.tryAgain}
          </button>
        </div>
      ) : (
        <p className="eval-results__loading" role="status">
          <span className="spinner" aria-hidden="true" /> {EVALUATION_TEXT.loadingResults}
        </p>
      )}
      <div className="eval-outcome__actions">
        <button
          type="button"
          className="button button--block button--secondary"
          onClick={onBackHome}
        >
          {EVALUATION_TEXT.backHome}
        </button>
      </div>
    </Dialog>
  );
}
