import { CRITERIA } from '@/domain/judging/criteria';
import type { CriterionKey, JudgeScores } from '@/domain/judging/criteria';
import type { BallotEvidence } from '@/domain/judging/evidence';
import type { JudgeBreakdownEntry } from '@/domain/model';
import {
  confidenceText,
  EVALUATION_TEXT,
  EVIDENCE_TEXT,
  judgeFailedText,
  quotesNotFoundText,
  JURY_TEXT,
  scoresCaption,
} from './evaluation-texts';
import { BallotQuotes } from './ballot-quotes';
import type { QuoteTarget } from './quote-link';

function Score({ value, backed }: { value: number | null; backed: boolean }) {
  if (value === null) return <>{JURY_TEXT.notScored}</>;
  return backed ? (
    <>{value}</>
  ) : (
    <>
      {value}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{EVIDENCE_TEXT.noEvidenceMark}</span>
    </>
  );
}

/** One ballot's six criteria for both debaters, as a table a screen reader can walk. */
function CriteriaTable({
  judge,
  scores,
  names,
  evidence,
}: {
  judge: string;
  scores: JudgeScores;
  names: readonly [string, string];
  /** Absent on ballots from before quotes: then no score is marked. */
  evidence?: BallotEvidence;
}) {
  const backed = (side: 'participant1' | 'participant2', key: CriterionKey) =>
    !evidence || evidence[side][key].length > 0;
  const unbacked = CRITERIA.some(
    (c) =>
      (scores.participant1[c.key] !== null && !backed('participant1', c.key)) ||
      (scores.participant2[c.key] !== null && !backed('participant2', c.key)),
  );
  return (
    <>
      <table className="eval-scores" data-testid="judge-scores">
        <caption className="eval-scores__caption">{scoresCaption(judge)}</caption>
        <thead>
          <tr>
            <th scope="col">{JURY_TEXT.criterion}</th>
            <th scope="col" className="eval-scores__name" dir="auto" title={names[0]}>
              {names[0]}
            </th>
            <th scope="col" className="eval-scores__name" dir="auto" title={names[1]}>
              {names[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {CRITERIA.map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.label}</th>
              <td>
                <Score value={scores.participant1[c.key]} backed={backed('participant1', c.key)} />
              </td>
              <td>
                <Score value={scores.participant2[c.key]} backed={backed('participant2', c.key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unbacked && <p className="eval-scores__note">{EVIDENCE_TEXT.noEvidenceNote}</p>}
    </>
  );
}

/** Each judge's vote and confidence, its criteria scores under them, or why it failed. */
export function JudgeBallots({
  entries,
  names,
  target,
}: {
  entries: readonly JudgeBreakdownEntry[];
  names: readonly [string, string];
  target: QuoteTarget;
}) {
  return (
    <ul className="eval-verdicts">
      {entries.map((entry) => (
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
              {entry.orderSensitive && (
                <p className="eval-verdicts__note">{EVIDENCE_TEXT.orderSensitive}</p>
              )}
              {entry.quotesNotFound ? (
                <p className="eval-verdicts__note" data-testid="quotes-not-found">
                  {quotesNotFoundText(entry.quotesNotFound)}
                </p>
              ) : null}
              {entry.scores && (
                <CriteriaTable
                  judge={entry.judge}
                  scores={entry.scores}
                  names={names}
                  {...(entry.evidence ? { evidence: entry.evidence } : {})}
                />
              )}
              {entry.evidence && (
                <BallotQuotes evidence={entry.evidence} names={names} target={target} />
              )}
              {entry.analysis && <p className="eval-verdicts__analysis">{entry.analysis}</p>}
            </>
          ) : (
            <p className="eval-verdicts__failed">{judgeFailedText(entry.error)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
