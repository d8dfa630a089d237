import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { INVALID_CHAT_ID_TEXT, isValidChatId } from '@/domain/validation';

/**
 * What a route shows when its address names no valid document id (/chat, /debate, /watch,
 * /results and /join take one): the reason, and the way home.
 */
export function BadAddress({ text }: { text: string }) {
  return (
    <main className="page page--narrow">
      <p role="alert">{text}</p>
      <Link to="/home">Back to Home</Link>
    </main>
  );
}

/**
 * The screen of a route whose address names a chat (/chat, /debate, /watch, /results):
 * `children` draws it for a valid :chatId, BadAddress says why not otherwise.
 */
export function WithChatId({ children }: { children: (chatId: string) => ReactNode }) {
  const { chatId } = useParams();
  return isValidChatId(chatId) ? children(chatId) : <BadAddress text={INVALID_CHAT_ID_TEXT} />;
}
