/**
 * The outcome effects of a stored result (SPEC §4 "Outcome effects"): stats for both, the
 * winner's medal and the won / lost notifications, all in one transaction that marks the
 * result `outcomeApplied`, so a retried or concurrent call never applies them twice.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Medal } from '@/domain/model';
import { addStats, appendMedal, outcomeEffects, readDebateStats } from '@/domain/stats';
import { EVALUATION_ERRORS, winnerStance } from './evaluation-rules';
import { resultRef } from './evaluation-store';

/** One won or lost notice per debate and user: a retry overwrites rather than duplicates. */
export function outcomeNotificationId(chatId: string, uid: string): string {
  return `${chatId}_${uid}_result`;
}

function decidedAt(value: unknown): number {
  if (value instanceof Timestamp) return value.toMillis();
  if (typeof value === 'number') return value;
  throw new Error('The stored result has no time');
}

function medalsOf(snapshot: DocumentSnapshot): Medal[] {
  const medals: unknown = snapshot.get('medals');
  return Array.isArray(medals) ? (medals as Medal[]) : [];
}

export async function applyOutcome(db: Firestore, chatId: string): Promise<void> {
  const resultDoc = resultRef(db, chatId);
  await db.runTransaction(async (tx) => {
    const result = (await tx.get(resultDoc)).data();
    if (!result || result.outcomeApplied === true) return;
    const participants = [String(result.participant1Id), String(result.participant2Id)];
    const winnerId = typeof result.winnerId === 'string' ? result.winnerId : null;
    const userRefs = participants.map((uid) => db.collection('users').doc(uid));
    const users = new Map((await tx.getAll(...userRefs)).map((s) => [s.id, s]));
    const loserId = participants.find((uid) => uid !== winnerId) ?? '';

    const effects = outcomeEffects({
      chatId,
      topic: String(result.topic ?? ''),
      participants,
      winnerId,
      winnerStance: winnerStance({
        winnerId,
        participant1Id: participants[0] ?? '',
        participant1Stance: String(result.participant1Stance ?? ''),
        participant2Stance: String(result.participant2Stance ?? ''),
      }),
      opponentPhone: String(users.get(loserId)?.get('phoneNumber') ?? ''),
      analysis: String(result.analysis ?? ''),
      decidedAt: decidedAt(result.createdAt),
    });

    const medalWinner = effects.medal?.userId;
    if (medalWinner && !users.get(medalWinner)?.exists) {
      throw new HttpsError('failed-precondition', EVALUATION_ERRORS.medalProfileMissing);
    }
    if (Object.keys(effects.statIncrements).some((uid) => !users.get(uid)?.exists)) {
      throw new HttpsError('failed-precondition', EVALUATION_ERRORS.statsProfileMissing);
    }

    for (const [uid, increment] of Object.entries(effects.statIncrements)) {
      const user = users.get(uid);
      if (!user) continue;
      const update: Record<string, unknown> = {
        debateStats: addStats(readDebateStats(user.get('debateStats')), increment),
      };
      if (effects.medal?.userId === uid) {
        update.medals = appendMedal(medalsOf(user), effects.medal.medal);
      }
      tx.update(user.ref, update);
    }
    for (const notice of effects.notifications) {
      tx.set(db.collection('notifications').doc(outcomeNotificationId(chatId, notice.userId)), {
        ...notice,
        read: false,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(resultDoc, { outcomeApplied: true, outcomeAppliedAt: FieldValue.serverTimestamp() });
  });
}
