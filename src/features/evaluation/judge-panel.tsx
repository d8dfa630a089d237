import { useId } from 'react';
import type { DebateResultView } from '@/data/evaluation';
import {
  confidenceText,
  EVALUATION_TEXT,
  judgeFailedText,
  judgesDeliveredText,
  totalConfidenceText,
  votesText,
} from './evaluation-texts';

/** The panel's voting summary and each judge's vote and confidence, or why it failed. */
export function JudgePanel({ result }: { result: DebateResultView }) {
  const summary = result.votingSummary;
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
        <ul className="eval-verdicts">
          {result.judgeBreakdown.map((entry) => (
            <li key={entry.judge} className="eval-verdicts__item" data-testid="judge-verdict">
              <p className="eval-verdicts__head">
                <strong>{entry.judge}</strong>
                {entry.demo && <span className="badge eval-demo">{EVALUATION_TEXT.demoJudge}</span>}
                <span className="eval-verdicts__model">{entry.model}</span>
              </p>
              {entry.status === 'success' ? (
                <>
                  <p className="eval-verdicts__vote">
                    {EVALUATION_TEXT.vote}
                    <strong>{entry.vote}</strong>
                    {confidenceText(entry.confidence)}
                  </p>
                  {entry.analysis && <p className="eval-verdicts__analysis">{entry.analysis}</p>}
                </>
              ) : (
                <p className="eval-verdicts__failed">{judgeFailedText(entry.error)}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
