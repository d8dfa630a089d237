import { useRef } from 'react';
import { Dialog } from '@/components/dialog';
import { blockExplanation, blockTitle, MODERATION_TEXT } from './moderation-texts';
import type { Person } from './report-target';
import { useBlockToggle } from './use-block-toggle';

interface Props {
  person: Person;
  onClose(): void;
  /** Called once the block is stored (before the dialog closes). */
  onBlocked?(): void;
}

/**
 * 'Block {name}?': what blocking does, then Cancel (focused: the safe choice) or Block, in a
 * sheet from the bottom of a phone's screen (a tap above it cancels too).
 */
export function BlockDialog({ person, onClose, onBlocked }: Props) {
  const toggle = useBlockToggle(person.uid);
  const cancel = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (!(await toggle.block())) return;
    onBlocked?.();
    onClose();
  };

  return (
    <Dialog
      title={blockTitle(person.name)}
      description={blockExplanation(person.name)}
      onClose={onClose}
      initialFocus={cancel}
      className="moderation-dialog"
      sheet
    >
      {toggle.error && (
        <p className="alert alert--error" role="alert">
          {toggle.error}
        </p>
      )}
      <div className="moderation__buttons">
        <button ref={cancel} type="button" className="button button--secondary" onClick={onClose}>
          {MODERATION_TEXT.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => void confirm()}
          disabled={toggle.busy}
          aria-busy={toggle.busy}
        >
          {toggle.busy && <span className="spinner" aria-hidden="true" />}
          {toggle.busy ? MODERATION_TEXT.blocking : MODERATION_TEXT.block}
        </button>
      </div>
    </Dialog>
  );
}
