import type { Chat } from '@/domain/model';
import { useSignedInUser } from '@/hooks/use-session';
import { debatePhase, lockedReasonAt } from './debate-room-logic';
import { DEBATES_TEXT } from './debates-texts';
import { serverNow } from '@/hooks/use-server-clock';
import { WaitingBanner } from './waiting-banner';
import './debates.css';

/**
 * What stays under the room's header before the start: the waiting banner (ready count, 'Ready to
 * Debate', 'Exit Debate'), or for a spectator (`spectator`, docs/decisions/0014-arena.md §3) only
 * that the debaters get ready, and once it is over, that it is over (the debaters read that under
 * the title). Nothing while the debate runs: the transcript is the screen.
 */
export function DebateStrip({ chat, spectator = false }: { chat: Chat; spectator?: boolean }) {
  const me = useSignedInUser();
  if (!chat.isDebate) return null;
  const phase = debatePhase(chat, serverNow());
  if (spectator && phase === 'over') {
    return <p className="debate-strip__note">{DEBATES_TEXT.over}</p>;
  }
  const waiting = chat.debateStatus === 'waiting_to_start' && chat.status === 'active';
  if (!waiting) return null;
  if (spectator) return <p className="debate-strip__note">{DEBATES_TEXT.spectatorWaiting}</p>;
  return <WaitingBanner chat={chat} uid={me.uid} />;
}

/**
 * The ChatScreen `lockedReason` slot: a sentence while the debate waits or once it is over,
 * null while it runs. `now` is the server's time; it defaults to this device's estimate.
 */
export function debateLockedReason(chat: Chat, now: number = serverNow()): string | null {
  return lockedReasonAt(chat, now);
}
