/**
 * Debate history (docs/decisions/0014-arena.md §4): every result this person has seen, their own
 * debates' and the public ones they watched, kept on the device in the Dexie `results` table so
 * 'Debate history' on /profile lists them and opens them offline.
 */
import type { DebateResultView } from '@/domain/documents/debate-result';
import { useLiveQuery } from './live-query';
import { localDb, type LocalResult } from './db';

/** How many results the device keeps (the oldest seen go first). */
export const HISTORY_LIMIT = 200;

/** The table's row for a result as the results view shows it. */
export function localResultFrom(
  result: DebateResultView,
  uid: string,
  seenAt: number,
): LocalResult {
  return {
    chatId: result.chatId || result.id,
    topic: result.topic,
    participants: [
      {
        uid: result.participant1Id,
        name: result.participant1Name,
        stance: result.participant1Stance,
      },
      {
        uid: result.participant2Id,
        name: result.participant2Name,
        stance: result.participant2Stance,
      },
    ],
    winner: result.winner,
    decidedAt: result.createdAt ?? seenAt,
    seenAt,
    own: result.participant1Id === uid || result.participant2Id === uid,
    ...(result.practice ? { practice: true } : {}),
    detail: result,
  };
}

/** Keeps a seen result (its first sighting's time stays), trimming to HISTORY_LIMIT. */
export async function keepResult(uid: string, result: DebateResultView): Promise<void> {
  const db = localDb(uid);
  await db.transaction('rw', db.results, async () => {
    const now = Date.now();
    const known = await db.results.get(result.chatId || result.id);
    await db.results.put(localResultFrom(result, uid, known?.seenAt ?? now));
    const count = await db.results.count();
    if (count > HISTORY_LIMIT) {
      const oldest = await db.results
        .orderBy('seenAt')
        .limit(count - HISTORY_LIMIT)
        .primaryKeys();
      await db.results.bulkDelete(oldest);
    }
  });
}

/** The history, newest seen first; undefined while the first read runs. */
export function useDebateHistory(uid: string): LocalResult[] | undefined {
  return useLiveQuery(() => localDb(uid).results.orderBy('seenAt').reverse().toArray(), [uid]);
}

/** One kept result (null: not on this device). */
export function useKeptResult(uid: string, chatId: string): LocalResult | null | undefined {
  return useLiveQuery(async () => (await localDb(uid).results.get(chatId)) ?? null, [uid, chatId]);
}

/** The kept result's full detail, as the results view shows it. */
export function keptResultView(kept: LocalResult | null | undefined): DebateResultView | null {
  const detail = kept?.detail as DebateResultView | undefined;
  return detail && typeof detail === 'object' && typeof detail.topic === 'string' ? detail : null;
}
