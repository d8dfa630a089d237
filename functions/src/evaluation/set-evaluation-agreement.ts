/**
 * setEvaluationAgreement({ chatId, agreed }): a debater requests, agrees to or cancels the AI
 * evaluation for themselves (SPEC §4 "Debate chat"). When that makes every participant agree, the
 * same transaction completes the chat ('Start AI Evaluation'): two debaters agreeing at once are
 * serialised by the transaction, so the second sees both and completes it; no trigger runs on chat
 * updates (docs/decisions/0013-chat.md §1, docs/decisions/0016-performance.md §4).
 *
 * Idempotent: a retried call finds its flag set and changes nothing. The first request
 * pushes 'Your opponent asked for an AI evaluation' to the other debater (once per chat and
 * person, inline).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { evaluationRequestedBody, PUSH_TEXT } from '@/domain/push';
import { isDocumentId } from '@/domain/ids';
import { notifyChat } from '../push/notify';
import { senderName } from '../push/sender-name';
import { readChat } from '@/domain/documents/chat';
import { readProfile } from '@/domain/documents/profile';
import { signedInCallable } from '../safety/callable';
import { missingChatError } from '../safety/chat-access';
import { agreementChange } from './agreement-change';
import { AGREEMENT_ERRORS } from './evaluation-texts';

export const setEvaluationAgreement = signedInCallable(
  'setEvaluationAgreement',
  async (call, me) => {
    const chatId: unknown = call.data?.chatId;
    const agreed: unknown = call.data?.agreed;
    if (!isDocumentId(chatId) || typeof agreed !== 'boolean') {
      throw new HttpsError('invalid-argument', AGREEMENT_ERRORS.badInput);
    }

    const db = getFirestore();
    const ref = db.collection('chats').doc(chatId);
    const { outcome, chat } = await db.runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!data) throw missingChatError(chatId, me, AGREEMENT_ERRORS);
      const change = agreementChange(data, me, agreed);
      if (change.update) tx.update(ref, change.update);
      return { outcome: change, chat: data ?? {} };
    });

    if (outcome.requested && outcome.opponent) {
      const profile = await db.collection('users').doc(me).get();
      const topic = readChat(chatId, chat).debateTopic ?? '';
      await notifyChat(
        {
          id: `evaluation_requested_${chatId}_${me}`,
          userId: outcome.opponent,
          type: 'evaluation_requested',
          title: PUSH_TEXT.evaluationRequested,
          body: evaluationRequestedBody(senderName(readProfile(profile?.data()), chat, me), topic),
          chatId,
          isDebate: true,
        },
        me,
      );
    }
    return { agreed, completed: outcome.completed };
  },
);
