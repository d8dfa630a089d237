/**
 * Rules for the chat document itself (docs/decisions/0012-safety.md §3): no client creates a chat
 * (the openDirectChat and acceptDebateRequest functions do, with server-read participantDetails),
 * nothing a participant may change can pad one, and the last-message preview moves only beside a
 * real new message of the caller's in the same batch.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const PHONES = { alice: '+15550200001', bob: '+15550200002', mallory: '+15550200003' };
const CHAT = 'alice_bob';

type Db = ReturnType<RulesTestContext['firestore']>;
const alice = () => phoneUser(env(), 'alice', PHONES.alice).firestore();
const bob = () => phoneUser(env(), 'bob', PHONES.bob).firestore();
const mallory = () => phoneUser(env(), 'mallory', PHONES.mallory).firestore();
const visitor = () => env().unauthenticatedContext().firestore();

function directChat(extra: Record<string, unknown> = {}) {
  return {
    participants: ['alice', 'bob'],
    participantDetails: { alice: { phoneNumber: PHONES.alice }, bob: { phoneNumber: PHONES.bob } },
    isDebate: false,
    status: 'active',
    createdAt: serverTimestamp(),
    ...extra,
  };
}

async function seedWorld() {
  await seed(env(), async (db) => {
    for (const uid of ['alice', 'bob', 'mallory']) {
      await setDoc(doc(db, 'users', uid), { uid, phoneNumber: PHONES[uid as 'alice'] });
    }
    await setDoc(doc(db, 'chats', CHAT), { ...directChat(), createdAt: Timestamp.now() });
    await setDoc(doc(db, 'chats', CHAT, 'messages', 'fromBob'), {
      senderId: 'bob',
      senderPhone: PHONES.bob,
      content: 'hi',
      chatId: CHAT,
      timestamp: Timestamp.now(),
    });
  });
}

/** A new message and the chat's preview in one batch, as src/data/messages.ts writes them. */
function sendWithPreview(
  db: Db,
  sender: string,
  id: string,
  preview: Record<string, unknown> = {},
  content = 'Hello there',
) {
  const batch = writeBatch(db as unknown as Firestore);
  batch.set(doc(db as unknown as Firestore, 'chats', CHAT, 'messages', id), {
    senderId: sender,
    senderPhone: PHONES[sender as 'alice'] ?? '',
    content,
    chatId: CHAT,
    timestamp: serverTimestamp(),
    n: 1,
  });
  batch.update(doc(db as unknown as Firestore, 'chats', CHAT), {
    lastMessage: content.slice(0, 200),
    lastMessageTime: serverTimestamp(),
    lastMessageId: id,
    ...preview,
  });
  return batch.commit();
}

describe('chats: create', () => {
  test('refuses every client, even a participant creating the pair’s valid normal chat', async () => {
    await seedWorld();
    const chat = (db: Db) => doc(db as unknown as Firestore, 'chats', 'alice_mallory');
    const valid = {
      ...directChat(),
      participants: ['alice', 'mallory'],
      participantDetails: {
        alice: { phoneNumber: PHONES.alice },
        mallory: { phoneNumber: PHONES.mallory },
      },
    };
    await assertFails(setDoc(chat(alice()), valid));
    await assertFails(setDoc(chat(mallory()), valid));
    await assertFails(setDoc(chat(visitor()), valid));
  });

  test('refuses a padded chat and a self-made debate', async () => {
    await seedWorld();
    const padded = directChat({
      participants: ['alice', 'mallory'],
      participantDetails: {
        alice: { phoneNumber: PHONES.alice, displayName: 'x'.repeat(900_000) },
        mallory: { phoneNumber: PHONES.mallory },
      },
    });
    await assertFails(setDoc(doc(alice(), 'chats', 'alice_mallory'), padded));
    await assertFails(
      setDoc(doc(alice(), 'chats', 'my-debate'), directChat({ isDebate: true, debateTopic: 'x' })),
    );
  });
});

describe('chats: the last-message preview', () => {
  test('moves with a new message of the caller’s in the same batch', async () => {
    await seedWorld();
    await assertSucceeds(sendWithPreview(alice(), 'alice', 'm-alice-1'));
    await assertSucceeds(sendWithPreview(bob(), 'bob', 'm-bob-1', {}, 'b'.repeat(4000)));
  });

  test('refuses a preview rewrite without a message (the once-a-second rewrite attack)', async () => {
    await seedWorld();
    const chat = doc(alice(), 'chats', CHAT);
    await assertFails(
      updateDoc(chat, { lastMessage: 'Pay me', lastMessageTime: serverTimestamp() }),
    );
    // Naming a message that exists already (Bob's), or one that is not written.
    await assertFails(
      updateDoc(chat, {
        lastMessage: 'Pay me',
        lastMessageTime: serverTimestamp(),
        lastMessageId: 'fromBob',
      }),
    );
    await assertFails(
      updateDoc(chat, {
        lastMessage: 'Pay me',
        lastMessageTime: serverTimestamp(),
        lastMessageId: 'never-written',
      }),
    );
  });

  test('refuses an oversize or non-text preview, a client time and a bad message id', async () => {
    await seedWorld();
    await assertFails(sendWithPreview(alice(), 'alice', 'm1', { lastMessage: 'x'.repeat(201) }));
    await assertFails(
      sendWithPreview(alice(), 'alice', 'm2', { lastMessage: 'x'.repeat(500_000) }),
    );
    await assertFails(sendWithPreview(alice(), 'alice', 'm3', { lastMessage: 42 }));
    await assertFails(
      sendWithPreview(alice(), 'alice', 'm4', { lastMessageTime: Timestamp.fromMillis(0) }),
    );
    await assertFails(sendWithPreview(alice(), 'alice', 'm5', { lastMessageId: 'm5/../x' }));
    // The preview must name the message of this batch, not an older one.
    await assertFails(sendWithPreview(alice(), 'alice', 'm6', { lastMessageId: 'fromBob' }));
  });

  test('refuses riding other changes along with a real message', async () => {
    await seedWorld();
    await assertFails(
      sendWithPreview(alice(), 'alice', 'm1', {
        participantDetails: {
          alice: { phoneNumber: PHONES.alice, displayName: 'x'.repeat(10_000) },
          bob: { phoneNumber: PHONES.bob },
        },
      }),
    );
    await assertFails(sendWithPreview(alice(), 'alice', 'm2', { padding: 'x'.repeat(10_000) }));
    await assertFails(sendWithPreview(alice(), 'alice', 'm3', { participants: ['alice'] }));
  });

  test('refuses an outsider and a signed-out visitor', async () => {
    await seedWorld();
    await assertFails(sendWithPreview(mallory(), 'mallory', 'm-mallory'));
    await assertFails(sendWithPreview(visitor(), 'alice', 'm-visitor'));
  });
});

describe('chats: nothing a participant may change pads the document', () => {
  test('participantDetails, participants and new keys are never client-writable', async () => {
    await seedWorld();
    const chat = doc(alice(), 'chats', CHAT);
    await assertFails(
      updateDoc(chat, { 'participantDetails.alice.displayName': 'x'.repeat(100_000) }),
    );
    await assertFails(updateDoc(chat, { 'participantDetails.zzz': { phoneNumber: '+1' } }));
    await assertFails(updateDoc(chat, { participants: ['alice', 'bob', 'mallory'] }));
    await assertFails(updateDoc(chat, { padding: 'x'.repeat(100_000) }));
  });
});
