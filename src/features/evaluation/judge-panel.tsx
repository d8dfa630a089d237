import { useId } from 'react';
import type { DebateResultView } from '@/data/evaluation';
import {
  appealOutcomeText,
  EVALUATION_TEXT,
  judgesDeliveredText,
  JURY_TEXT,
  totalConfidenceText,
  votesText,
} from './evaluation-texts';
import { JudgeBallots } from './judge-ballots';

/**
 * The panel's voting summary and each judge's ballot (vote, confidence, criteria scores);
 * after an appeal, both panels' ballots side by side and what the appeal decided.
 */
export function JudgePanel({ result }: { result: DebateResultView }) {
  const summary = result.votingSummary;
  const appeal = result.appeal;
  const names = [
    result.participant1Name || EVALUATION_TEXT.participant1,
    result.participant2Name || EVALUATION_TEXT.participant2,
  ] as const;
  const id = useId();
  return (
    <>
      <section className="eval-results__section" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`}>{EVALUATION_TEXT.votingSummary}</h3>
        {summary ? (
          <>
            <p>{judgesDeliveredText(summary.successfulJudges, summary.totalJudges)}</p>
            <ul className="eval-votes">
              {Object.entries(summary.votes).map(([candidate, votes]) => (
                <li key={candidate} className="eval-votes__row">
                  <span className="eval-votes__name">{candidate}</span>
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
      </section>
      <section className="eval-results__section" aria-labelledby={`${id}-judges`}>
        <h3 id={`${id}-judges`}>{EVALUATION_TEXT.judgeAnalyses}</h3>
        {appeal?.status === 'decided' ? (
          <>
            <div className="eval-panels">
              <section aria-labelledby={`${id}-first`} data-testid="first-panel">
                <h4 id={`${id}-first`}>{JURY_TEXT.firstPanel}</h4>
                <JudgeBallots entries={result.judgeBreakdown} names={names} />
              </section>
              <section aria-labelledby={`${id}-appeal`} data-testid="appeal-panel">
                <h4 id={`${id}-appeal`}>{JURY_TEXT.appealPanel}</h4>
                <JudgeBallots entries={appeal.judgeBreakdown} names={names} />
              </section>
            </div>
            <p className="eval-panels__outcome" data-testid="appeal-outcome">
              {appealOutcomeText(appeal)}
            </p>
          </>
        ) : (
          <JudgeBallots entries={result.judgeBreakdown} names={names} />
        )}
      </section>
    </>
  );
}
