import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RatingMove } from '@/components/rating-move';
import { ShareButton } from '@/components/share-button';
import { NO_CONTEST_TEXT } from '@/domain/judging/no-contest';
import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { EvaluationBanner } from './evaluation-banner';
import { bannerView, outcomeFor } from './evaluation-logic';
import { EVALUATION_TEXT, tooShortText, winnerText } from './evaluation-texts';
import { OutcomeModal } from './outcome-modal';
import { useOutcomeSeen } from './outcome-seen';
import { RematchControls } from './rematch-controls';
import { ProgressModal } from './progress-modal';
import { ResultsModal } from './results-modal';
import { useDebateResult } from './use-debate-result';
import { useEvaluation } from './use-evaluation';
import { useSidesWriting } from './use-sides-writing';
import './evaluation.css';

/**
 * The debate room's evaluation (under the room's header): the request banner, the
 * progress modal both debaters see, the outcome popup once per visit, and the full
 * results, all driven by the chat document. With `foldRequest` the banner is left out while
 * it only offers 'Request AI Evaluation' (the room folds it into its details while the
 * debate runs); once someone asked, or a verdict is in, it shows whatever the room does.
 */
export function EvaluationPanel({
  chat,
  foldRequest = false,
}: {
  chat: Chat;
  foldRequest?: boolean;
}) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const evaluation = useEvaluation(chat);
  const verdict = evaluation.state?.verdict ?? null;
  // Read again when an appeal changes the verdict the chat shows (docs/decisions/0014-arena.md §5).
  const results = useDebateResult(chat.id, verdict !== null, verdict?.winnerId ?? '');
  const [outcomeSeen, markOutcomeSeen] = useOutcomeSeen(chat.id);
  const [showResults, setShowResults] = useState(false);
  const resultButton = useRef<HTMLButtonElement>(null);
  const resultButtonElement = useCallback(() => resultButton.current, []);
  const outcomeOpen = !!verdict && !evaluation.running && !outcomeSeen && !showResults;
  const noContest = Boolean(evaluation.state?.noContest || chat.noContest) && !verdict;
  const view = noContest ? ({ kind: 'hidden' } as const) : bannerView(chat, me.uid, verdict);
  const writing = useSidesWriting(me.uid, chat, view.kind !== 'hidden');

  if (!chat.isDebate) return null;
  // Each side's writing, in participants order (two debaters).
  const mine = chat.participants.indexOf(me.uid);
  const mySide = mine < 0 ? undefined : writing?.[mine];
  const theirSide = mine < 0 ? undefined : writing?.[1 - mine];
  const openResults = () => {
    if (
      results.state.status === 'error' ||
      (results.state.status === 'ready' && !results.state.result)
    ) {
      results.reload();
    }
    markOutcomeSeen();
    setShowResults(true);
  };
  const backHome = () => {
    markOutcomeSeen();
    void navigate('/home');
  };

  return (
    <>
      {view.kind !== 'hidden' && !(foldRequest && view.kind === 'request') && (
        <EvaluationBanner
          view={view}
          running={evaluation.running}
          pending={evaluation.agreementPending}
          onRequest={evaluation.request}
          onAgree={evaluation.setAgreed}
          onStart={() => void evaluation.start()}
          error={evaluation.agreementError ?? evaluation.failure}
          tooShort={mySide && theirSide ? tooShortText(mySide, theirSide) : null}
        />
      )}
      {noContest && (
        <section
          className="eval-banner eval-banner--no-contest"
          aria-label={EVALUATION_TEXT.result}
          data-testid="no-contest"
        >
          <p className="eval-banner__text">
            <strong>{NO_CONTEST_TEXT}</strong>
          </p>
          <p className="eval-banner__hint">{EVALUATION_TEXT.noContestNote}</p>
        </section>
      )}
      {view.kind === 'hidden' && evaluation.failure && (
        <p className="alert alert--error eval-banner__error" role="alert">
          {evaluation.failure}
        </p>
      )}
      {verdict && !evaluation.running && (
        <section className="eval-banner eval-banner--result" aria-label={EVALUATION_TEXT.result}>
          <p className="eval-banner__text">
            <strong>
              {verdict.winnerId === null ? EVALUATION_TEXT.resultDraw : winnerText(verdict.winner)}
            </strong>
          </p>
          <div className="eval-banner__actions">
            <button
              ref={resultButton}
              type="button"
              className="button button--small"
              onClick={openResults}
            >
              {EVALUATION_TEXT.viewResults}
            </button>
          </div>
          {/* The rematch stays at hand once the popup is closed. */}
          {outcomeSeen && <RematchControls chat={chat} uid={me.uid} />}
        </section>
      )}
      {evaluation.running && <ProgressModal state={evaluation.state} />}
      {outcomeOpen && (
        <OutcomeModal
          kind={outcomeFor(verdict, me.uid)}
          winner={verdict.winner}
          topic={chat.debateTopic ?? ''}
          rating={<RatingMove uid={me.uid} chatId={chat.id} />}
          rematch={<RematchControls chat={chat} uid={me.uid} block />}
          share={
            chat.isPublic && (
              <ShareButton
                path={`/results/${chat.id}`}
                title={chat.debateTopic ?? ''}
                className="button button--block button--secondary"
              />
            )
          }
          onViewResults={openResults}
          onBackHome={backHome}
          onClose={() => markOutcomeSeen()}
        />
      )}
      {showResults && (
        <ResultsModal
          state={results.state}
          uid={me.uid}
          onRetry={results.reload}
          onBackHome={backHome}
          onClose={() => setShowResults(false)}
          returnFocusTo={resultButtonElement}
        />
      )}
    </>
  );
}
