import { typingText } from '@/domain/chat-live';

/**
 * 'Name is typing…' under the messages (docs/decisions/0013-chat.md §3). The live region stays in
 * place, empty when nobody types, so screen readers announce the line when it appears.
 */
export function TypingLine({ name, typing }: { name: string; typing: boolean }) {
  return (
    <p className="typing-line" aria-live="polite" data-testid="typing-line" dir="auto">
      {typing ? typingText(name) : ''}
    </p>
  );
}
