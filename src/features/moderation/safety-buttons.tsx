import { useState } from 'react';
import { BlockDialog } from './block-dialog';
import { blockedText, MODERATION_TEXT, unblockedText } from './moderation-texts';
import { ReportDialog } from './report-dialog';
import type { Person } from './report-target';
import { useBlockToggle } from './use-block-toggle';
import './moderation.css';

interface Props {
  person: Person;
  /** The chat these are shown in: a report then names it. */
  chatId?: string;
}

/** 'Block' (or 'Unblock') and 'Report' side by side, as on the participant card. */
export function SafetyButtons({ person, chatId }: Props) {
  const toggle = useBlockToggle(person.uid);
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const [notice, setNotice] = useState('');

  const unblock = async () => {
    if (await toggle.unblock()) setNotice(unblockedText(person.name));
  };

  return (
    <div className="moderation__actions">
      {toggle.blocked ? (
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => void unblock()}
          disabled={toggle.busy}
          aria-busy={toggle.busy}
        >
          {toggle.busy ? MODERATION_TEXT.unblocking : MODERATION_TEXT.unblock}
        </button>
      ) : (
        <button
          type="button"
          className="button button--small button--secondary moderation__danger"
          aria-haspopup="dialog"
          onClick={() => setOpen('block')}
        >
          {MODERATION_TEXT.block}
        </button>
      )}
      <button
        type="button"
        className="button button--small button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen('report')}
      >
        {MODERATION_TEXT.report}
      </button>
      <p className="moderation__notice" role="status">
        {notice}
      </p>
      {toggle.error && (
        <p className="moderation__notice moderation__notice--error" role="alert">
          {toggle.error}
        </p>
      )}
      {open === 'block' && (
        <BlockDialog
          person={person}
          onClose={() => setOpen(null)}
          onBlocked={() => setNotice(blockedText(person.name))}
        />
      )}
      {open === 'report' && (
        <ReportDialog
          target={{ ...person, ...(chatId ? { chatId } : {}) }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
