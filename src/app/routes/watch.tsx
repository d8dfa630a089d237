import { SIDE_LABEL } from '@/domain/debate-sides';
import type { Message } from '@/domain/model';
import { MessageBubble } from '@/features/conversation';
import { DebateCountdown, DebateDetails, DebateStrip } from '@/features/debates';
import { SpectatorScreen } from '@/features/spectate';
import type { LocalMessage } from '@/offline/db';
import { useSignedInUser } from '@/hooks/use-session';
import { WithChatId } from '@/app/bad-address';
import { ConnectionLine } from '@/app/connection-line';
import { SignedInRoute } from '@/app/signed-in';

const ignore = () => undefined;

/** A committed message as the conversation's bubble shows it (never the spectator's own). */
function asShown(message: Message): LocalMessage {
  return { ...message, state: 'sent', clientTime: message.timestamp ?? 0, order: '' };
}

function Screen({ chatId }: { chatId: string }) {
  const me = useSignedInUser();
  return (
    <SpectatorScreen
      key={chatId}
      chatId={chatId}
      // Offline, the connection line sits under the screen's header instead of over it.
      status={<ConnectionLine uid={me.uid} inline />}
      clock={(chat) => <DebateCountdown chat={chat} readOnly />}
      details={(chat) => <DebateDetails chat={chat} />}
      strip={(chat) => <DebateStrip chat={chat} spectator />}
      message={(message, senderName, side) => (
        // For at the start, Against at the end, each named with its side.
        <MessageBubble
          message={asShown(message)}
          own={false}
          senderName={senderName}
          showSender
          side={side ? { side, label: `${SIDE_LABEL[side]} · ${senderName}` } : undefined}
          align={side === 'against' ? 'end' : 'start'}
          onRetry={ignore}
          onDiscard={ignore}
        />
      )}
    />
  );
}

/** /watch/{chatId}: a public debate, read-only (docs/decisions/0014-arena.md §3). */
export function WatchRoute() {
  return (
    <SignedInRoute connectionLine="inline">
      <WithChatId bottomNav>{(chatId) => <Screen chatId={chatId} />}</WithChatId>
    </SignedInRoute>
  );
}
