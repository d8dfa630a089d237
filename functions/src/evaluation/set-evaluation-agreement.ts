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
import { evaluationRequestedBody, PUSH_TEXT } from '@/domain/push';
import { notifyChat } from '../push/notify';
import { senderName } from '../push/sender-name';
import { readChat } from '@/domain/documents/chat';
import { readProfile } from '@/domain/documents/profile';
import { signedInCallable } from '../safety/callable';
import { setOwnChatFlag } from '../safety/chat-access';
import { agreementChange } from './agreement-change';
import { AGREEMENT_ERRORS } from './evaluation-texts';

export const setEvaluationAgreement = signedInCallable(
  'setEvaluationAgreement',
  async (call, me) => {
    const set = await setOwnChatFlag(
      { chatId: call.data?.chatId, flag: call.data?.agreed },
      me,
      AGREEMENT_ERRORS,
      (data, flag) => agreementChange(data, me, flag),
    );
    const { chatId, flag: agreed, outcome, chat } = set;
    if (outcome.requested && outcome.opponent) {
      const profile = await getFirestore().collection('users').doc(me).get();
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
