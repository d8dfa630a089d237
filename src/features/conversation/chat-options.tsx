import { EllipsisVertical } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import { CONVERSATION_TEXT } from './conversation-texts';
import { MuteButton } from './mute-button';

interface Props {
  uid: string;
  chatId: string;
  /** Controls about the other person (the app composes Block and Report there). */
  actions?: ReactNode;
}

/**
 * The header's ⋮: a sheet with 'Mute' / 'Unmute' and the controls about the other person
 * (Block, Report), so the header keeps its room for the title and, in a debate, the clock.
 * It stays open under a dialog one of them opens (Report, Block), which returns to it.
 */
export function ChatOptions({ uid, chatId, actions }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="chat-screen__icon-button"
        aria-label={CONVERSATION_TEXT.chatOptions}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <EllipsisVertical aria-hidden="true" />
      </button>
      {open && (
        <Dialog
          title={CONVERSATION_TEXT.chatOptions}
          onClose={() => setOpen(false)}
          returnFocusTo={() => trigger.current}
          sheet
        >
          <div className="chat-options">
            <MuteButton uid={uid} chatId={chatId} />
            {actions}
          </div>
        </Dialog>
      )}
    </>
  );
}
