/**
 * Moderation rules: users/{uid}/blocks (the owner reads their own, nobody writes), reports
 * and bans (no client access at all), a block on either side refusing messages, and a
 * banned account refused by every client write rule (notBanned()).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { clientWrites, seedBannedWorld } from './moderation-writes';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const PHONES = { alice: '+15550001001', bob: '+15550001002', mallory: '+15550001666' };
const as = (uid: keyof typeof PHONES) => phoneUser(env(), uid, PHONES[uid]).firestore();
const visitor = () => env().unauthenticatedContext().firestore();
type Db = ReturnType<typeof visitor>;

const CHAT = 'alice_bob';

async function seedBlock(blocker: string, blocked: string) {
  await seed(env(), (db) =>
    setDoc(doc(db, 'users', blocker, 'blocks', blocked), {
      blockedAt: new Date(),
      displayName: blocked,
    }),
  );
}

async function seedChat(id = CHAT, extra: Record<string, unknown> = {}) {
  await seed(env(), (db) =>
    setDoc(doc(db, 'chats', id), {
      participants: ['alice', 'bob'],
      participantDetails: {
        alice: { phoneNumber: PHONES.alice },
        bob: { phoneNumber: PHONES.bob },
      },
      isDebate: false,
      status: 'active',
      createdAt: new Date(),
      ...extra,
    }),
  );
}

function message(db: Db, sender: 'alice' | 'bob', id: string, chatId = CHAT) {
  return setDoc(doc(db, 'chats', chatId, 'messages', id), {
    senderId: sender,
    senderPhone: PHONES[sender],
    content: 'hello',
    chatId,
    timestamp: serverTimestamp(),
    n: 1,
  });
}

describe('users/{uid}/blocks/{blockedUid}', () => {
  test('the owner gets and lists their own blocks', async () => {
    await seedBlock('alice', 'mallory');
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice/blocks/mallory')));
    await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/blocks')));
  });

  test('another user cannot see whom someone blocked, not even the person blocked', async () => {
    await seedBlock('alice', 'mallory');
    await assertFails(getDoc(doc(as('mallory'), 'users/alice/blocks/mallory')));
    await assertFails(getDocs(collection(as('mallory'), 'users/alice/blocks')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice/blocks/mallory')));
  });

  test('a signed-out visitor reads nothing', async () => {
    await seedBlock('alice', 'mallory');
    await assertFails(getDoc(doc(visitor(), 'users/alice/blocks/mallory')));
    await assertFails(getDocs(collection(visitor(), 'users/alice/blocks')));
  });

  test('nobody writes a block, not even the owner (blockUser / unblockUser do)', async () => {
    await seedBlock('alice', 'mallory');
    for (const db of [as('alice'), as('mallory'), visitor()]) {
      await assertFails(setDoc(doc(db, 'users/alice/blocks/bob'), { blockedAt: new Date() }));
      await assertFails(updateDoc(doc(db, 'users/alice/blocks/mallory'), { displayName: 'x' }));
      await assertFails(deleteDoc(doc(db, 'users/alice/blocks/mallory')));
    }
    // Nor does a blocked person block themselves out of someone's list.
    await assertFails(deleteDoc(doc(as('mallory'), 'users/alice/blocks/mallory')));
  });
});

describe('reports/{id} and bans/{uid}: no client access', () => {
  test('nobody reads, lists or writes a report, not even its reporter or the reported', async () => {
    await seed(env(), (db) =>
      setDoc(doc(db, 'reports/r1'), {
        reporterUid: 'alice',
        reportedUid: 'mallory',
        status: 'open',
      }),
    );
    for (const db of [as('alice'), as('mallory'), visitor()]) {
      await assertFails(getDoc(doc(db, 'reports/r1')));
      await assertFails(getDocs(collection(db, 'reports')));
      await assertFails(setDoc(doc(db, 'reports/r2'), { reporterUid: 'alice', reason: 'spam' }));
      await assertFails(updateDoc(doc(db, 'reports/r1'), { status: 'resolved' }));
      await assertFails(deleteDoc(doc(db, 'reports/r1')));
    }
  });

  test('nobody reads or writes a ban, not even the banned account', async () => {
    await seed(env(), (db) => setDoc(doc(db, 'bans/mallory'), { uid: 'mallory' }));
    for (const db of [as('mallory'), as('alice'), visitor()]) {
      await assertFails(getDoc(doc(db, 'bans/mallory')));
      await assertFails(getDocs(collection(db, 'bans')));
      await assertFails(deleteDoc(doc(db, 'bans/mallory')));
      await assertFails(setDoc(doc(db, 'bans/alice'), { uid: 'alice' }));
      await assertFails(updateDoc(doc(db, 'bans/mallory'), { uid: 'x' }));
    }
  });
});

describe('messages between people who blocked each other', () => {
  test('a blocked person cannot message the blocker', async () => {
    await seedChat();
    await assertSucceeds(message(as('bob'), 'bob', 'before'));
    await seedBlock('alice', 'bob');
    await assertFails(message(as('bob'), 'bob', 'after'));
  });

  test('the blocker cannot message the person they blocked until they unblock', async () => {
    await seedChat();
    await seedBlock('alice', 'bob');
    await assertFails(message(as('alice'), 'alice', 'while-blocked'));
    await seed(env(), (db) => deleteDoc(doc(db, 'users/alice/blocks/bob')));
    await assertSucceeds(message(as('alice'), 'alice', 'after-unblock'));
    await assertSucceeds(message(as('bob'), 'bob', 'reply'));
  });

  test('a block of someone else does not touch the pair', async () => {
    await seedChat();
    await seedBlock('alice', 'mallory');
    await seedBlock('mallory', 'bob');
    await assertSucceeds(message(as('alice'), 'alice', 'a'));
    await assertSucceeds(message(as('bob'), 'bob', 'b'));
  });

  test('a running debate refuses messages too once either side blocks', async () => {
    await seedChat('debate-1', {
      isDebate: true,
      debateStatus: 'in_progress',
      debateEndTime: new Date(Date.now() + 3_600_000),
    });
    await assertSucceeds(message(as('bob'), 'bob', 'arg-1', 'debate-1'));
    await seedBlock('bob', 'alice');
    await assertFails(message(as('alice'), 'alice', 'arg-2', 'debate-1'));
    await assertFails(message(as('bob'), 'bob', 'arg-3', 'debate-1'));
  });
});

describe('a banned account: every client write refused at once', () => {
  for (const write of clientWrites(PHONES.mallory)) {
    test(`${write.name}: allowed before the ban, refused after`, async () => {
      await seedBannedWorld(env(), PHONES);
      await write.before?.(env());
      // The same write with the same token succeeds while there is no ban...
      await assertSucceeds(write.run(as('mallory'), 'control'));
      await seedBannedWorld(env(), PHONES);
      await write.before?.(env());
      await seed(env(), (db) => setDoc(doc(db, 'bans/mallory'), { uid: 'mallory' }));
      // ...and is refused once bans/mallory exists.
      await assertFails(write.run(as('mallory'), 'banned'));
    });
  }
});
