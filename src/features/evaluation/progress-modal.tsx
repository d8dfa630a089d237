import { Dialog } from '@/components/dialog';
import type { EvaluationState } from '@/domain/documents/evaluation-run';
import { EVALUATION_COMPLETE_PROGRESS } from '@/domain/evaluation-stages';
import { ALL_JUDGES_WAITING } from '@/domain/judges';
import { judgeRows, progressView } from './evaluation-logic';
import { EVALUATION_TEXT } from './evaluation-texts';
import { useAnimatedProgress } from './use-animated-progress';

/**
 * The full-screen progress both debaters see while the judges work: the percentage and
 * stage (the animation, overtaken by the server's real progress), and each judge's status
 * as the server learns it. It closes by itself when the server clears the progress.
 */
export function ProgressModal({ state }: { state: EvaluationState | null }) {
  const animated = useAnimatedProgress(true);
  // A verdict is 100 %, also while the screen holds it after the server cleared its progress.
  const server = state?.verdict ? EVALUATION_COMPLETE_PROGRESS : (state?.progress ?? null);
  const { percent, stage } = progressView(animated, server);
  const rows = judgeRows(state?.judges ?? ALL_JUDGES_WAITING);
  return (
    <Dialog title={EVALUATION_TEXT.progressTitle} className="eval-progress">
      <p className="eval-progress__percent" aria-hidden="true">
        {percent}%
      </p>
      <div
        className="eval-progress__bar"
        role="progressbar"
        aria-label={EVALUATION_TEXT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${stage}`}
      >
        <div className="eval-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="eval-progress__stage" role="status" data-testid="evaluation-stage">
        {stage}
      </p>
      <ul className="eval-judges" aria-label={EVALUATION_TEXT.judges}>
        {rows.map((row) => (
          <li key={row.key} className={`eval-judges__row eval-judges__row--${row.status}`}>
            <span className="eval-judges__name">{row.label}</span>
            <span className="eval-judges__status" data-testid={`judge-${row.key}`}>
              {row.status === 'waiting' && <span className="spinner" aria-hidden="true" />}
              {row.text}
            </span>
          </li>
        ))}
      </ul>
      <p className="eval-progress__note">{EVALUATION_TEXT.progressNote}</p>
    </Dialog>
  );
}
