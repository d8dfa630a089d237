import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { BlockDialog } from './block-dialog';
import { blockedText, MODERATION_TEXT, moreActionsLabel, unblockedText } from './moderation-texts';
import { ReportDialog } from './report-dialog';
import type { Person } from './report-target';
import { useBlockToggle } from './use-block-toggle';
import './moderation.css';

type Open = 'menu' | 'block' | 'report' | null;

/**
 * A '⋯' control for a row (a contact, a search result) that opens a small sheet with
 * 'Block' (or 'Unblock') and 'Report': rows keep their own actions uncluttered on a phone.
 */
export function SafetyMenu({ person }: { person: Person }) {
  const toggle = useBlockToggle(person.uid);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(null);

  const unblock = async () => {
    if (!(await toggle.unblock())) return;
    setNotice(unblockedText(person.name));
    close();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--small button--secondary moderation__more"
        aria-label={moreActionsLabel(person.name)}
        aria-haspopup="dialog"
        onClick={() => setOpen('menu')}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <span className="moderation__row-notice" role="status">
        {notice}
      </span>
      {open === 'menu' && (
        <Dialog
          title={person.name}
          onClose={close}
          initialFocus={first}
          returnFocusTo={() => trigger.current}
          className="moderation-dialog"
        >
          {toggle.error && (
            <p className="alert alert--error" role="alert">
              {toggle.error}
            </p>
          )}
          <div className="moderation__menu">
            {toggle.blocked ? (
              <button
                ref={first}
                type="button"
                className="button button--secondary button--block"
                onClick={() => void unblock()}
                disabled={toggle.busy}
                aria-busy={toggle.busy}
              >
                {toggle.busy ? MODERATION_TEXT.unblocking : MODERATION_TEXT.unblock}
              </button>
            ) : (
              <button
                ref={first}
                type="button"
                className="button button--secondary button--block moderation__danger"
                onClick={() => setOpen('block')}
              >
                {MODERATION_TEXT.block}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setOpen('report')}
            >
              {MODERATION_TEXT.report}
            </button>
            <button type="button" className="link-button" onClick={close}>
              {MODERATION_TEXT.cancel}
            </button>
          </div>
        </Dialog>
      )}
      {open === 'block' && (
        <BlockDialog
          person={person}
          onClose={close}
          onBlocked={() => setNotice(blockedText(person.name))}
        />
      )}
      {open === 'report' && <ReportDialog target={person} onClose={close} />}
    </>
  );
}
