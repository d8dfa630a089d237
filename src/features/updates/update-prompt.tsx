import { useStore } from '@/hooks/use-store';
import { UPDATES_TEXT } from './updates-texts';
import { applyUpdate, dismissUpdate, subscribeUpdate, updateState } from './update-store';
import './update-prompt.css';

/**
 * 'Reload to update', when a new version waits: a polite, non-blocking bar that keyboard
 * users reach by Tab (it never takes the focus). The live region is always there, so its
 * news is announced when it appears.
 */
export function UpdatePrompt() {
  const { waiting, applying, dismissed } = useStore(subscribeUpdate, updateState);
  const shown = waiting && !dismissed;
  return (
    <div role="status" className="update-prompt-region">
      {shown && (
        <div className="update-prompt">
          <p className="update-prompt__text">{UPDATES_TEXT.ready}</p>
          <div className="update-prompt__actions">
            <button type="button" className="button" onClick={applyUpdate} disabled={applying}>
              {applying ? UPDATES_TEXT.updating : UPDATES_TEXT.reload}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={dismissUpdate}
              disabled={applying}
            >
              {UPDATES_TEXT.later}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
