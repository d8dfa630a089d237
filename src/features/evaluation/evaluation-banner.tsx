import type { BannerView } from './evaluation-logic';
import { agreedCountText, EVALUATION_TEXT } from './evaluation-texts';

interface Props {
  view: Exclude<BannerView, { kind: 'hidden' }>;
  running: boolean;
  /** The request or agreement is on its way to the server. */
  pending?: boolean;
  onRequest: () => void;
  onAgree: (agreed: boolean) => void;
  onStart: () => void;
  error: string | null;
  /** Why ending now would be a no contest (tooShortText), or null. */
  tooShort?: string | null;
}

/**
 * The evaluation request banner: 'Request AI Evaluation', then each debater's own
 * 'Agree to Evaluate' / 'Agreed' toggle, and 'Start AI Evaluation' once both agree.
 */
export function EvaluationBanner(props: Props) {
  const { view, running, pending = false, onRequest, onAgree, onStart, error, tooShort } = props;
  return (
    <section className="eval-banner" aria-label={EVALUATION_TEXT.aiEvaluation}>
      <span className="visually-hidden" role="status">
        {pending ? EVALUATION_TEXT.agreementSaving : ''}
      </span>
      {view.kind === 'request' ? (
        <>
          <p className="eval-banner__text">
            <strong>{EVALUATION_TEXT.aiEvaluation}</strong> {EVALUATION_TEXT.bannerPitch}
          </p>
          <TooShort text={tooShort} />
          <div className="eval-banner__actions">
            <button
              type="button"
              className="button button--small"
              onClick={onRequest}
              disabled={pending}
              aria-busy={pending}
            >
              {EVALUATION_TEXT.request}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="eval-banner__text">
            <strong>{EVALUATION_TEXT.requested}</strong>
            <span className="eval-banner__count" data-testid="evaluation-agreed-count">
              {agreedCountText(view.agreed, view.total)}
            </span>
          </p>
          <p className="eval-banner__hint one-line-when-short">
            {view.allAgreed
              ? EVALUATION_TEXT.allAgreed
              : view.mine
                ? EVALUATION_TEXT.waitingForOpponent
                : EVALUATION_TEXT.opponentAsked}
          </p>
          <TooShort text={tooShort} />
          <div className="eval-banner__actions">
            <button
              type="button"
              className={`button button--small${view.mine ? ' eval-banner__agreed' : ' button--secondary'}`}
              aria-pressed={view.mine}
              onClick={() => onAgree(!view.mine)}
              disabled={running || pending}
              aria-busy={pending}
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

/** What each side still has to write before the judges can weigh it (tooShortText). */
function TooShort({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="eval-banner__hint eval-banner__short one-line-when-short" data-testid="too-short">
      {text}
    </p>
  );
}
