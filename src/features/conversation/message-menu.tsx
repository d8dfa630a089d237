import { Copy, Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import type { LocalMessage } from '@/offline/db';
import { CONVERSATION_TEXT, messageFromText, reportMessageLabel } from './conversation-texts';

interface Props {
  message: LocalMessage;
  own: boolean;
  senderName: string;
  /** Reports the message (others' messages only); the menu closes first. */
  onReport?(message: LocalMessage): void;
  onClose(): void;
  /** The control that opened the menu, which gets focus back. */
  returnFocusTo(): HTMLElement | null;
}

/**
 * One message's menu, opened from its ⋯ control or a long press: 'Copy text' and, on the
 * other person's messages, 'Report' (the bubble keeps no Report line of its own).
 */
export function MessageMenu({ message, own, senderName, onReport, onClose, returnFocusTo }: Props) {
  const [copied, setCopied] = useState<string>('');
  const first = useRef<HTMLButtonElement>(null);

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied(CONVERSATION_TEXT.copyFailed);
      return;
    }
    clipboard.writeText(message.content).then(
      () => setCopied(CONVERSATION_TEXT.copied),
      () => setCopied(CONVERSATION_TEXT.copyFailed),
    );
  };

  return (
    <Dialog
      title={own ? CONVERSATION_TEXT.yourMessage : messageFromText(senderName)}
      onClose={onClose}
      initialFocus={first}
      returnFocusTo={returnFocusTo}
      sheet
    >
      <blockquote className="message-menu__quote" dir="auto">
        {message.content}
      </blockquote>
      <div className="chat-options">
        <button
          ref={first}
          type="button"
          className="button button--secondary button--block chat-options__button"
          onClick={copy}
        >
          <Copy className="chat-options__icon" aria-hidden="true" />
          {CONVERSATION_TEXT.copyText}
        </button>
        {!own && onReport && (
          <button
            type="button"
            className="button button--secondary button--block chat-options__button"
            aria-label={reportMessageLabel(senderName)}
            aria-haspopup="dialog"
            onClick={() => {
              onClose();
              onReport(message);
            }}
          >
            <Flag className="chat-options__icon" aria-hidden="true" />
            {CONVERSATION_TEXT.report}
          </button>
        )}
        <p className="chat-options__hint" role="status">
          {copied}
        </p>
      </div>
    </Dialog>
  );
}
