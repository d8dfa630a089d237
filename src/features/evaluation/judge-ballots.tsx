import { CRITERIA } from '@/domain/judging/criteria';
import type { CriteriaScores, JudgeScores } from '@/domain/judging/criteria';
import type { JudgeBreakdownEntry } from '@/domain/model';
import {
  confidenceText,
  EVALUATION_TEXT,
  judgeFailedText,
  JURY_TEXT,
  scoresCaption,
} from './evaluation-texts';

function score(side: CriteriaScores, key: keyof CriteriaScores): string {
  const value = side[key];
  return value === null ? JURY_TEXT.notScored : String(value);
}

/** One ballot's six criteria for both debaters, as a table a screen reader can walk. */
function CriteriaTable({
  judge,
  scores,
  names,
}: {
  judge: string;
  scores: JudgeScores;
  names: readonly [string, string];
}) {
  return (
    <table className="eval-scores" data-testid="judge-scores">
      <caption className="eval-scores__caption">{scoresCaption(judge)}</caption>
      <thead>
        <tr>
          <th scope="col">{JURY_TEXT.criterion}</th>
          <th scope="col" dir="auto">
            {names[0]}
          </th>
          <th scope="col" dir="auto">
            {names[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {CRITERIA.map((c) => (
          <tr key={c.key}>
            <th scope="row">{c.label}</th>
            <td>{score(scores.participant1, c.key)}</td>
            <td>{score(scores.participant2, c.key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each judge's vote and confidence, its criteria scores under them, or why it failed. */
export function JudgeBallots({
  entries,
  names,
}: {
  entries: readonly JudgeBreakdownEntry[];
  names: readonly [string, string];
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
              {entry.scores && (
                <CriteriaTable judge={entry.judge} scores={entry.scores} names={names} />
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
