import { useState } from 'react';
import { BlockDialog } from './block-dialog';
import { MODERATION_TEXT } from './moderation-texts';
import type { Person } from './report-target';
import './moderation.css';

/**
 * 'Block' on its own, for a row that offers it beside its main action (an 'Added you'
 * contact: 'Add back' or 'Block'). It asks first (BlockDialog); blocking ends the contact,
 * so the row goes with it.
 */
export function BlockButton({ person }: { person: Person }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--secondary moderation__danger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {MODERATION_TEXT.block}
      </button>
      {open && <BlockDialog person={person} onClose={() => setOpen(false)} />}
    </>
  );
}
