/**
 * Challenges as an attacker would use them (src/domain/challenges.ts): the plain Firebase
 * client SDK signed in as an ordinary phone user, against the emulators. Each prints its
 * figure. The Admin SDK only measures or sets the clock of a stored challenge.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  updateDoc,
  where,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_PENDING_REQUESTS } from '@/domain/limits';
import { admin, uniquePhone } from '../functions/support';
import { attempt, signInAttacker, type Attacker } from './attacker';

const DRAFT = { topic: 'Is a challenge spam?', stance: 'No', timeLimit: 15 };

const clients: Attacker[] = [];

async function client(name: string): Promise<Attacker> {
  const signedIn = await signInAttacker(uniquePhone('+1559'));
  clients.push(signedIn);
  await admin().doc(`users/${signedIn.uid}`).set({ uid: signedIn.uid, displayName: name });
  return signedIn;
}

async function challenge(from: Attacker, to: Attacker) {
  return from.call('createDebateRequest', { ...DRAFT, challengedUid: to.uid });
}

async function noticesTo(uid: string): Promise<number> {
  const snapshot = await admin()
    .collection('notifications')
    .where('userId', '==', uid)
    .where('type', '==', 'debate_challenge')
    .get();
  return snapshot.size;
}

let ann: Attacker;
let bo: Attacker;
let mallory: Attacker;

beforeAll(async () => {
  [ann, bo, mallory] = await Promise.all([client('Ann'), client('Bo'), client('Mallory')]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('challenges', () => {
  test('a challenge to someone who blocked you is refused and reaches nobody', async () => {
    const blocker = await client('Blocker');
    await admin()
      .doc(`users/${blocker.uid}/blocks/${mallory.uid}`)
      .set({ blockedAt: Timestamp.now() });
    let through = 0;
    for (let i = 0; i < 3; i++) if ((await challenge(mallory, blocker)).ok) through += 1;
    const notices = await noticesTo(blocker.uid);
    console.log(
      `[abuse] challenges to someone who blocked the sender that got through: ${through} of 3, notices delivered: ${notices}`,
    );
    expect(through).toBe(0);
    expect(notices).toBe(0);
  });

  test('a stranger cannot read, list, take or cancel a challenge between two others', async () => {
    const sent = await challenge(ann, bo);
    if (!sent.ok) throw new Error(sent.message);
    const { requestId } = sent.data as { requestId: string };
    const requests = collection(mallory.db, 'debateRequests');
    const tries = [
      () => getDoc(doc(requests, requestId)),
      () => getDocs(query(requests, where('challengedUid', '==', bo.uid))),
      () =>
        getDocs(
          query(requests, where('challengedUid', '==', bo.uid), where('status', '==', 'challenge')),
        ),
      () => getDocs(query(requests, where('status', '==', 'challenge'))),
      () => getDocs(query(requests, where('userId', '==', ann.uid))),
      () => updateDoc(doc(requests, requestId), { challengedUid: mallory.uid }),
      () => deleteDoc(doc(requests, requestId)),
      () =>
        mallory.call('acceptDebateRequest', { requestId }).then((o) => {
          if (!o.ok) throw new Error(o.message);
        }),
      () =>
        mallory.call('declineChallenge', { requestId }).then((o) => {
          if (!o.ok) throw new Error(o.message);
        }),
    ];
    let allowed = 0;
    for (const run of tries) if ((await attempt(run)).ok) allowed += 1;
    // The open list a stranger may read holds no challenge.
    const open = await getDocs(query(requests, where('status', '==', 'pending')));
    const leaked = open.docs.filter((d) => d.get('challengedUid')).length;
    console.log(
      `[abuse] stranger's reads and writes of someone else's challenge allowed: ${allowed} of ${tries.length}; challenges in the open list: ${leaked}`,
    );
    expect(allowed).toBe(0);
    expect(leaked).toBe(0);
    expect((await getDoc(doc(bo.db, 'debateRequests', requestId))).exists()).toBe(true);
  });

  test('expiry holds: a lapsed challenge cannot be accepted, even by the person challenged', async () => {
    const carl = await client('Carl');
    const sent = await challenge(carl, bo);
    if (!sent.ok) throw new Error(sent.message);
    const { requestId } = sent.data as { requestId: string };
    await admin()
      .doc(`debateRequests/${requestId}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    const accepted = await bo.call('acceptDebateRequest', { requestId });
    console.log(
      `[abuse] lapsed challenges accepted: ${accepted.ok ? 1 : 0} of 1 (${accepted.ok ? 'accepted' : accepted.message})`,
    );
    expect(accepted.ok).toBe(false);
  });

  test('one account challenges one person once at a time, and holds at most five waiting', async () => {
    const spammer = await client('Spammer');
    const victim = await client('Victim');
    for (let i = 0; i < 10; i++) await challenge(spammer, victim);
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => client(`Other ${i}`)));
    for (const other of others) await challenge(spammer, other);
    const waiting = await admin()
      .collection('debateRequests')
      .where('userId', '==', spammer.uid)
      .where('status', '==', 'challenge')
      .get();
    const toVictim = waiting.docs.filter((d) => d.get('challengedUid') === victim.uid).length;
    console.log(
      `[abuse] challenges one account has waiting for one person: ${toVictim}; in all: ${waiting.size}; challenge notices the victim got from 10 tries: ${await noticesTo(victim.uid)}`,
    );
    expect(toVictim).toBe(1);
    expect(waiting.size).toBe(MAX_PENDING_REQUESTS);
    expect(await noticesTo(victim.uid)).toBe(1);
  }, 120_000);
});
