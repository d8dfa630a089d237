import { useParams } from 'react-router';
import type { Message } from '@/domain/model';
import { INVALID_CHAT_ID_TEXT, isValidChatId } from '@/domain/validation';
import { MessageBubble } from '@/features/conversation/message-bubble';
import { DebateTop } from '@/features/debates/debate-top';
import { SpectatorScreen } from '@/features/spectate/spectator-screen';
import type { LocalMessage } from '@/offline/db';
import { SignedInRoute } from '@/app/signed-in';
// The bubbles look as in the conversation (its stylesheet comes with its screen).
import '@/features/conversation/chat.css';

const ignore = () => undefined;

/** A committed message as the conversation's bubble shows it (never the spectator's own). */
function asShown(message: Message): LocalMessage {
  return { ...message, state: 'sent', clientTime: message.timestamp ?? 0, order: '' };
}

function Screen() {
  const { chatId } = useParams();
  if (!isValidChatId(chatId)) {
    return (
      <main className="page page--narrow">
        <p role="alert">{INVALID_CHAT_ID_TEXT}</p>
        <a href="/home">Back to Home</a>
      </main>
    );
  }
  return (
    <SpectatorScreen
      key={chatId}
      chatId={chatId}
      top={(chat) => <DebateTop chat={chat} spectator />}
      message={(message, senderName) => (
        <MessageBubble
          message={asShown(message)}
          own={false}
          senderName={senderName}
          onRetry={ignore}
          onDiscard={ignore}
        />
      )}
    />
  );
}

/** /watch/{chatId}: a public debate, read-only (issue 14 §3). */
export function WatchRoute() {
  return (
    <SignedInRoute>
      <Screen />
    </SignedInRoute>
  );
}
