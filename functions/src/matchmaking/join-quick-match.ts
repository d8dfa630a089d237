/**
 * joinQuickMatch({ timeLimit, category?, refresh? }): takes or keeps the caller's place in
 * the Quick Match pool and tries to pair them (./join-pool.ts); the new pair hears
 * 'Opponent found' (./match-push.ts). A banned account cannot join. Answers either
 * { status: 'matched', chatId } or { status: 'waiting', joinedAt, now, rating, deviation,
 * practiceOfferMs } for the screen's live window and its 'Practice with AI' offer.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { signedInCallable } from '../safety/callable';
import { joinPool } from './join-pool';
import { pushOpponentFound } from './match-push';

export const joinQuickMatch = signedInCallable('joinQuickMatch', async (call, me) => {
  const db = getFirestore();
  const { answer, paired } = await joinPool(db, me, call.data);
  if (paired) await pushOpponentFound(db, paired.chatId, paired.topic, paired.sides);
  return answer;
});
