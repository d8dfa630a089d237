import { useId, useState } from 'react';
import { appealVerdict } from '@/data/appeal';
import type { DebateResultView } from '@/domain/documents/debate-result';
import { errorText } from '@/domain/error-text';
import { appealBlock, type AppealBlock } from '@/domain/judging/appeal';
import { appealFailedText, appealOutcomeText, JURY_TEXT } from './evaluation-texts';
import './evaluation.css';

/**
 * 'answered': the appeal came back while `shown` was on screen, and the result that holds it is
 * on its way (onAppealed).
 */
type AppealState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'answered'; shown: DebateResultView }
  | { status: 'error'; message: string };

function blockText(block: AppealBlock, result: DebateResultView): string | null {
  if (block === 'unanimous') return JURY_TEXT.appealUnanimous;
  if (block === 'appealed') {
    // What it decided, here where it was asked (the panels' section may be folded away).
    return result.appeal?.status === 'decided'
      ? `${appealOutcomeText(result.appeal)} ${JURY_TEXT.appealOnce}`
      : JURY_TEXT.appealTaken;
  }
  if (block === 'running') return JURY_TEXT.appealInProgress;
  return null;
}

/**
 * 'Appeal Verdict' (docs/decisions/0014-arena.md §5) for the two debaters: enabled once per debate
 * for a non-unanimous verdict, with its progress while the fresh panel judges and the reason when
 * it fails; `onAppealed` reloads the result with both panels.
 */
export function AppealSection({
  result,
  uid,
  onAppealed,
}: {
  result: DebateResultView;
  uid: string;
  onAppealed: () => void;
}) {
  const [state, setState] = useState<AppealState>({ status: 'idle' });
  const id = useId();
  const block = appealBlock(
    {
      participant1Id: result.participant1Id,
      participant2Id: result.participant2Id,
      votingSummary: result.votingSummary,
      appealStatus: result.appeal?.status ?? 'none',
    },
    uid,
  );
  if (block === 'not-debater') return null;
  // From the tap until another result is shown (the reloaded one, with the appeal): no second
  // tap meanwhile. A reload that brought none (offline) frees the button again.
  const running =
    state.status === 'running' || (state.status === 'answered' && state.shown === result);

  const appeal = async () => {
    setState({ status: 'running' });
    try {
      await appealVerdict(result.chatId);
      setState({ status: 'answered', shown: result });
      onAppealed();
    } catch (error) {
      setState({ status: 'error', message: errorText(error) });
    }
  };

  return (
    <section className="eval-appeal" aria-labelledby={`${id}-title`} data-testid="appeal">
      <h3 id={`${id}-title`}>{JURY_TEXT.appealTitle}</h3>
      <p id={`${id}-note`}>{blockText(block, result) ?? JURY_TEXT.appealPitch}</p>
      <button
        type="button"
        className="button button--block"
        onClick={() => void appeal()}
        disabled={block !== null || running}
        aria-describedby={`${id}-note`}
        aria-busy={running}
      >
        {JURY_TEXT.appeal}
      </button>
      <p role="status" className="eval-appeal__progress">
        {running && (
          <>
            <span className="spinner" aria-hidden="true" /> {JURY_TEXT.appealRunning}
          </>
        )}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="alert alert--error">
          {appealFailedText(state.message)}
        </p>
      )}
    </section>
  );
}
