import { ChatScreen, type ChatScreenSlots } from '@/features/conversation';
import { useSignedInUser } from '@/hooks/use-session';
import { ConnectionLine } from '@/app/connection-line';
import { WithChatId } from '@/app/bad-address';
import { useChatSafety } from '@/app/chat-safety';

/**
 * The conversation screen of /chat/{id} and /debate/{id}: `slots` adds what a debate needs
 * (routes/debate.tsx), so a one-to-one chat loads none of the debate's code.
 */
export function ChatRouteScreen({
  kind,
  slots = (blockedReason) => ({ lockedReason: blockedReason }),
}: {
  kind: 'chat' | 'debate';
  slots?: (blockedReason: NonNullable<ChatScreenSlots['lockedReason']>) => ChatScreenSlots;
}) {
  const me = useSignedInUser();
  const { blockedReason, dialog, ...safety } = useChatSafety();
  return (
    <WithChatId bottomNav>
      {(chatId) => (
        <>
          <ChatScreen
            key={chatId}
            chatId={chatId}
            kind={kind}
            // Offline, the connection line sits under the header instead of over it.
            status={<ConnectionLine uid={me.uid} inline />}
            {...slots(blockedReason)}
            {...safety}
          />
          {dialog}
        </>
      )}
    </WithChatId>
  );
}
