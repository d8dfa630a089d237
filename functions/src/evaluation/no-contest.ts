/**
 * Ends a debate too short to judge ('No contest', src/domain/judging/no-contest.ts): the
 * chat is completed and marked `noContest`, with no result, winner, stats, medal or rating,
 * and no judge is asked (so none is paid and no quota or attempt is used). Once, in a
 * transaction that checks state first: a stored result or a live run is left alone.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { readDebateState } from '@/domain/documents/debate-state';
import type { StoredData } from '@/domain/documents/fields';
import type { NoContest } from '@/domain/callables';
import { chatRef, liveClaim, resultRef } from './evaluation-store';

/** evaluateDebate's answer for a debate too short to judge (src/domain/callables.ts). */
export type NoContestResponse = NoContest;

/** True once the chat was ended as no contest. */
export function isNoContestChat(chat: StoredData | undefined): boolean {
  return readDebateState(chat).noContest;
}

/** The chat's fields for a debate that ends without a contest. */
export function noContestFields(): Record<string, unknown> {
  return {
    status: 'completed',
    debateStatus: 'completed',
    noContest: true,
    evaluationInProgress: false,
    evaluationProgress: FieldValue.delete(),
    evaluationStage: FieldValue.delete(),
    evaluationError: FieldValue.delete(),
  };
}

/** Marks the debate no contest, unless a result or a live run got there first. */
export async function endNoContest(db: Firestore, chatId: string): Promise<NoContestResponse> {
  await db.runTransaction(async (tx) => {
    const [chatSnap, resultSnap] = await tx.getAll(chatRef(db, chatId), resultRef(db, chatId));
    const chat = chatSnap?.data();
    if (!chat || resultSnap?.exists || isNoContestChat(chat) || liveClaim(chat)) return;
    tx.update(chatRef(db, chatId), noContestFields());
  });
  return { noContest: true };
}
