import { useParams } from 'react-router';
import { INVALID_CHAT_ID_TEXT, isValidChatId } from '@/domain/validation';
import { ChatScreen, type ChatScreenSlots } from '@/features/conversation';
import {
  DebateCountdown,
  DebateDetails,
  DebateExitNotice,
  debatePhase,
  DebateSideLine,
  DebateStrip,
  debateLockedReason,
} from '@/features/debates';
import { EvaluationPanel } from '@/features/evaluation';
import { serverNow } from '@/hooks/use-server-clock';
import { useSignedInUser } from '@/hooks/use-session';
import { ConnectionLine } from '@/app/connection-line';
import { BadAddress } from '@/app/bad-address';
import { SignedInRoute } from '@/app/signed-in';
import { useChatSafety } from '@/app/chat-safety';

/** What a debate adds to a chat: its side, clock, details, strip, evaluation and locks. */
function debateSlots(blockedReason: NonNullable<ChatScreenSlots['lockedReason']>): ChatScreenSlots {
  return {
    subtitle: (chat) => <DebateSideLine chat={chat} />,
    headerEnd: (chat) => <DebateCountdown chat={chat} />,
    details: (chat) => <DebateDetails chat={chat} />,
    top: (chat, room) => (
      <>
        <DebateStrip chat={chat} />
        {/* While the debate runs, asking for the evaluation waits in the details. */}
        <EvaluationPanel
          chat={chat}
          foldRequest={!room.detailsOpen && debatePhase(chat, serverNow()) === 'running'}
        />
      </>
    ),
    lockedReason: (chat) => blockedReason(chat) ?? debateLockedReason(chat),
    missing: (id) => <DebateExitNotice chatId={id} />,
  };
}

function Screen({ kind }: { kind: 'chat' | 'debate' }) {
  const { chatId } = useParams();
  const me = useSignedInUser();
  const { blockedReason, dialog, ...safety } = useChatSafety();
  if (!isValidChatId(chatId)) {
    return <BadAddress text={INVALID_CHAT_ID_TEXT} />;
  }
  const slots = kind === 'debate' ? debateSlots(blockedReason) : { lockedReason: blockedReason };
  return (
    <>
      <ChatScreen
        key={chatId}
        chatId={chatId}
        kind={kind}
        // Offline, the connection line sits under the header instead of over it.
        status={<ConnectionLine uid={me.uid} inline />}
        {...slots}
        {...safety}
      />
      {dialog}
    </>
  );
}

export function NormalChatRoute() {
  return (
    <SignedInRoute connectionLine="inline">
      <Screen kind="chat" />
    </SignedInRoute>
  );
}

export function DebateChatRoute() {
  return (
    <SignedInRoute connectionLine="inline">
      <Screen kind="debate" />
    </SignedInRoute>
  );
}
