/**
 * Public debates (docs/decisions/0014-arena.md §3): the newest ones anyone signed in may watch, and
 * the spectators' presence documents chats/{chatId}/spectators/{uid} ({ seenAt }, one per
 * spectator, refreshed at most every 30 s by the rules). 'N watching' counts those seen in the last
 * two minutes with a count() aggregation: one read per 1,000 spectators per poll, never a list of
 * them.
 */
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import type { Chat } from '@/domain/model';
import { withoutBlockedDebates } from '@/domain/moderation';
import { readChat } from '@/domain/documents/chat';
import { db } from './firestore';
import { watchBlockedUids } from './moderation';
import { watchListAnswers } from './list-answers';
import { countReads, countSnapshotReads } from './read-meter';

/** How many of the newest public debates 'Watch a Debate' follows. */
const PUBLIC_DEBATES_LIMIT = 20;
/** A spectator counts as watching this long after their last beat. */
const WATCHING_WINDOW_MS = 2 * 60_000;
/** How often an open spectator view beats (the rules refuse beats closer than 30 s). */
export const WATCH_BEAT_MS = 60_000;

/**
 * The newest public debates, live (running, waiting and finished alike), newest first,
 * without those of people the viewer blocked: the answer waits for the block list too.
 */
export function watchPublicDebates(
  viewerUid: string,
  onDebates: (debates: Chat[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const q = query(
    collection(db(), 'chats'),
    where('isPublic', '==', true),
    orderBy('createdAt', 'desc'),
    limit(PUBLIC_DEBATES_LIMIT),
  );
  let debates: { chats: Chat[]; complete: boolean } | null = null;
  let blocked: ReadonlySet<string> | null = null;
  const emit = () => {
    if (debates && blocked) {
      onDebates(withoutBlockedDebates(debates.chats, blocked), debates.complete);
    }
  };
  const stopDebates = watchListAnswers(
    q,
    (snapshot, complete) => {
      countSnapshotReads(snapshot);
      debates = { chats: snapshot.docs.map((d) => readChat(d.id, d.data())), complete };
      emit();
    },
    onError,
  );
  const stopBlocked = watchBlockedUids(viewerUid, (uids) => {
    blocked = uids;
    emit();
  });
  return () => {
    stopDebates();
    stopBlocked();
  };
}

function spectator(chatId: string, uid: string) {
  return doc(db(), 'chats', chatId, 'spectators', uid);
}

/** Marks the signed-in person as watching now (their own presence document). */
export async function markWatching(chatId: string, uid: string): Promise<void> {
  await setDoc(spectator(chatId, uid), { seenAt: serverTimestamp() });
}

/** Takes the person's presence document away when they leave the debate. */
export async function stopWatching(chatId: string, uid: string): Promise<void> {
  await deleteDoc(spectator(chatId, uid));
}

/** How many people watched in the last two minutes (one aggregation read per 1,000). */
export async function countWatching(chatId: string, now: number = Date.now()): Promise<number> {
  const recent = query(
    collection(db(), 'chats', chatId, 'spectators'),
    where('seenAt', '>=', Timestamp.fromMillis(now - WATCHING_WINDOW_MS)),
  );
  const snapshot = await getCountFromServer(recent);
  const count = snapshot.data().count;
  countReads(Math.max(1, Math.ceil(count / 1000)));
  return count;
}
