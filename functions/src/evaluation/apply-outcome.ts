/**
 * The outcome effects of a stored result (SPEC §4 "Outcome effects"): stats for both, the
 * winner's medal, both ratings (Glicko-2, ./rating-update.ts) and the won / lost
 * notifications, all in one transaction that marks the
 * result `outcomeApplied`, so a retried or concurrent call never applies them twice.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { addStats, outcomeEffects } from '@/domain/stats';
import { notifyNotices } from '../push/notify';
import { accountRef, phoneOf } from '../users/account-docs';
import { prepareMedalAward } from './medal-award';
import { planRatingUpdate } from './rating-update';
import { EVALUATION_ERRORS } from './evaluation-texts';
import { resultRef } from './evaluation-store';
import { winnerStance } from './result';
import { readAccount } from '@/domain/documents/account';
import { readDebateStats, readProfile } from '@/domain/documents/profile';
import { readResult, type ResultDoc } from '@/domain/documents/debate-result';

/** One won or lost notice per debate and user: a retry overwrites rather than duplicates. */
export function outcomeNotificationId(chatId: string, uid: string): string {
  return `${chatId}_${uid}_result`;
}

function decidedAt(result: ResultDoc): number {
  if (result.createdAt === null) throw new Error('The stored result has no time');
  return result.createdAt;
}

/** An outcome read inside a transaction, to be written by the same transaction. */
export interface PlannedOutcome {
  /** Writes the stats, medal, ratings and notices (not the result's own mark). */
  write(tx: Transaction): void;
  /** The won / lost notices it creates, to push once the transaction has committed. */
  notices: string[];
}

/**
 * Reads what the outcome of `result` (the chat's stored or about-to-be-stored result) needs,
 * inside `tx` and before its first write, and plans its writes. Throws failed-precondition
 * when a debater's profile is gone.
 */
export async function planOutcome(
  tx: Transaction,
  db: Firestore,
  chatId: string,
  result: ResultDoc,
): Promise<PlannedOutcome> {
  // A practice debate (docs/decisions/0025-never-alone.md §3) is judged, and that is all: no stats,
  // medal, rating or won / lost notice.
  if (result.practice) return { notices: [], write: () => undefined };
  const participants = [result.participant1Id, result.participant2Id];
  const { winnerId } = result;
  const userRefs = participants.map((uid) => db.collection('users').doc(uid));
  const users = new Map((await tx.getAll(...userRefs)).map((s) => [s.id, s]));
  const loserId = participants.find((uid) => uid !== winnerId) ?? '';
  // The medal keeps the loser's phone for its owner only: it is read from their account.
  const loserAccount = winnerId && loserId ? await tx.get(accountRef(db, loserId)) : undefined;
  const loserPhone = phoneOf(
    readAccount(loserAccount?.data()),
    readProfile(users.get(loserId)?.data()),
  );

  const effects = outcomeEffects({
    chatId,
    topic: result.topic,
    participants,
    winnerId,
    winnerStance: winnerStance({
      winnerId,
      participant1Id: participants[0] ?? '',
      participant1Stance: result.participant1Stance,
      participant2Stance: result.participant2Stance,
    }),
    opponentPhone: loserPhone,
    analysis: result.analysis,
    decidedAt: decidedAt(result),
  });

  const medalWinner = effects.medal?.userId;
  if (medalWinner && !users.get(medalWinner)?.exists) {
    throw new HttpsError('failed-precondition', EVALUATION_ERRORS.medalProfileMissing);
  }
  if (Object.keys(effects.statIncrements).some((uid) => !users.get(uid)?.exists)) {
    throw new HttpsError('failed-precondition', EVALUATION_ERRORS.statsProfileMissing);
  }
  const award = effects.medal
    ? await prepareMedalAward(tx, db, effects.medal, {
        profiles: users,
        result,
        loserId,
        loserPhone,
      })
    : null;
  const ratings = await planRatingUpdate(
    tx,
    db,
    chatId,
    Timestamp.fromMillis(decidedAt(result)),
    users,
    [participants[0] ?? '', participants[1] ?? ''],
    winnerId,
  );

  return {
    notices: effects.notifications.map((notice) => outcomeNotificationId(chatId, notice.userId)),
    write(writeTx) {
      for (const [uid, increment] of Object.entries(effects.statIncrements)) {
        const user = users.get(uid);
        if (!user) continue;
        const update: Record<string, unknown> = {
          debateStats: addStats(readDebateStats(readProfile(user.data())?.debateStats), increment),
        };
        if (award && effects.medal?.userId === uid) Object.assign(update, award.profileFields);
        Object.assign(update, ratings.profileFields[uid]);
        writeTx.update(user.ref, update);
      }
      award?.write(writeTx);
      ratings.write(writeTx);
      for (const notice of effects.notifications) {
        writeTx.set(
          db.collection('notifications').doc(outcomeNotificationId(chatId, notice.userId)),
          { ...notice, read: false, createdAt: FieldValue.serverTimestamp() },
        );
      }
    },
  };
}

/** The fields that mark a result's outcome applied. */
export function outcomeAppliedFields(): Record<string, unknown> {
  return { outcomeApplied: true, outcomeAppliedAt: FieldValue.serverTimestamp() };
}

/** Applies a stored result's outcome once (a result marked applied is left alone). */
export async function applyOutcome(db: Firestore, chatId: string): Promise<void> {
  const resultDoc = resultRef(db, chatId);
  const createdNotices = await db.runTransaction(async (tx): Promise<string[]> => {
    const result = readResult((await tx.get(resultDoc)).data());
    if (!result || result.outcomeApplied) return [];
    const outcome = await planOutcome(tx, db, chatId, result);
    outcome.write(tx);
    tx.update(resultDoc, outcomeAppliedFields());
    return outcome.notices;
  });
  // The won / lost pushes, once: only the run that applied the outcome created the notices.
  await notifyNotices(createdNotices, { db });
}
