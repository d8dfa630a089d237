import { Ban, Flag, Undo2 } from 'lucide-react';
import type { Ref } from 'react';
import { BlockDialog } from './block-dialog';
import { MODERATION_TEXT } from './moderation-texts';
import { ReportDialog } from './report-dialog';
import type { SafetyActions } from './use-safety-actions';

interface ButtonsProps {
  safety: SafetyActions;
  /** The classes of each button ('Block' adds moderation__danger). */
  className: string;
  /** Given the first button (Block or Unblock), to focus it. */
  firstRef?: Ref<HTMLButtonElement>;
  /** Mark Block and Report as opening a dialog (where they are not already in one). */
  opensDialog?: boolean;
}

/** 'Unblock' when the person is blocked, else 'Block'; then 'Report'. */
export function BlockAndReportButtons({ safety, className, firstRef, opensDialog }: ButtonsProps) {
  const { toggle, setOpen } = safety;
  const popup = opensDialog ? ('dialog' as const) : undefined;
  return (
    <>
      {toggle.blocked ? (
        <button
          ref={firstRef}
          type="button"
          className={`${className} moderation__button`}
          onClick={() => void safety.unblock()}
          disabled={toggle.busy}
          aria-busy={toggle.busy}
        >
          <Undo2 className="moderation__icon" aria-hidden="true" />
          {toggle.busy ? MODERATION_TEXT.unblocking : MODERATION_TEXT.unblock}
        </button>
      ) : (
        <button
          ref={firstRef}
          type="button"
          className={`${className} moderation__button moderation__danger`}
          aria-haspopup={popup}
          onClick={() => setOpen('block')}
        >
          <Ban className="moderation__icon" aria-hidden="true" />
          {MODERATION_TEXT.block}
        </button>
      )}
      <button
        type="button"
        className={`${className} moderation__button`}
        aria-haspopup={popup}
        onClick={() => setOpen('report')}
      >
        <Flag className="moderation__icon" aria-hidden="true" />
        {MODERATION_TEXT.report}
      </button>
    </>
  );
}

/** The Block dialog (it asks first) or the Report dialog, whichever is open. */
export function SafetyDialogs({ safety, chatId }: { safety: SafetyActions; chatId?: string }) {
  const { person, open, close } = safety;
  if (open === 'block') {
    return <BlockDialog person={person} onClose={close} onBlocked={safety.blocked} />;
  }
  if (open === 'report') {
    return <ReportDialog target={{ ...person, ...(chatId ? { chatId } : {}) }} onClose={close} />;
  }
  return null;
}
