/**
 * setDebateReadiness({ chatId, ready }): a debater marks themselves ready or not ready (SPEC §4
 * "Debate chat"); when both are ready the same transaction starts the debate with the server's
 * clock (start now, end after the limit), so no phone clock decides how long a debate lasts and no
 * trigger runs on chat updates (docs/decisions/0013-chat.md §1, docs/decisions/0016-performance.md
 * §4).
 *
 * Idempotent: a retried call finds its flag set and changes nothing; two debaters tapping
 * at once both commit and exactly one transaction sees both flags and starts it. Pushes
 * (inline, once per chat and person): 'Your opponent is ready' to the other debater,
 * 'The debate has started' to both.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { debateStartedBody, opponentReadyBody, PUSH_TEXT } from '@/domain/push';
import { notifyChat } from '../push/notify';
import { senderName } from '../push/sender-name';
import { acceptorOf, readChat } from '@/domain/documents/chat';
import type { StoredData } from '@/domain/documents/fields';
import { readProfile } from '@/domain/documents/profile';
import { claimPreStartPush, pushScope } from '../push/pre-start';
import { signedInCallable } from '../safety/callable';
import { setOwnChatFlag } from '../safety/chat-access';
import { READINESS_ERRORS } from './debate-errors';
import { readinessChange } from './readiness';

async function pushMoments(
  chatId: string,
  me: string,
  opponent: string,
  outcome: { started: boolean; ready: boolean },
  chat: StoredData,
): Promise<void> {
  const stored = readChat(chatId, chat);
  const topic = stored.debateTopic ?? '';
  const base = { chatId, isDebate: true } as const;
  if (outcome.started) {
    await Promise.all(
      [me, opponent].map((uid) =>
        notifyChat(
          {
            ...base,
            id: `debate_started_${chatId}_${uid}`,
            userId: uid,
            type: 'debate_started',
            title: PUSH_TEXT.debateStarted,
            body: debateStartedBody(topic),
          },
          uid === me ? opponent : me,
        ),
      ),
    );
    return;
  }
  if (!outcome.ready) return;
  // One push per debate setup (pre-start.ts): after the accept notice, readiness waits in the room.
  const pair = { requestId: stored.debateRequestId, acceptor: acceptorOf(chat) };
  if (!(await claimPreStartPush(pair, opponent))) return;
  const profile = await getFirestore().collection('users').doc(me).get();
  await notifyChat(
    {
      ...base,
      // Keyed by the request while the debate waits (pre-start.ts): once per window.
      id: `opponent_ready_${pushScope(chatId, stored, Date.now())}_${me}`,
      userId: opponent,
      type: 'opponent_ready',
      title: PUSH_TEXT.opponentReady,
      body: opponentReadyBody(senderName(readProfile(profile?.data()), chat, me), topic),
    },
    me,
  );
}

export const setDebateReadiness = signedInCallable('setDebateReadiness', async (call, me) => {
  const {
    chatId,
    flag: ready,
    outcome,
    chat,
  } = await setOwnChatFlag(
    { chatId: call.data?.chatId, flag: call.data?.ready },
    me,
    READINESS_ERRORS,
    (data, flag) => readinessChange(data, me, flag, Date.now()),
  );
  if (outcome.update && outcome.opponent) {
    await pushMoments(chatId, me, outcome.opponent, { started: outcome.started, ready }, chat);
  }
  return { ready, started: outcome.started };
});
