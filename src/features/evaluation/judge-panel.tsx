import { useId } from 'react';
import type { DebateResultView } from '@/data/evaluation';
import { EVALUATION_TEXT } from './evaluation-logic';

function votesText(n: number): string {
  return `${n} ${n === 1 ? 'vote' : 'votes'}`;
}

/** The panel's voting summary and each judge's vote and confidence, or why it failed. */
export function JudgePanel({ result }: { result: DebateResultView }) {
  const summary = result.votingSummary;
  const id = useId();
  return (
    <>
      <section className="eval-results__section" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`}>Judge panel voting summary</h3>
        {summary ? (
          <>
            <p>
              {summary.successfulJudges} of {summary.totalJudges} judges delivered a verdict.
            </p>
            <ul className="eval-votes">
              {Object.entries(summary.votes).map(([candidate, votes]) => (
                <li key={candidate} className="eval-votes__row">
                  <span className="eval-votes__name">{candidate}</span>
                  <span>{votesText(votes)}</span>
                  <span className="eval-votes__confidence">
                    total confidence {summary.confidence[candidate] ?? 0}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>The voting summary is not available for this debate.</p>
        )}
      </section>
      <section className="eval-results__section" aria-labelledby={`${id}-judges`}>
        <h3 id={`${id}-judges`}>Individual judge analyses</h3>
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
                    Vote: <strong>{entry.vote}</strong> · Confidence: {entry.confidence}%
                  </p>
                  {entry.analysis && <p className="eval-verdicts__analysis">{entry.analysis}</p>}
                </>
              ) : (
                <p className="eval-verdicts__failed">Failed: {entry.error ?? 'no verdict'}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
