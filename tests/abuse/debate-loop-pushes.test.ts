/**
 * The accept → ready → pre-start message → exit loop, run by an attacker with the plain
 * Firebase SDK against a victim's debate request: every round makes a new debate chat, so
 * pushes keyed by the chat (and a mute, which is per chat) would reach the victim each
 * round. And the attacker has chosen no name: no notice or push the victim gets may show
 * their phone number instead (the generated name does). The Admin SDK only measures
 * (pushLog, the fake transport's record; notifications).
 */
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { signInAttacker, type Attacker, type Outcome } from './attacker';
import { sendMessage } from './block-ban-world';

const ROUNDS = 100;
let victim: Attacker;
let attacker: Attacker;

function must<T>(outcome: Outcome): T {
  if (!outcome.ok) throw new Error(`Refused: ${outcome.message}`);
  return outcome.data as T;
}

beforeAll(async () => {
  [victim, attacker] = await Promise.all([
    signInAttacker(uniquePhone('+1557')),
    signInAttacker(uniquePhone('+1557')),
  ]);
  for (const c of [victim, attacker]) {
    await admin().doc(`users/${c.uid}/private/account`).set({ phoneNumber: c.phone });
  }
  await admin().doc(`users/${victim.uid}`).set({ uid: victim.uid, displayName: 'Victim' });
  // No display name: only the generated one, as a first sign-in leaves it.
  await admin()
    .doc(`users/${attacker.uid}`)
    .set({ uid: attacker.uid, fallbackName: fallbackDisplayName(attacker.phone) });
});

afterAll(async () => {
  await Promise.all([victim, attacker].map((c) => c?.close()));
});

describe('a debate loop', () => {
  test(`${ROUNDS} rounds of accept, ready, a message before the start and exit push the victim at most once, and no text shows a phone`, async () => {
    const token = `loop-victim-${victim.uid}`;
    await setDoc(doc(victim.db, 'users', victim.uid, 'fcmTokens', token), {
      token,
      createdAt: serverTimestamp(),
      lastSeen: serverTimestamp(),
      userAgent: 'abuse test',
    });
    const { requestId } = must<{ requestId: string }>(
      await victim.call('createDebateRequest', {
        topic: 'Are loops free?',
        stance: 'No',
        timeLimit: 15,
      }),
    );

    let rounds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A refusal (the account's accept quota) does not stop the loop, as in a script.
      const accept = await attacker.call('acceptDebateRequest', { requestId });
      if (!accept.ok) continue;
      rounds += 1;
      const { chatId } = accept.data as { chatId: string };
      await attacker.call('setDebateReadiness', { chatId, ready: true });
      await sendMessage(attacker, chatId, `Round ${round}: are you there?`);
      await attacker.call('notifyNewMessages', { chatId });
      await attacker.call('exitDebate', { chatId });
    }

    const notices = (
      await admin().collection('notifications').where('userId', '==', victim.uid).get()
    ).docs.map((d) => d.data());
    await waitFor(
      async () =>
        (await admin().collection('pushes').where('userId', '==', victim.uid).get()).docs.map(
          (d) => d.get('state') as string,
        ),
      (states) => states.length > 0 && states.every((s) => s !== 'sending'),
      'the pushes to settle',
    );
    const pushes = (
      await admin().collection('pushLog').where('tokens', 'array-contains', token).get()
    ).docs.map((d) => d.data().data as Record<string, string>);
    const kinds = pushes.map((p) => p.type ?? p.notificationId?.split('_').slice(0, 2).join('_'));

    const digits = attacker.phone.replace(/\D/g, '');
    const texts = [
      ...notices.flatMap((n) => [String(n.title), String(n.message)]),
      ...pushes.flatMap((p) => [String(p.title), String(p.body)]),
    ];
    const withPhone = texts.filter(
      (t) => t.replace(/\D/g, '').includes(digits.slice(-7)) || /\+\d{7,}/.test(t),
    );
    console.log(
      `[abuse] pushes a victim gets from ${rounds} rounds (of ${ROUNDS} tried) of accept → ready → message → exit: ${pushes.length} (${kinds.join(', ')})`,
    );
    console.log(
      `[abuse] notice and push texts showing the nameless acceptor's phone number: ${withPhone.length} of ${texts.length}`,
    );
    expect(rounds).toBeGreaterThan(1);
    // One per debate setup: the accept's; readiness and messages before the start wait in
    // the room (functions/src/push/pre-start.ts).
    expect(pushes.length).toBeLessThanOrEqual(1);
    expect(withPhone).toEqual([]);
    expect(texts.some((t) => t.includes(fallbackDisplayName(attacker.phone)))).toBe(true);
  }, 600_000);
});
