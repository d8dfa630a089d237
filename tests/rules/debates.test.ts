/**
 * Rules for debateRequests/{id} and the debate updates of chats/{id}: the time-up
 * completion. Accepting, readiness (and with it the start) and exiting are functions.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const PHONES = { alice: '+15550100001', bob: '+15550100002', mallory: '+15550100003' };

const alice = () => phoneUser(env(), 'alice', PHONES.alice).firestore();
const bob = () => phoneUser(env(), 'bob', PHONES.bob).firestore();
const mallory = () => phoneUser(env(), 'mallory', PHONES.mallory).firestore();
const visitor = () => env().unauthenticatedContext().firestore();

type Db = ReturnType<RulesTestContext['firestore']>;

// ——— debateRequests ———

function newRequest(overrides: Record<string, unknown> = {}) {
  return {
    userId: 'alice',
    userPhone: PHONES.alice,
    topic: 'Cats are better than dogs',
    stance: 'Cats, obviously',
    timeLimit: 30,
    timestamp: serverTimestamp(),
    status: 'pending',
    ...overrides,
  };
}

function storedRequest(userId: string, status: 'pending' | 'matched', topic = 'Tea or coffee') {
  return {
    userId,
    userPhone: PHONES[userId as keyof typeof PHONES] ?? '+15550109999',
    topic,
    stance: 'Tea',
    timeLimit: 15,
    timestamp: Timestamp.fromMillis(1_700_000_000_000),
    status,
    ...(status === 'matched'
      ? {
          chatId: 'debate-1',
          acceptedBy: 'carol',
          acceptedByPhone: '+15550109998',
          acceptedAt: Timestamp.fromMillis(1_700_000_100_000),
        }
      : {}),
  };
}

async function seedRequests() {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'debateRequests/alicePending'), storedRequest('alice', 'pending'));
    await setDoc(doc(db, 'debateRequests/aliceMatched'), storedRequest('alice', 'matched'));
    await setDoc(doc(db, 'debateRequests/bobPending'), storedRequest('bob', 'pending'));
    await setDoc(doc(db, 'debateRequests/bobMatched'), storedRequest('bob', 'matched'));
  });
}

function pendingList(db: Db) {
  return query(
    collection(db, 'debateRequests'),
    where('status', '==', 'pending'),
    orderBy('timestamp', 'desc'),
  );
}

function ownList(db: Db, uid: string) {
  return query(
    collection(db, 'debateRequests'),
    where('userId', '==', uid),
    orderBy('timestamp', 'desc'),
  );
}

describe('debateRequests: create', () => {
  // The createDebateRequest function creates requests: it counts a person's open ones,
  // which rules cannot. So no client creates one, not even a perfectly valid own request.
  test('refuses even a valid own pending request with the server time', async () => {
    await assertFails(setDoc(doc(alice(), 'debateRequests/r1'), newRequest()));
    for (const timeLimit of [15, 45, 60]) {
      await assertFails(
        setDoc(doc(alice(), `debateRequests/r${timeLimit}`), newRequest({ timeLimit })),
      );
    }
  });

  test('refuses a signed-out visitor and a request in another user’s name', async () => {
    await assertFails(setDoc(doc(visitor(), 'debateRequests/r1'), newRequest()));
    await assertFails(setDoc(doc(mallory(), 'debateRequests/r1'), newRequest()));
    await assertFails(
      setDoc(doc(mallory(), 'debateRequests/r2'), newRequest({ userId: 'mallory' })),
    );
  });

  test('refuses matched requests, accept fields and padding', async () => {
    await assertFails(setDoc(doc(alice(), 'debateRequests/r1'), newRequest({ status: 'matched' })));
    await assertFails(
      setDoc(doc(alice(), 'debateRequests/r2'), newRequest({ chatId: 'debate-1' })),
    );
    await assertFails(
      setDoc(doc(alice(), 'debateRequests/r3'), newRequest({ stance: 's'.repeat(500_000) })),
    );
  });

  test('the functions’ bookkeeping (acceptNotices, requestLocks) is closed to clients', async () => {
    await seed(env(), async (db) => {
      await setDoc(doc(db, 'acceptNotices/req_alice'), { acceptorUid: 'alice' });
      await setDoc(doc(db, 'requestLocks/alice'), { uid: 'alice' });
    });
    for (const db of [alice(), mallory(), visitor()]) {
      await assertFails(getDoc(doc(db, 'acceptNotices/req_alice')));
      await assertFails(getDoc(doc(db, 'requestLocks/alice')));
      await assertFails(getDocs(collection(db, 'acceptNotices')));
      await assertFails(setDoc(doc(db, 'requestLocks/alice'), { uid: 'alice' }));
      await assertFails(deleteDoc(doc(db, 'requestLocks/alice')));
      await assertFails(deleteDoc(doc(db, 'acceptNotices/req_alice')));
    }
  });
});

describe('debateRequests: read and list', () => {
  test('anyone signed in reads a pending request; only the owner reads a matched one', async () => {
    await seedRequests();
    await assertSucceeds(getDoc(doc(mallory(), 'debateRequests/alicePending')));
    await assertSucceeds(getDoc(doc(alice(), 'debateRequests/aliceMatched')));
    await assertFails(getDoc(doc(mallory(), 'debateRequests/aliceMatched')));
    await assertFails(getDoc(doc(visitor(), 'debateRequests/alicePending')));
  });

  test('lists pending requests, and one’s own in any status, newest first', async () => {
    await seedRequests();
    const pending = await assertSucceeds(getDocs(pendingList(mallory())));
    expect(pending.docs.map((d) => d.id).sort()).toEqual(['alicePending', 'bobPending']);
    const own = await assertSucceeds(getDocs(ownList(alice(), 'alice')));
    expect(own.docs.map((d) => d.id).sort()).toEqual(['aliceMatched', 'alicePending']);
  });

  test('refuses lists without the pending or owner filter, and others’ requests by owner', async () => {
    await seedRequests();
    await assertFails(getDocs(collection(alice(), 'debateRequests')));
    await assertFails(getDocs(ownList(alice(), 'bob')));
    await assertFails(
      getDocs(query(collection(alice(), 'debateRequests'), where('status', '==', 'matched'))),
    );
    await assertFails(getDocs(pendingList(visitor())));
  });
});

describe('debateRequests: delete and update', () => {
  test('the owner cancels (deletes) their own pending request', async () => {
    await seedRequests();
    await assertSucceeds(deleteDoc(doc(alice(), 'debateRequests/alicePending')));
  });

  test('refuses deleting a matched request, someone else’s, or signed out', async () => {
    await seedRequests();
    await assertFails(deleteDoc(doc(alice(), 'debateRequests/aliceMatched')));
    await assertFails(deleteDoc(doc(mallory(), 'debateRequests/alicePending')));
    await assertFails(deleteDoc(doc(visitor(), 'debateRequests/alicePending')));
  });

  test('refuses every client update, the owner’s too (accepting and exiting are functions)', async () => {
    await seedRequests();
    await assertFails(updateDoc(doc(alice(), 'debateRequests/alicePending'), { topic: 'New' }));
    await assertFails(
      updateDoc(doc(mallory(), 'debateRequests/alicePending'), {
        status: 'matched',
        acceptedBy: 'mallory',
      }),
    );
    await assertFails(
      updateDoc(doc(alice(), 'debateRequests/aliceMatched'), {
        status: 'pending',
        chatId: deleteField(),
      }),
    );
    await assertFails(updateDoc(doc(visitor(), 'debateRequests/bobPending'), { timeLimit: 60 }));
  });
});

// ——— chats: debate updates ———

type DebatePhase = 'waiting' | 'running' | 'timeUp';

function debateChat(phase: DebatePhase, readiness = { alice: false, bob: false }) {
  const now = Date.now();
  const started = phase !== 'waiting';
  const end = phase === 'timeUp' ? now - 60_000 : now + 15 * 60_000;
  return {
    participants: ['alice', 'bob'],
    participantDetails: {
      alice: { phoneNumber: PHONES.alice },
      bob: { phoneNumber: PHONES.bob },
    },
    isDebate: true,
    status: 'active',
    createdAt: Timestamp.fromMillis(now - 30 * 60_000),
    debateTopic: 'Tea or coffee',
    creatorStance: 'Tea',
    debateRequestId: 'req-1',
    debateTimeLimit: 15,
    debateStartTime: started ? Timestamp.fromMillis(end - 15 * 60_000) : null,
    debateEndTime: started ? Timestamp.fromMillis(end) : null,
    debateStatus: started ? 'in_progress' : 'waiting_to_start',
    participantReadiness: started ? { alice: true, bob: true } : readiness,
    evaluationReadiness: { alice: false, bob: false },
    evaluationRequested: false,
  };
}

async function seedChat(phase: DebatePhase, readiness?: { alice: boolean; bob: boolean }) {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'chats/d1'), debateChat(phase, readiness));
  });
}

function ready(db: Db, uid: string, value: unknown) {
  return updateDoc(doc(db, 'chats/d1'), new FieldPath('participantReadiness', uid), value);
}

describe("chats: readiness is the setDebateReadiness function's", () => {
  test('refuses a debater marking themselves ready or not ready (the function does it)', async () => {
    await seedChat('waiting');
    await assertFails(ready(alice(), 'alice', true));
    await assertFails(ready(bob(), 'bob', true));
    await seedChat('waiting', { alice: true, bob: false });
    await assertFails(ready(alice(), 'alice', false));
    // The whole map, as the owner, is refused the same way.
    await assertFails(
      updateDoc(doc(alice(), 'chats/d1'), { participantReadiness: { alice: true, bob: false } }),
    );
  });

  test('refuses marking the other participant, or as an outsider or signed out', async () => {
    await seedChat('waiting');
    await assertFails(ready(alice(), 'bob', true));
    await assertFails(ready(mallory(), 'mallory', true));
    await assertFails(ready(mallory(), 'alice', true));
    await assertFails(ready(visitor(), 'alice', true));
    // Replacing the whole map to flip both at once is the same refusal.
    await assertFails(
      updateDoc(doc(alice(), 'chats/d1'), { participantReadiness: { alice: true, bob: true } }),
    );
    // Adding a third key is too.
    await assertFails(ready(alice(), 'mallory', true));
  });

  test('refuses readiness that is not a boolean, or that rides along with other changes', async () => {
    await seedChat('waiting');
    await assertFails(ready(alice(), 'alice', 'yes'));
    await assertFails(
      updateDoc(
        doc(alice(), 'chats/d1'),
        new FieldPath('participantReadiness', 'alice'),
        true,
        'debateStatus',
        'in_progress',
      ),
    );
  });

  test('refuses readiness once the debate has started', async () => {
    await seedChat('running');
    await assertFails(ready(alice(), 'alice', false));
  });

  test('refuses client writes of the start, the end, the debate status, the winner and the status', async () => {
    await seedChat('waiting', { alice: true, bob: true });
    const db = alice();
    const now = Timestamp.now();
    await assertFails(updateDoc(doc(db, 'chats/d1'), { debateStatus: 'in_progress' }));
    await assertFails(updateDoc(doc(db, 'chats/d1'), { debateStartTime: now }));
    await assertFails(updateDoc(doc(db, 'chats/d1'), { debateEndTime: now }));
    await assertFails(updateDoc(doc(db, 'chats/d1'), { winner: 'alice' }));
    await assertFails(updateDoc(doc(db, 'chats/d1'), { status: 'completed' }));
  });

  test('refuses deleting a debate chat, even to a participant', async () => {
    await seedChat('waiting');
    await assertFails(deleteDoc(doc(alice(), 'chats/d1')));
    await assertFails(deleteDoc(doc(mallory(), 'chats/d1')));
  });
});

describe('chats: time up', () => {
  test('a participant marks the debate completed once the end time has passed', async () => {
    await seedChat('timeUp');
    await assertSucceeds(updateDoc(doc(bob(), 'chats/d1'), { status: 'completed' }));
  });

  test('refuses completion before the end time', async () => {
    await seedChat('running');
    await assertFails(updateDoc(doc(alice(), 'chats/d1'), { status: 'completed' }));
  });

  test('refuses completion before the start, by an outsider, or with other changes', async () => {
    await seedChat('waiting');
    await assertFails(updateDoc(doc(alice(), 'chats/d1'), { status: 'completed' }));
    await seedChat('timeUp');
    await assertFails(updateDoc(doc(mallory(), 'chats/d1'), { status: 'completed' }));
    await assertFails(updateDoc(doc(visitor(), 'chats/d1'), { status: 'completed' }));
    await assertFails(
      updateDoc(doc(alice(), 'chats/d1'), { status: 'completed', debateStatus: 'completed' }),
    );
    await assertFails(
      updateDoc(doc(alice(), 'chats/d1'), { status: 'completed', winner: 'alice' }),
    );
    await assertFails(updateDoc(doc(alice(), 'chats/d1'), { status: 'active', winner: 'alice' }));
  });

  test('refuses any status but completed after the time is up', async () => {
    await seedChat('timeUp');
    await assertFails(updateDoc(doc(alice(), 'chats/d1'), { status: 'archived' }));
  });
});

// ——— chats/{id}/messages: a debate's messages by phase (docs/decisions/0013-chat.md §6) ———

function debateMessage(db: Db, uid: string, id: string, content = 'Hello before we start') {
  return setDoc(doc(db, 'chats/d1/messages', id), {
    senderId: uid,
    senderPhone: PHONES[uid as keyof typeof PHONES] ?? '+15550109999',
    content,
    chatId: 'd1',
    timestamp: serverTimestamp(),
    n: 1,
  });
}

describe('chats: debate messages before, during and after the debate', () => {
  test('both debaters may write while the debate waits to start (pre-start messages)', async () => {
    await seedChat('waiting');
    await assertSucceeds(debateMessage(alice(), 'alice', 'pre-a'));
    await assertSucceeds(debateMessage(bob(), 'bob', 'pre-b'));
    // and still while one of them is ready
    await seedChat('waiting', { alice: true, bob: false });
    await assertSucceeds(debateMessage(bob(), 'bob', 'pre-c'));
  });

  test('before the start an outsider, a visitor, or a debater writing as the other is refused', async () => {
    await seedChat('waiting');
    await assertFails(debateMessage(mallory(), 'mallory', 'pre-m'));
    await assertFails(debateMessage(visitor(), 'alice', 'pre-v'));
    await assertFails(debateMessage(alice(), 'bob', 'pre-x'));
  });

  test('before the start the length bound and the server time still hold', async () => {
    await seedChat('waiting');
    await assertSucceeds(debateMessage(alice(), 'alice', 'pre-max', 'x'.repeat(4000)));
    await assertFails(debateMessage(alice(), 'alice', 'pre-long', 'x'.repeat(4001)));
    await assertFails(debateMessage(alice(), 'alice', 'pre-blank', '   '));
    await assertFails(
      setDoc(doc(alice(), 'chats/d1/messages/pre-time'), {
        senderId: 'alice',
        senderPhone: PHONES.alice,
        content: 'Backdated',
        chatId: 'd1',
        timestamp: Timestamp.fromMillis(Date.now() - 3_600_000),
      }),
    );
  });

  test('while the debate runs both write; once time is up or it is completed, nobody does', async () => {
    await seedChat('running');
    await assertSucceeds(debateMessage(alice(), 'alice', 'run-a'));
    await seedChat('timeUp');
    await assertFails(debateMessage(alice(), 'alice', 'late-a'));
    await seed(env(), async (db) => {
      await setDoc(doc(db, 'chats/d1'), { ...debateChat('running'), status: 'completed' });
    });
    await assertFails(debateMessage(bob(), 'bob', 'late-b'));
    // A completed chat that never started (a stale waiting status) takes none either.
    await seed(env(), async (db) => {
      await setDoc(doc(db, 'chats/d1'), { ...debateChat('waiting'), status: 'completed' });
    });
    await assertFails(debateMessage(bob(), 'bob', 'late-c'));
  });

  test('a block refuses pre-start messages too', async () => {
    await seedChat('waiting');
    await seed(env(), async (db) => {
      await setDoc(doc(db, 'users/bob/blocks/alice'), { blockedAt: Timestamp.now() });
    });
    await assertFails(debateMessage(alice(), 'alice', 'pre-blocked'));
    await assertFails(debateMessage(bob(), 'bob', 'pre-blocker'));
  });
});
