import type { ChatScreenSlots } from '@/features/conversation';
import {
  DebateCountdown,
  DebateDetails,
  DebateExitNotice,
  DebateMotion,
  debatePhase,
  DebateSideLine,
  DebateStrip,
  debateLockedReason,
} from '@/features/debates';
import { EvaluationPanel } from '@/features/evaluation';
import { serverNow } from '@/hooks/use-server-clock';
import { SignedInRoute } from '@/app/signed-in';
import { ChatRouteScreen } from './chat-route';

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
    empty: (chat) => <DebateMotion chat={chat} />,
    lockedReason: (chat) => blockedReason(chat) ?? debateLockedReason(chat),
    missing: (id) => <DebateExitNotice chatId={id} />,
  };
}

/** /debate/{id}: the debate room. */
export function DebateChatRoute() {
  return (
    <SignedInRoute connectionLine="inline">
      <ChatRouteScreen kind="debate" slots={debateSlots} />
    </SignedInRoute>
  );
}
