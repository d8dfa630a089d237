import type { BannerView } from './evaluation-logic';
import { EVALUATION_TEXT } from './evaluation-logic';

interface Props {
  view: Exclude<BannerView, { kind: 'hidden' }>;
  running: boolean;
  onRequest: () => void;
  onAgree: (agreed: boolean) => void;
  onStart: () => void;
  error: string | null;
}

/**
 * The evaluation request banner: 'Request AI Evaluation', then each debater's own
 * 'Agree to Evaluate' / 'Agreed' toggle, and 'Start AI Evaluation' once both agree.
 */
export function EvaluationBanner({ view, running, onRequest, onAgree, onStart, error }: Props) {
  return (
    <section className="eval-banner" aria-label="AI evaluation">
      {view.kind === 'request' ? (
        <>
          <p className="eval-banner__text">
            <strong>AI evaluation</strong> Done arguing? Ask three AI judges to pick the winner.
            Both debaters must agree.
          </p>
          <div className="eval-banner__actions">
            <button type="button" className="button button--small" onClick={onRequest}>
              {EVALUATION_TEXT.request}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="eval-banner__text">
            <strong>AI evaluation requested</strong>
            <span className="eval-banner__count" data-testid="evaluation-agreed-count">
              {view.agreed}/{view.total} agreed
            </span>
          </p>
          <p className="eval-banner__hint">
            {view.allAgreed
              ? 'Both agreed. Either of you can start the evaluation; the debate is closed.'
              : view.mine
                ? 'Waiting for your opponent to agree.'
                : 'Your opponent asked the AI judges to decide. Agree to start the evaluation.'}
          </p>
          <div className="eval-banner__actions">
            <button
              type="button"
              className={`button button--small${view.mine ? ' eval-banner__agreed' : ' button--secondary'}`}
              aria-pressed={view.mine}
              onClick={() => onAgree(!view.mine)}
              disabled={running}
            >
              {view.mine ? EVALUATION_TEXT.agreed : EVALUATION_TEXT.agree}
            </button>
            {view.allAgreed && (
              <button
                type="button"
                className="button button--small"
                onClick={onStart}
                disabled={running}
                aria-busy={running}
              >
                {running ? EVALUATION_TEXT.evaluating : EVALUATION_TEXT.start}
              </button>
            )}
          </div>
        </>
      )}
      {error && (
        <p className="alert alert--error eval-banner__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
