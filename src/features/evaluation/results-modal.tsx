import { Dialog } from '@/components/dialog';
import { EVALUATION_TEXT, resultsFailedText } from './evaluation-texts';
import { AppealSection } from './appeal-section';
import { BackHomeButton } from './back-home-button';
import { ResultBody } from './result-body';
import type { DebateResultState } from './use-debate-result';
import './evaluation.css';

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
          <ResultBody result={state.result} uid={uid} onQuoteOpen={onClose} />
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
        <BackHomeButton onClick={onBackHome} />
      </div>
    </Dialog>
  );
}
