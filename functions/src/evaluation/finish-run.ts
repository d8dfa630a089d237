/**
 * A judged run's last step in one transaction (docs/decisions/0016-performance.md §1): the result
 * stored, the debate ended with it, its outcome applied (stats, medal, ratings, notices) and the
 * claim let go. One commit instead of three, so the debaters see the verdict as soon as the judges
 * are done, and a caller that waited on the claim answers from a result already applied.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { outcomeAppliedFields, planOutcome } from './apply-outcome';
import { chatRef, decidedChatFields, releaseFields, resultRef } from './evaluation-store';
import type { StoredDebateResult } from './result';
import { readResult, type ResultDoc } from '@/domain/documents/debate-result';

export type FinishedRun =
  | { kind: 'finished'; stored: ResultDoc; notices: string[] }
  /** A result was stored already (a run that took over a stale claim): nothing was written. */
  | { kind: 'stored-already' };

/**
 * Throws what the outcome throws (failed-precondition when a debater's profile is gone),
 * having written nothing: the caller then takes the steps one at a time.
 */
export async function finishRun(
  db: Firestore,
  chatId: string,
  claimId: string,
  result: StoredDebateResult,
): Promise<FinishedRun> {
  const chatDoc = chatRef(db, chatId);
  const resultDoc = resultRef(db, chatId);
  return db.runTransaction(async (tx): Promise<FinishedRun> => {
    const [chatSnap, resultSnap] = await tx.getAll(chatDoc, resultDoc);
    if (resultSnap?.exists) return { kind: 'stored-already' };
    const stored = { ...result, createdAt: Timestamp.now() };
    const outcome = await planOutcome(tx, db, chatId, readResult(stored));
    tx.create(resultDoc, { ...stored, ...outcomeAppliedFields() });
    tx.update(chatDoc, {
      ...decidedChatFields(result),
      // Another run's claim (this one's lease ran out) is that run's to let go.
      ...releaseFields(chatSnap?.data(), claimId),
    });
    outcome.write(tx);
    return { kind: 'finished', stored: readResult(stored), notices: outcome.notices };
  });
}
