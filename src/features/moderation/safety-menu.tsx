import { Ellipsis } from 'lucide-react';
import { useRef } from 'react';
import { Dialog } from '@/components/dialog';
import { MODERATION_TEXT, moreActionsLabel } from './moderation-texts';
import type { Person } from './report-target';
import { BlockAndReportButtons, SafetyDialogs } from './safety-actions';
import { useSafetyActions } from './use-safety-actions';
import './moderation.css';

/**
 * A '⋯' control for a row (a contact, a search result) that opens a small sheet with
 * 'Block' (or 'Unblock') and 'Report': rows keep their own actions uncluttered on a phone.
 */
export function SafetyMenu({ person }: { person: Person }) {
  const safety = useSafetyActions(person);
  const trigger = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--small button--secondary moderation__more"
        aria-label={moreActionsLabel(person.name)}
        aria-haspopup="dialog"
        onClick={() => safety.setOpen('menu')}
      >
        <Ellipsis aria-hidden="true" size={20} />
      </button>
      <span className="moderation__row-notice" role="status">
        {safety.notice}
      </span>
      {safety.open === 'menu' && (
        <Dialog
          title={person.name}
          onClose={safety.close}
          initialFocus={first}
          returnFocusTo={() => trigger.current}
          className="moderation-dialog"
          sheet
        >
          {safety.toggle.error && (
            <p className="alert alert--error" role="alert">
              {safety.toggle.error}
            </p>
          )}
          <div className="moderation__menu">
            <BlockAndReportButtons
              safety={safety}
              className="button button--secondary button--block"
              firstRef={first}
            />
            <button type="button" className="link-button" onClick={safety.close}>
              {MODERATION_TEXT.cancel}
            </button>
          </div>
        </Dialog>
      )}
      <SafetyDialogs safety={safety} />
    </>
  );
}
