import { PEOPLE_TEXT } from './people-texts';

interface Props {
  pending: boolean;
  disabled: boolean;
  onChat(): void;
}

/** 'Chat' on a contact row or a search result, with its spinner while the chat opens. */
export function ChatButton({ pending, disabled, onChat }: Props) {
  return (
    <button
      type="button"
      className="button button--small button--secondary"
      onClick={onChat}
      disabled={disabled}
      aria-busy={pending}
    >
      {pending && <span className="spinner person-row__spinner" aria-hidden="true" />}
      {PEOPLE_TEXT.chat}
    </button>
  );
}
