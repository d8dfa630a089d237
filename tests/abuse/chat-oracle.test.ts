/**
 * Whether a third person learns that two other people talk by asking for their chat. A
 * normal chat's id is the pair's (directChatId), so Eve, who learned two uids, can ask for
 * it: with the plain Firebase SDK (a `get`) and through every callable that takes a chat
 * id. Each answer for Alice and Bob's existing chat is compared with the answer for Carol
 * and Dave's, who never talked: any difference is an oracle.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { directChatId } from '@/domain/ids';
import { admin, uniquePhone } from '../functions/support';
import { attempt, signInAttacker, type Attacker, type Outcome } from './attacker';
import { seedPerson } from './block-ban-world';

let eve: Attacker;
let people: Attacker[];

/** Every way Eve can ask about the chat `chatId` of `other` (one of its two people). */
function probes(chatId: string, other: string): Record<string, () => Promise<Outcome>> {
  return {
    'get chats/{id}': () => attempt(() => getDoc(doc(eve.db, 'chats', chatId))),
    evaluateDebate: () => eve.call('evaluateDebate', { chatId }),
    appealVerdict: () => eve.call('appealVerdict', { chatId }),
    setEvaluationAgreement: () => eve.call('setEvaluationAgreement', { chatId, agreed: true }),
    setDebateReadiness: () => eve.call('setDebateReadiness', { chatId, ready: true }),
    exitDebate: () => eve.call('exitDebate', { chatId }),
    sharePhone: () => eve.call('sharePhone', { chatId }),
    notifyNewMessages: () => eve.call('notifyNewMessages', { chatId }),
    reportUser: () => eve.call('reportUser', { reportedUid: other, reason: 'spam', chatId }),
  };
}

/** What a caller can tell apart: success, or the code and message of the refusal. */
function answer(outcome: Outcome): string {
  return outcome.ok ? 'ok' : `${outcome.code}: ${outcome.message}`;
}

beforeAll(async () => {
  const signedIn = await Promise.all(
    Array.from({ length: 5 }, () => signInAttacker(uniquePhone('+1553'))),
  );
  eve = signedIn[0]!;
  people = signedIn.slice(1);
  await Promise.all([eve, ...people].map((p, i) => seedPerson(p, `Person ${i}`)));
});

afterAll(async () => {
  await Promise.all([eve, ...people].map((p) => p?.close()));
});

describe('a third person asking for two people’s chat', () => {
  // Nine callables, each started cold by its first call here: a longer budget than one call's.
  test('gets the same answer whether the two talk or not', async () => {
    const [alice, bob, carol, dave] = people as [Attacker, Attacker, Attacker, Attacker];
    const talking = directChatId(alice.uid, bob.uid);
    await admin()
      .doc(`chats/${talking}`)
      .set({
        participants: [alice.uid, bob.uid].sort(),
        participantDetails: {},
        isDebate: false,
        status: 'active',
        lastMessage: 'hi',
        lastMessageId: 'm1',
        createdAt: FieldValue.serverTimestamp(),
      });
    const silent = directChatId(carol.uid, dave.uid);

    const existing = probes(talking, bob.uid);
    const missing = probes(silent, dave.uid);
    // One callable at a time, its two questions at once (the same instance answers both).
    const differing: string[] = [];
    for (const name of Object.keys(existing)) {
      const [a, b] = (await Promise.all([existing[name]!(), missing[name]!()])).map(answer);
      if (a !== b) differing.push(`${name} (${a} / ${b})`);
    }
    const asked = Object.keys(existing).length;
    console.log(
      `[abuse] ways a third person tells whether two people have a chat (a get and ${asked - 1} callables): ${differing.length} of ${asked}${differing.length ? ` — ${differing.join('; ')}` : ''}`,
    );
    expect(differing).toEqual([]);

    // The caller's own pair still answers 'not found' (an open chat screen sees it is gone).
    const mine = await attempt(() =>
      getDoc(doc(eve.db, 'chats', directChatId(eve.uid, carol.uid))),
    );
    expect(mine.ok && !(mine.data as { exists(): boolean }).exists()).toBe(true);
  }, 240_000);
});
