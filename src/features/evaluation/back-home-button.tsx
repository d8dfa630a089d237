import { EVALUATION_TEXT } from './evaluation-texts';

/** 'Back to Home' under a verdict: the outcome popup's and the full results' way out of the room. */
export function BackHomeButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--block button--secondary" onClick={onClick}>
      {EVALUATION_TEXT.backHome}
    </button>
  );
}
