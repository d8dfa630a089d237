import { useId } from 'react';
import type { DebateResultView } from '@/domain/documents/debate-result';
import { orderCheckText } from '@/domain/judging/order-check';
import {
  appealOutcomeText,
  EVALUATION_TEXT,
  judgesDeliveredText,
  JURY_TEXT,
  totalConfidenceText,
  votesText,
} from './evaluation-texts';
import { JudgeBallots } from './judge-ballots';
import type { QuoteTarget } from './quote-link';
import { ResultSection } from './result-section';

/**
 * The panel's voting summary and each judge's ballot (vote, confidence, criteria scores);
 * after an appeal, both panels' ballots side by side and what the appeal decided.
 */
export function JudgePanel({
  result,
  target,
  collapsible = false,
}: {
  result: DebateResultView;
  target: QuoteTarget;
  collapsible?: boolean;
}) {
  const summary = result.votingSummary;
  const appeal = result.appeal;
  const names = [
    result.participant1Name || EVALUATION_TEXT.participant1,
    result.participant2Name || EVALUATION_TEXT.participant2,
  ] as const;
  const id = useId();
  return (
    <>
      <ResultSection title={EVALUATION_TEXT.votingSummary} collapsible={collapsible}>
        {summary ? (
          <>
            <p>{judgesDeliveredText(summary.successfulJudges, summary.totalJudges)}</p>
            {result.orderCheck && (
              <p className="eval-results__order-check" data-testid="order-check">
                {orderCheckText(result.orderCheck)}
              </p>
            )}
            <ul className="eval-votes" data-testid="votes">
              {Object.entries(summary.votes).map(([candidate, votes]) => (
                <li key={candidate} className="eval-votes__row">
                  <span className="eval-votes__name" dir="auto" title={candidate}>
                    {candidate}
                  </span>
                  <span>{votesText(votes)}</span>
                  <span className="eval-votes__confidence">
                    {totalConfidenceText(summary.confidence[candidate] ?? 0)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{EVALUATION_TEXT.noVotingSummary}</p>
        )}
      </ResultSection>
      <ResultSection
        title={EVALUATION_TEXT.judgeAnalyses}
        collapsible={collapsible}
        open={!collapsible}
      >
        {appeal?.status === 'decided' ? (
          <>
            <div className="eval-panels">
              <section aria-labelledby={`${id}-first`} data-testid="first-panel">
                <h4 id={`${id}-first`}>{JURY_TEXT.firstPanel}</h4>
                <JudgeBallots entries={result.judgeBreakdown} names={names} target={target} />
              </section>
              <section aria-labelledby={`${id}-appeal`} data-testid="appeal-panel">
                <h4 id={`${id}-appeal`}>{JURY_TEXT.appealPanel}</h4>
                {appeal.orderCheck && <p>{orderCheckText(appeal.orderCheck)}</p>}
                <JudgeBallots entries={appeal.judgeBreakdown} names={names} target={target} />
              </section>
            </div>
            <p className="eval-panels__outcome" data-testid="appeal-outcome">
              {appealOutcomeText(appeal)}
            </p>
          </>
        ) : (
          <JudgeBallots entries={result.judgeBreakdown} names={names} target={target} />
        )}
      </ResultSection>
    </>
  );
}
