import type { Chat, Message } from '@/domain/model';

export type PublicDebateState = 'waiting' | 'live' | 'finished';

/** Where a public debate stands, for its badge and for the list's order. */
export function publicDebateState(
  chat: Pick<Chat, 'status' | 'debateStatus' | 'winner'>,
): PublicDebateState {
  if (chat.status === 'completed' || chat.winner) return 'finished';
  if (chat.debateStatus === 'in_progress') return 'live';
  return 'waiting';
}

const ORDER: Record<PublicDebateState, number> = { live: 0, waiting: 1, finished: 2 };

/** Live debates first, then those waiting, then finished ones; newest first within each. */
export function sortPublicDebates(chats: readonly Chat[]): Chat[] {
  return [...chats].sort(
    (a, b) =>
      ORDER[publicDebateState(a)] - ORDER[publicDebateState(b)] ||
      (b.createdAt ?? 0) - (a.createdAt ?? 0),
  );
}

/** A debater's name as a public debate shows it (its participantDetails hold no phone). */
export function debaterName(
  chat: Pick<Chat, 'participantDetails' | 'participants'>,
  uid: string,
): string {
  const name = chat.participantDetails[uid]?.displayName?.trim();
  if (name) return name;
  return chat.participants[0] === uid ? 'Debater 1' : 'Debater 2';
}

/** Messages merged by id (a listener's additions), in server-time order, at most `max`. */
export function mergeMessages(
  held: readonly Message[],
  added: readonly Message[],
  max = 500,
): Message[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of added) byId.set(m.id, m);
  return [...byId.values()]
    .sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0) || a.id.localeCompare(b.id))
    .slice(-max);
}
