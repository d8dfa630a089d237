/**
 * The correction an appeal makes when its unanimous verdict differs from the first one
 * (docs/decisions/0014-arena.md §5): the stats moved from the old outcome to the new, the old
 * winner's medal taken back, the new winner's medal given, both ratings re-rated
 * (rating-update.ts), the result and the chat showing the new verdict, and a notice to each
 * debater. One transaction marks the appeal `corrected`, so a redelivered or concurrent call
 * corrects nothing twice.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { statCorrection } from '@/domain/judging/appeal';
import { clipText } from '@/domain/judging/bounds';
import { addStats, medalId, outcomeEffects } from '@/domain/stats';
import type { NotificationType } from '@/domain/model';
import { notifyNotices } from '../push/notify';
import { accountRef, medalRef, phoneOf } from '../users/account-docs';
import { appealDrawNotice, appealLostNotice, appealWonNotice } from './appeal-texts';
import { chatRef, resultRef } from './evaluation-store';
import { prepareMedalAward } from './medal-award';
import { planRatingCorrection } from './rating-update';
import { chatSummary, winnerStance } from './result';
import { readResult } from '@/domain/documents/debate-result';
import { readAccount } from '@/domain/documents/account';
import { readDebateStats, readProfile, readStoredMedals } from '@/domain/documents/profile';

const TOPIC_IN_NOTICE = 80;

/** One notice per debater for the appeal: a redelivery overwrites, never duplicates. */
export function appealNotificationId(chatId: string, uid: string): string {
  return `${chatId}_${uid}_appeal`;
}

function notice(uid: string, winnerId: string | null, topic: string) {
  const short = clipText(topic, TOPIC_IN_NOTICE);
  if (winnerId === null)
    return { type: 'debate_lost' as NotificationType, ...appealDrawNotice(short) };
  return uid === winnerId
    ? { type: 'debate_won' as NotificationType, ...appealWonNotice(short) }
    : { type: 'debate_lost' as NotificationType, ...appealLostNotice(short) };
}

/**
 * Applies a decided appeal's correction once. Before the first outcome was applied (a run
 * that died), only the verdict changes: applyOutcome then applies the corrected one.
 */
export async function applyAppealCorrection(db: Firestore, chatId: string): Promise<void> {
  const resultDoc = resultRef(db, chatId);
  const created = await db.runTransaction(async (tx): Promise<string[]> => {
    const result = readResult((await tx.get(resultDoc)).data());
    const appeal = result?.appeal;
    if (!result || appeal?.status !== 'decided' || appeal.corrected) return [];
    if (!appeal.changed) {
      tx.update(resultDoc, { 'appeal.corrected': true });
      return [];
    }
    const participants: [string, string] = [result.participant1Id, result.participant2Id];
    const fromId = appeal.originalWinnerId;
    // A stored '' is no winner: a draw.
    const toId = appeal.winnerId || null;
    const applied = result.outcomeApplied;
    const users = new Map(
      (await tx.getAll(...participants.map((uid) => db.collection('users').doc(uid)))).map((s) => [
        s.id,
        s,
      ]),
    );
    // The medal the first verdict gave, under the id applyOutcome gave it.
    const createdAt = result.createdAt ?? 0;
    const oldMedal =
      applied && fromId ? await tx.get(medalRef(db, fromId, medalId(createdAt, fromId))) : null;
    const decidedAt = appeal.decidedAt ?? Date.now();
    const newLoser = participants.find((uid) => uid !== toId) ?? '';
    const loserAccount = toId ? await tx.get(accountRef(db, newLoser)) : undefined;
    const loserPhone = phoneOf(
      readAccount(loserAccount?.data()),
      readProfile(users.get(newLoser)?.data()),
    );
    const verdict = {
      winner: appeal.winner,
      winnerId: toId,
      winnerReason: appeal.winnerReason ?? result.winnerReason,
      loserReason: appeal.loserReason ?? result.loserReason,
    };
    const effects = outcomeEffects({
      chatId,
      topic: result.topic,
      participants,
      winnerId: toId,
      winnerStance: winnerStance({
        winnerId: toId,
        participant1Id: participants[0],
        participant1Stance: result.participant1Stance,
        participant2Stance: result.participant2Stance,
      }),
      opponentPhone: loserPhone,
      // The medal keeps why the appeal panel chose its winner.
      analysis: verdict.winnerReason,
      decidedAt,
    });
    const award =
      applied && effects.medal && users.get(effects.medal.userId)?.exists
        ? await prepareMedalAward(tx, db, effects.medal, {
            profiles: users,
            result,
            loserId: newLoser,
            loserPhone,
          })
        : null;

    // Both ratings re-rated from the history's `before`s (rating-update.ts); null if unrated.
    const ratings = applied ? await planRatingCorrection(tx, db, chatId, users, toId) : null;

    // Writes, after every read.
    if (applied) {
      const deltas = statCorrection(participants, fromId, toId);
      for (const uid of participants) {
        const user = users.get(uid);
        if (!user?.exists) continue;
        const profile = readProfile(user.data());
        const update: Record<string, unknown> = {
          debateStats: addStats(readDebateStats(profile?.debateStats), deltas[uid]!),
        };
        if (oldMedal && uid === fromId) {
          const stored = readStoredMedals(profile);
          const oldId = oldMedal.id;
          const known = oldMedal.exists || stored.publicMedals.some((m) => m.id === oldId);
          update.medals = stored.publicMedals.filter((m) => m.id !== oldId);
          update.medalCount = Math.max(0, stored.count - (known ? 1 : 0));
          tx.delete(oldMedal.ref);
        }
        if (award && uid === toId) Object.assign(update, award.profileFields);
        Object.assign(update, ratings?.profileFields[uid]);
        tx.update(user.ref, update);
      }
      award?.write(tx);
      ratings?.write(tx);
    }
    const notices = participants.map((uid) => ({
      uid,
      ...notice(uid, toId, result.topic),
    }));
    for (const n of notices) {
      tx.set(db.collection('notifications').doc(appealNotificationId(chatId, n.uid)), {
        userId: n.uid,
        type: n.type,
        title: n.title,
        message: n.message,
        chatId,
        topic: result.topic,
        read: false,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(resultDoc, {
      ...verdict,
      'appeal.corrected': true,
      'appeal.correctedAt': Timestamp.now(),
    });
    tx.update(chatRef(db, chatId), {
      winner: verdict.winner,
      winnerId: toId,
      debateResult: chatSummary({ ...result, ...verdict }),
    });
    return notices.map((n) => appealNotificationId(chatId, n.uid));
  });
  await notifyNotices(created, { db });
}
