/**
 * startPractice({ motionId?, category?, side?, timeLimit }): a practice debate against the AI
 * debater (docs/decisions/0025-never-alone.md §3), on the chosen motion or one drawn (from the
 * category, if any), the person on the chosen side or one drawn. The chat is a paired debate like
 * Quick Match's (newMatchedDebateChat), opening in the waiting-to-start state; the AI is ready from
 * the start and agrees to the evaluation in advance, so the person's Ready starts it and their
 * request ends it. `aiDebater` names who writes the AI's side (the result names it too).
 *
 * A banned account starts nothing; starts are a per-account daily quota (each pays up to
 * MAX_AI_REPLIES_PER_DEBATE replies). The chat id carries PRACTICE_CHAT_PREFIX, so the reply
 * trigger knows a practice message without a read.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { isQuickMatchTimeLimit } from '@/domain/matchmaking';
import { drawMotion, motionById, otherSide } from '@/domain/motions';
import { isMotionCategory, type Side } from '@/domain/motion-categories';
import { AI_DEBATER_NAME, AI_DEBATER_UID, PRACTICE_CHAT_PREFIX } from '@/domain/practice';
import { newMatchedDebateChat, type DebateParty } from '../debates/debate-chat';
import { judgeEnv } from '../evaluation/judge-env';
import { matchedParty } from '../matchmaking/pair';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { accountRef, profileRef } from '../users/account-docs';
import { loadDebaterProvider } from './debater-provider';
import { PRACTICE_ERRORS } from './practice-texts';
import { readAccount } from '@/domain/documents/account';
import { readProfile } from '@/domain/documents/profile';

function readRequest(data: unknown) {
  const request = (data ?? {}) as Record<string, unknown>;
  const motionId = request.motionId ?? null;
  const category = request.category ?? null;
  const side = request.side ?? null;
  const motion = motionId === null ? null : motionById(motionId);
  if (
    !isQuickMatchTimeLimit(request.timeLimit) ||
    motion === undefined ||
    (category !== null && !isMotionCategory(category)) ||
    (side !== null && side !== 'for' && side !== 'against')
  ) {
    throw new HttpsError('invalid-argument', PRACTICE_ERRORS.badRequest);
  }
  const drawnSide: Side = Math.random() < 0.5 ? 'for' : 'against';
  return {
    timeLimit: request.timeLimit,
    motion: motion ?? drawMotion(category, Math.random()),
    side: (side as Side | null) ?? drawnSide,
  };
}

export const startPractice = signedInCallable('startPractice', async (call, me) => {
  const { timeLimit, motion, side } = readRequest(call.data);
  const db = getFirestore();
  const debater = loadDebaterProvider(await judgeEnv(db));
  if (!debater) throw new HttpsError('failed-precondition', PRACTICE_ERRORS.unavailable);
  await takeQuota(me, QUOTAS.practiceStart);

  const [profile, account] = await db.getAll(profileRef(db, me), accountRef(db, me));
  const person = matchedParty(me, readProfile(profile?.data()), readAccount(account?.data()));
  const ai: DebateParty = { uid: AI_DEBATER_UID, phoneNumber: '', displayName: AI_DEBATER_NAME };
  const sides = side === 'for' ? { for: person, against: ai } : { for: ai, against: person };
  const chat = newMatchedDebateChat(motion, sides, timeLimit, 'practice');
  const ref = db
    .collection('chats')
    .doc(`${PRACTICE_CHAT_PREFIX}${db.collection('chats').doc().id}`);
  await ref.set({
    ...chat,
    participantReadiness: { [me]: false, [AI_DEBATER_UID]: true },
    evaluationReadiness: { [me]: false, [AI_DEBATER_UID]: true },
    aiDebater: debater.info,
    aiSide: otherSide(side),
    aiReplies: 0,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { chatId: ref.id };
});
