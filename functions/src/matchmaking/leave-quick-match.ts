/**
 * leaveQuickMatch(): gives up the caller's waiting place ('Cancel'). In a transaction, so a
 * place paired in the same instant is not deleted under its debate: then the answer names
 * the debate ({ left: false, chatId }) and the screen opens it. A banned account is refused
 * like every other call of theirs: its place cannot be paired (./pair.ts drops a banned
 * person's place when someone reaches for it) and expires with its hold.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { signedInCallable } from '../safety/callable';
import { poolRef } from './pool';
import type { CallResponse } from '@/domain/callables';
import { matchedChatOf } from '@/domain/documents/pool-place';

type LeaveQuickMatchResponse = CallResponse<'leaveQuickMatch'>;

export const leaveQuickMatch = signedInCallable('leaveQuickMatch', async (call, me) => {
  const db = getFirestore();
  const ref = poolRef(db, me);
  return db.runTransaction(async (tx): Promise<LeaveQuickMatchResponse> => {
    const data = (await tx.get(ref)).data();
    const chatId = matchedChatOf(data);
    if (chatId !== null) return { left: false, chatId };
    if (data) tx.delete(ref);
    return { left: true };
  });
});
