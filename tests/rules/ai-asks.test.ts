/**
 * Asking the AI debater to answer (chats/{chatId}/aiAsks/{messageId}, firestore.rules): the
 * person writes an ask only in a practice debate of theirs, in the same batch as a new
 * message of their own that it names (src/data/messages.ts). Nobody asks for a message that
 * already exists (a repeat ask), for someone else's message, without a message, in any other
 * chat, or with more than the two fields; nobody reads, changes or deletes an ask.
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
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { AI_DEBATER_UID } from '@/domain/practice';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const PRACTICE = 'practice-alice1';
const MALLORY_PRACTICE = 'practice-mallory1';
const PAIRED = 'paired-1';
const later = new Date(Date.now() + 3_600_000);

const alice = () => phoneUser(env(), 'alice', '+15550000001').firestore() as unknown as Firestore;
const mallory = () =>
  phoneUser(env(), 'mallory', '+15550000666').firestore() as unknown as Firestore;
const signedOut = () => env().unauthenticatedContext().firestore() as unknown as Firestore;

function debate(uid: string, other: string, matchOrigin: string) {
  return {
    participants: [uid, other],
    participantDetails: { [uid]: { displayName: uid }, [other]: { displayName: other } },
    isDebate: true,
    isPublic: false,
    phoneless: true,
    matchOrigin,
    status: 'active',
    debateTopic: 'Cats',
    debateStatus: 'in_progress',
    debateStartTime: new Date(),
    debateEndTime: later,
  };
}

async function seedChats() {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'chats', PRACTICE), debate('alice', AI_DEBATER_UID, 'practice'));
    await setDoc(doc(db, 'chats', MALLORY_PRACTICE), debate('mallory', AI_DEBATER_UID, 'practice'));
    await setDoc(doc(db, 'chats', PAIRED), debate('alice', 'bob', 'quick_match'));
    await setDoc(doc(db, 'chats', PRACTICE, 'messages', 'old'), {
      senderId: 'alice',
      content: 'said before',
      chatId: PRACTICE,
      timestamp: new Date(),
    });
    await setDoc(doc(db, 'chats', PRACTICE, 'aiAsks', 'old'), {
      messageId: 'old',
      at: new Date(),
    });
  });
}

function message(chatId: string, senderId: string) {
  return { senderId, content: 'my point', chatId, timestamp: serverTimestamp(), n: 1 };
}

/** A message and its ask in one batch, as the app writes them. */
function sayAndAsk(
  db: Firestore,
  chatId: string,
  senderId: string,
  messageId: string,
  ask: Record<string, unknown> = { messageId, at: serverTimestamp() },
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'chats', chatId, 'messages', messageId), message(chatId, senderId));
  batch.set(doc(db, 'chats', chatId, 'aiAsks', messageId), ask);
  return batch.commit();
}

describe('chats/{chatId}/aiAsks/{messageId}', () => {
  test('the person asks beside a new message of theirs in their practice debate', async () => {
    await seedChats();
    await assertSucceeds(sayAndAsk(alice(), PRACTICE, 'alice', 'm1'));
  });

  test('another signed-in user may not ask in it, nor may a signed-out visitor', async () => {
    await seedChats();
    await assertFails(sayAndAsk(mallory(), PRACTICE, 'mallory', 'm2'));
    await assertFails(
      setDoc(doc(mallory(), 'chats', PRACTICE, 'aiAsks', 'm2'), {
        messageId: 'm2',
        at: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(signedOut(), 'chats', PRACTICE, 'aiAsks', 'm3'), {
        messageId: 'm3',
        at: serverTimestamp(),
      }),
    );
  });

  test('no ask without its new message, nor a repeat ask for a message already written', async () => {
    await seedChats();
    await assertFails(
      setDoc(doc(alice(), 'chats', PRACTICE, 'aiAsks', 'm4'), {
        messageId: 'm4',
        at: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(alice(), 'chats', PRACTICE, 'aiAsks', 'old'), {
        messageId: 'old',
        at: serverTimestamp(),
      }),
    );
  });

  test('no ask for a message of someone else, naming another message, or with other fields', async () => {
    await seedChats();
    // Alice's message in Mallory's debate is refused with it; Mallory's own ask names only hers.
    await assertFails(sayAndAsk(alice(), MALLORY_PRACTICE, 'alice', 'm5'));
    await assertFails(
      sayAndAsk(alice(), PRACTICE, 'alice', 'm6', { messageId: 'old', at: serverTimestamp() }),
    );
    await assertFails(
      sayAndAsk(alice(), PRACTICE, 'alice', 'm7', {
        messageId: 'm7',
        at: serverTimestamp(),
        priority: 'high',
      }),
    );
    await assertFails(
      sayAndAsk(alice(), PRACTICE, 'alice', 'm8', { messageId: 'm8', at: new Date(0) }),
    );
  });

  test('no ask in a debate that is not practice, though the message itself is taken', async () => {
    await seedChats();
    await assertFails(sayAndAsk(alice(), PAIRED, 'alice', 'm9'));
    await assertSucceeds(
      setDoc(doc(alice(), 'chats', PAIRED, 'messages', 'm9'), message(PAIRED, 'alice')),
    );
  });

  test('a banned person asks nothing', async () => {
    await seedChats();
    await seed(env(), (db) => setDoc(doc(db, 'bans', 'alice'), { at: new Date() }));
    await assertFails(sayAndAsk(alice(), PRACTICE, 'alice', 'm10'));
  });

  test('nobody reads, lists, changes or deletes an ask, not even the person', async () => {
    await seedChats();
    for (const db of [alice(), mallory(), signedOut()]) {
      await assertFails(getDoc(doc(db, 'chats', PRACTICE, 'aiAsks', 'old')));
      await assertFails(getDocs(collection(db, 'chats', PRACTICE, 'aiAsks')));
      await assertFails(updateDoc(doc(db, 'chats', PRACTICE, 'aiAsks', 'old'), { at: 1 }));
      await assertFails(deleteDoc(doc(db, 'chats', PRACTICE, 'aiAsks', 'old')));
    }
  });
});
