/**
 * The rules matrix: every collection and subcollection × get, list, create, update, delete ×
 * the owner or participant, another signed-in user, and a signed-out visitor. Each case says
 * whether it must be allowed; the run prints the table and the figure that matters: how many
 * unauthorised operations were accepted (it must be 0).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { phoneUser, seed as seedAsAdmin, useRulesEnvironment } from './support';

// The matrix clears and seeds its world itself, only when a case may have changed it.
const env = useRulesEnvironment({ clearBeforeEach: false });

type Role = 'owner' | 'other' | 'anon';
type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const ROLES: Role[] = ['owner', 'other', 'anon'];
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

const ALICE = 'alice';
const BOB = 'bob';
const MALLORY = 'mallory';
const PHONES: Record<string, string> = {
  alice: '+15550000001',
  bob: '+15550000002',
  carol: '+15550000003',
  mallory: '+15550000666',
};
const PAIR = `${ALICE}_${BOB}`;
/** Alice's chat with Carol, from before she blocked Carol (the seed's block). */
const BLOCKED_PAIR = 'blocked-pair';
const DEBATE = 'debate-1';
/**
 * A public debate (docs/decisions/0014-arena.md §3): watched by anyone signed in, written by its
 * debaters only.
 */
const PUBLIC_DEBATE = 'public-debate-1';
/** A debate still waiting to start (pre-start messages, docs/decisions/0013-chat.md §6). */
const WAITING_DEBATE = 'waiting-debate-1';
/** A debate Quick Match paired between strangers (phoneless). */
const PAIRED_DEBATE = 'paired-debate-1';
/** A practice debate against the AI debater (functions/src/practice). */
const PRACTICE_DEBATE = 'practice-alice-1';
const longAgo = Timestamp.fromMillis(Date.now() - 3_600_000);

/**
 * One client per role for the whole matrix: a new one per case would be a new app and a new
 * connection each time (most of a case's time). Every read here goes to the server, and a
 * refused write is rolled back in the client, so nothing of one case reaches the next.
 */
const clients = new Map<Role, Firestore>();
function dbFor(role: Role): Firestore {
  let db = clients.get(role);
  if (!db) {
    const uid = role === 'owner' ? ALICE : MALLORY;
    const context =
      role === 'anon' ? env().unauthenticatedContext() : phoneUser(env(), uid, PHONES[uid]);
    db = context.firestore() as unknown as Firestore;
    clients.set(role, db);
  }
  return db;
}

/** The acting user's id, for payloads written "as themselves". */
function actor(role: Role): string {
  return role === 'owner' ? ALICE : MALLORY;
}

interface Collection {
  name: string;
  /** Which roles each operation must allow; everything else must be refused. */
  allowed: Record<Op, Role[]>;
  run: Record<Op, (db: Firestore, role: Role) => Promise<unknown>>;
}

const later = Timestamp.fromMillis(Date.now() + 3_600_000);

/** Functions-only bookkeeping: no client reads or writes any of it. */
const CLOSED_COLLECTIONS = [
  'pushes',
  'pushLog',
  'messagePushes',
  'emulatorConfig',
  'acceptNotices',
  'requestLocks',
] as const;

/**
 * The world every case starts from, written in one batch (one round trip, not one a
 * document: the matrix seeds it before each of its hundreds of cases).
 */
async function seedWorld() {
  await seed(env(), async (db) => {
    const batch = writeBatch(db);
    // The public profile; the phone and last activity are the private account's.
    const user = (uid: string) => ({ uid, fallbackName: `Name${uid}`, createdAt: new Date() });
    for (const uid of [ALICE, BOB, MALLORY, 'carol']) {
      batch.set(doc(db, 'users', uid), { ...user(uid), avatarAt: new Date() });
      batch.set(doc(db, 'avatars', uid), picture(new Date()));
      batch.set(doc(db, 'users', uid, 'private', 'account'), {
        phoneNumber: PHONES[uid],
        lastActive: new Date(),
      });
    }
    batch.set(doc(db, 'users', ALICE, 'medals', 'm1'), {
      id: 'm1',
      topic: 'Cats',
      stance: 'For',
      wonAt: 1,
      opponentPhone: PHONES.bob,
      aiAnalysis: 'Good',
    });
    batch.set(doc(db, 'users', ALICE, 'ratingHistory', DEBATE), {
      chatId: DEBATE,
      uid: ALICE,
      opponentId: BOB,
      score: 1,
      before: 1200,
      after: 1216,
      change: 16,
      at: new Date(),
    });
    batch.set(doc(db, 'users', ALICE, 'ratingSeries', 'recent'), {
      points: [{ chatId: DEBATE, rating: 1662, at: 1 }],
      count: 1,
    });
    batch.set(doc(db, 'ratingPairs', PAIR), {
      uids: [ALICE, BOB],
      rated: [{ chatId: DEBATE, at: 1 }],
    });
    batch.set(doc(db, 'ratingStats', 'counts'), { counts: { '1216': 1, '1184': 1 } });
    batch.set(doc(db, 'leaderboard', 'top'), {
      rows: [{ uid: ALICE, fallbackName: 'Namealice', rating: 1216, wins: 1, totalDebates: 1 }],
      computedAt: new Date(),
    });
    batch.set(doc(db, 'users', ALICE, 'contacts', BOB), {
      uid: BOB,
      phoneNumber: PHONES.bob,
      addedAt: new Date(),
    });
    batch.set(doc(db, 'users', ALICE, 'phoneAccess', BOB), { added: new Date() });
    batch.set(doc(db, 'users', ALICE, 'fcmTokens', 'token-1'), {
      token: 'token-1',
      createdAt: new Date(),
      lastSeen: new Date(),
      userAgent: 'test',
    });
    batch.set(doc(db, 'users', ALICE, 'mutes', DEBATE), { mutedAt: new Date() });
    batch.set(doc(db, 'userIndex', ALICE), {
      uid: ALICE,
      fallbackName: 'Namealice',
      nameLower: 'alice',
      tokens: ['al'],
    });
    batch.set(doc(db, 'chats', PAIR), {
      participants: [ALICE, BOB],
      participantDetails: {
        [ALICE]: { phoneNumber: PHONES.alice },
        [BOB]: { phoneNumber: PHONES.bob },
      },
      isDebate: false,
      status: 'active',
      createdAt: new Date(),
    });
    batch.set(doc(db, 'chats', DEBATE), {
      participants: [ALICE, BOB],
      participantDetails: {
        [ALICE]: { phoneNumber: PHONES.alice },
        [BOB]: { phoneNumber: PHONES.bob },
      },
      isDebate: true,
      status: 'active',
      createdAt: new Date(),
      debateTopic: 'Cats',
      creatorStance: 'For',
      debateTimeLimit: 30,
      debateStatus: 'in_progress',
      debateStartTime: new Date(),
      debateEndTime: later,
      participantReadiness: { [ALICE]: true, [BOB]: true },
      evaluationReadiness: { [ALICE]: false, [BOB]: false },
      evaluationRequested: false,
    });
    batch.set(doc(db, 'chats', PUBLIC_DEBATE), {
      participants: [ALICE, BOB],
      participantDetails: { [ALICE]: { displayName: 'Alice' }, [BOB]: { displayName: 'Bob' } },
      isDebate: true,
      isPublic: true,
      status: 'active',
      createdAt: new Date(),
      debateTopic: 'Cats',
      creatorStance: 'For',
      debateTimeLimit: 30,
      debateStatus: 'in_progress',
      debateStartTime: new Date(),
      debateEndTime: later,
      participantReadiness: { [ALICE]: true, [BOB]: true },
      evaluationReadiness: { [ALICE]: false, [BOB]: false },
      evaluationRequested: false,
    });
    batch.set(doc(db, 'chats', PUBLIC_DEBATE, 'messages', 'm1'), {
      senderId: BOB,
      content: 'hi watchers',
      chatId: PUBLIC_DEBATE,
      timestamp: new Date(),
    });
    batch.set(doc(db, 'chats', PUBLIC_DEBATE, 'spectators', 'carol'), { seenAt: new Date() });
    for (const uid of [ALICE, BOB]) {
      batch.set(doc(db, 'chats', PAIR, 'members', uid), {
        readUpTo: longAgo,
        viewing: false,
        viewingAt: longAgo,
        typingAt: null,
      });
    }
    batch.set(doc(db, 'debateResults', PUBLIC_DEBATE), {
      chatId: PUBLIC_DEBATE,
      participant1Id: ALICE,
      participant2Id: BOB,
      winner: 'Alice',
    });
    batch.set(doc(db, 'chats', PAIR, 'messages', 'm1'), {
      senderId: BOB,
      senderPhone: PHONES.bob,
      content: 'hi',
      chatId: PAIR,
      timestamp: new Date(),
    });
    batch.set(doc(db, 'debateRequests', 'r1'), {
      userId: ALICE,
      userPhone: PHONES.alice,
      topic: 'Cats',
      stance: 'For',
      timeLimit: 30,
      timestamp: new Date(),
      status: 'pending',
    });
    // Bob challenges Alice: only she (and Bob) may read it (src/domain/challenges.ts).
    batch.set(doc(db, 'debateRequests', 'challenge-1'), {
      userId: BOB,
      userPhone: PHONES.bob,
      topic: 'Cats',
      stance: 'For',
      timeLimit: 30,
      timestamp: new Date(),
      status: 'challenge',
      challengedUid: ALICE,
      expiresAt: later,
    });
    batch.set(doc(db, 'debateResults', DEBATE), {
      chatId: DEBATE,
      participant1Id: ALICE,
      participant2Id: BOB,
      winner: 'Alice',
    });
    batch.set(doc(db, 'notifications', 'n1'), {
      userId: ALICE,
      type: 'debate_accepted',
      title: 't',
      message: 'm',
      read: false,
      createdAt: new Date(),
    });
    // Bob left a debate with Alice before it started (the exitDebate function's trace).
    batch.set(doc(db, 'debateExits', 'exited-1'), {
      participants: [ALICE, BOB],
      exitedBy: BOB,
      exitedByName: 'Bob',
      exitedAt: new Date(),
      debateTopic: 'Cats',
    });
    // A debate waiting to start takes its debaters' messages (docs/decisions/0013-chat.md §6).
    batch.set(doc(db, 'chats', WAITING_DEBATE), {
      participants: [ALICE, BOB],
      participantDetails: {
        [ALICE]: { phoneNumber: PHONES.alice },
        [BOB]: { phoneNumber: PHONES.bob },
      },
      isDebate: true,
      status: 'active',
      createdAt: new Date(),
      debateTopic: 'Cats',
      creatorStance: 'For',
      debateTimeLimit: 30,
      debateStatus: 'waiting_to_start',
      debateStartTime: null,
      debateEndTime: null,
      participantReadiness: { [ALICE]: false, [BOB]: false },
      evaluationReadiness: { [ALICE]: false, [BOB]: false },
      evaluationRequested: false,
    });
    batch.set(doc(db, 'chats', WAITING_DEBATE, 'messages', 'm1'), {
      senderId: BOB,
      senderPhone: PHONES.bob,
      content: 'hi before we start',
      chatId: WAITING_DEBATE,
      timestamp: new Date(),
    });
    for (const name of CLOSED_COLLECTIONS) batch.set(doc(db, name, 'seeded'), { at: new Date() });
    // Moderation: Alice blocked Carol; a report and a ban (of Carol) exist.
    batch.set(doc(db, 'users', ALICE, 'blocks', 'carol'), {
      blockedAt: new Date(),
      displayName: 'Carol',
    });
    for (const name of ['reports', 'bans']) batch.set(doc(db, name, 'seeded'), { at: new Date() });
    batch.set(doc(db, 'chats', BLOCKED_PAIR), {
      participants: [ALICE, 'carol'],
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: new Date(),
    });
    for (const uid of [ALICE, 'carol']) {
      batch.set(doc(db, 'chats', BLOCKED_PAIR, 'members', uid), {
        readUpTo: longAgo,
        viewing: false,
        viewingAt: longAgo,
        typingAt: null,
      });
    }
    // Alice's place in the Quick Match pool (joinQuickMatch writes it).
    batch.set(doc(db, 'matchPool', ALICE), {
      uid: ALICE,
      status: 'waiting',
      timeLimit: 15,
      category: null,
      rating: 1500,
      joinedAt: new Date(),
      lastSeenAt: new Date(),
    });
    // A Quick Match debate between strangers: names only, messages without phones.
    batch.set(doc(db, 'chats', PAIRED_DEBATE), {
      participants: [ALICE, BOB],
      participantDetails: { [ALICE]: { displayName: 'Alice' }, [BOB]: { displayName: 'Bob' } },
      isDebate: true,
      isPublic: false,
      phoneless: true,
      matchOrigin: 'quick_match',
      status: 'active',
      createdAt: new Date(),
      debateTopic: 'Cats',
      creatorStance: 'For',
      debateTimeLimit: 15,
      debateStatus: 'in_progress',
      debateStartTime: new Date(),
      debateEndTime: later,
      participantReadiness: { [ALICE]: true, [BOB]: true },
      evaluationReadiness: { [ALICE]: false, [BOB]: false },
      evaluationRequested: false,
    });
    batch.set(doc(db, 'chats', PAIRED_DEBATE, 'aiReplies', 'm1'), { state: 'done' });
    batch.set(doc(db, 'chats', PRACTICE_DEBATE), {
      participants: [ALICE, 'ai-debater'],
      participantDetails: {
        [ALICE]: { displayName: 'Alice' },
        'ai-debater': { displayName: 'AI debater' },
      },
      isDebate: true,
      isPublic: false,
      phoneless: true,
      matchOrigin: 'practice',
      status: 'active',
      createdAt: new Date(),
      debateTopic: 'Cats',
      debateTimeLimit: 15,
      debateStatus: 'in_progress',
      debateStartTime: new Date(),
      debateEndTime: later,
    });
    batch.set(doc(db, 'chats', PRACTICE_DEBATE, 'aiAsks', 'm1'), {
      messageId: 'm1',
      at: new Date(),
    });
    batch.set(doc(db, 'chats', PAIRED_DEBATE, 'messages', 'm1'), {
      senderId: BOB,
      content: 'hi stranger',
      chatId: PAIRED_DEBATE,
      timestamp: new Date(),
    });
    await batch.commit();
  });
}

const COLLECTIONS: Collection[] = [
  {
    name: 'users/{uid}',
    allowed: {
      get: ['owner', 'other'],
      list: [],
      create: ['owner'],
      update: ['owner'],
      delete: [],
    },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE)),
      list: (db) => getDocs(collection(db, 'users')),
      // The owner creates their own (fresh) profile; others try to create Alice's.
      create: (db, role) =>
        role === 'owner'
          ? deleteAndCreateProfile(db)
          : setDoc(doc(db, 'users', 'newcomer'), {
              uid: 'newcomer',
              createdAt: serverTimestamp(),
            }),
      update: (db) => updateDoc(doc(db, 'users', ALICE), { displayName: 'Alice' }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE)),
    },
  },
  {
    name: 'avatars/{uid}',
    allowed: {
      get: ['owner', 'other'],
      list: [],
      create: ['owner'],
      update: ['owner'],
      delete: ['owner'],
    },
    run: {
      get: (db) => getDoc(doc(db, 'avatars', ALICE)),
      list: (db) => getDocs(collection(db, 'avatars')),
      // The owner creates their first picture; others try to create Alice's.
      create: async (db, role) => {
        if (role === 'owner') {
          await seed(env(), async (admin) => {
            await deleteDoc(doc(admin, 'avatars', ALICE));
            await updateDoc(doc(admin, 'users', ALICE), { avatarAt: deleteField() });
          });
        }
        return writeAlicePicture(db);
      },
      update: (db) => writeAlicePicture(db),
      delete: (db) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, 'avatars', ALICE));
        batch.update(doc(db, 'users', ALICE), { avatarAt: deleteField() });
        return batch.commit();
      },
    },
  },
  {
    name: 'users/{uid}/private/account',
    allowed: { get: ['owner'], list: [], create: ['owner'], update: ['owner'], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'private', 'account')),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'private')),
      // The owner creates their own (fresh) account; others try to create Alice's.
      create: (db, role) =>
        role === 'owner'
          ? deleteAndCreateAccount(db)
          : setDoc(doc(db, 'users', ALICE, 'private', 'account'), {
              phoneNumber: PHONES[actor(role)] ?? '+15550000999',
              lastActive: serverTimestamp(),
            }),
      update: (db) =>
        updateDoc(doc(db, 'users', ALICE, 'private', 'account'), {
          lastActive: serverTimestamp(),
        }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'private', 'account')),
    },
  },
  {
    name: 'users/{uid}/medals/{medalId}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'medals', 'm1')),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'medals')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'medals', 'm2'), {
          id: 'm2',
          topic: 'Fake',
          stance: 'x',
          wonAt: 2,
          opponentPhone: PHONES.bob,
          aiAnalysis: '',
        }),
      update: (db) => updateDoc(doc(db, 'users', ALICE, 'medals', 'm1'), { topic: 'Changed' }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'medals', 'm1')),
    },
  },
  {
    name: 'users/{uid}/ratingHistory/{id}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'ratingHistory', DEBATE)),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'ratingHistory')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'ratingHistory', 'fake'), {
          chatId: 'fake',
          before: 1200,
          after: 2400,
          change: 1200,
        }),
      update: (db) => updateDoc(doc(db, 'users', ALICE, 'ratingHistory', DEBATE), { after: 2400 }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'ratingHistory', DEBATE)),
    },
  },
  {
    name: 'users/{uid}/ratingSeries/recent',
    allowed: { get: ['owner'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'ratingSeries', 'recent')),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'ratingSeries')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'ratingSeries', 'other'), { points: [], count: 0 }),
      update: (db) => updateDoc(doc(db, 'users', ALICE, 'ratingSeries', 'recent'), { count: 500 }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'ratingSeries', 'recent')),
    },
  },
  {
    // A pair's rated meetings (rating farming's count): nobody but the functions, not even
    // one of the pair, reads it or resets it.
    name: 'ratingPairs/{pairId}',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'ratingPairs', PAIR)),
      list: (db) => getDocs(collection(db, 'ratingPairs')),
      create: (db) => setDoc(doc(db, 'ratingPairs', `${ALICE}_${MALLORY}`), { rated: [] }),
      update: (db) => updateDoc(doc(db, 'ratingPairs', PAIR), { rated: [] }),
      delete: (db) => deleteDoc(doc(db, 'ratingPairs', PAIR)),
    },
  },
  {
    name: 'ratingStats/counts',
    allowed: { get: ['owner', 'other'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'ratingStats', 'counts')),
      list: (db) => getDocs(collection(db, 'ratingStats')),
      create: (db) => setDoc(doc(db, 'ratingStats', 'other'), { counts: { '3000': 1 } }),
      update: (db) => updateDoc(doc(db, 'ratingStats', 'counts'), { 'counts.1216': 0 }),
      delete: (db) => deleteDoc(doc(db, 'ratingStats', 'counts')),
    },
  },
  {
    name: 'leaderboard/top',
    allowed: { get: ['owner', 'other'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'leaderboard', 'top')),
      list: (db) => getDocs(collection(db, 'leaderboard')),
      create: (db) => setDoc(doc(db, 'leaderboard', 'other'), { rows: [] }),
      update: (db) => updateDoc(doc(db, 'leaderboard', 'top'), { rows: [] }),
      delete: (db) => deleteDoc(doc(db, 'leaderboard', 'top')),
    },
  },
  {
    name: 'users/{uid}/contacts/{uid}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: ['owner'] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'contacts', BOB)),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'contacts')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'contacts', MALLORY), {
          uid: MALLORY,
          phoneNumber: PHONES.mallory,
        }),
      // Giving oneself a contact's phone, or clearing 'Added you': the functions' alone.
      update: (db) =>
        updateDoc(doc(db, 'users', ALICE, 'contacts', BOB), {
          phoneNumber: PHONES.bob,
          addedYou: false,
        }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'contacts', BOB)),
    },
  },
  {
    name: 'users/{uid}/fcmTokens/{token}',
    allowed: {
      get: ['owner'],
      list: ['owner'],
      create: ['owner'],
      update: ['owner'],
      delete: ['owner'],
    },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'fcmTokens', 'token-1')),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'fcmTokens')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'fcmTokens', 'token-2'), {
          token: 'token-2',
          createdAt: serverTimestamp(),
          lastSeen: serverTimestamp(),
          userAgent: 'test',
        }),
      update: (db) =>
        updateDoc(doc(db, 'users', ALICE, 'fcmTokens', 'token-1'), { lastSeen: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'fcmTokens', 'token-1')),
    },
  },
  {
    // 'Mute' / 'Unmute' in a chat's header (docs/decisions/0013-chat.md §1): the owner's alone.
    name: 'users/{uid}/mutes/{chatId}',
    allowed: { get: ['owner'], list: ['owner'], create: ['owner'], update: [], delete: ['owner'] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'mutes', DEBATE)),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'mutes')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'mutes', PAIR), { mutedAt: serverTimestamp() }),
      update: (db) =>
        updateDoc(doc(db, 'users', ALICE, 'mutes', DEBATE), { mutedAt: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'mutes', DEBATE)),
    },
  },
  {
    // Readiness is the setDebateReadiness function's (it starts the debate): no client,
    // not even the debater for their own key, writes it.
    name: 'chats/{id} (readiness)',
    allowed: { get: ['owner'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', WAITING_DEBATE)),
      list: (db) => getDocs(query(collection(db, 'chats'), where('debateStatus', '==', 'x'))),
      create: (db) => setDoc(doc(db, 'chats', 'readiness-new'), { participants: [ALICE, BOB] }),
      update: (db, role) =>
        updateDoc(doc(db, 'chats', WAITING_DEBATE), {
          [`participantReadiness.${actor(role)}`]: true,
        }),
      delete: (db) => deleteDoc(doc(db, 'chats', WAITING_DEBATE)),
    },
  },
  {
    // The evaluation request and agreement are the setEvaluationAgreement function's (it
    // completes the chat): no client writes them.
    name: 'chats/{id} (evaluation agreement)',
    allowed: { get: ['owner'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', DEBATE)),
      list: (db) => getDocs(query(collection(db, 'chats'), where('isDebate', '==', true))),
      create: (db) => setDoc(doc(db, 'chats', 'agreement-new'), { participants: [ALICE, BOB] }),
      update: (db, role) =>
        updateDoc(doc(db, 'chats', DEBATE), {
          [`evaluationReadiness.${actor(role)}`]: true,
          evaluationRequested: true,
        }),
      delete: (db) => deleteDoc(doc(db, 'chats', DEBATE)),
    },
  },
  {
    // Read by the searchUsers function only: no client reads or pages it.
    name: 'userIndex/{uid}',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'userIndex', ALICE)),
      list: (db) => getDocs(query(collection(db, 'userIndex'), limit(10))),
      create: (db, role) =>
        setDoc(doc(db, 'userIndex', actor(role)), {
          uid: actor(role),
          nameLower: 'x',
          tokens: ['xx'],
        }),
      update: (db) => updateDoc(doc(db, 'userIndex', ALICE), { nameLower: 'hacked' }),
      delete: (db) => deleteDoc(doc(db, 'userIndex', ALICE)),
    },
  },
  {
    name: 'chats/{chatId}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: ['owner'], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PAIR)),
      list: (db) =>
        getDocs(query(collection(db, 'chats'), where('participants', 'array-contains', ALICE))),
      // Each opens Alice's chat with Carol: nobody may (the openDirectChat function does).
      create: (db) =>
        setDoc(doc(db, 'chats', `${ALICE}_carol`), {
          participants: [ALICE, 'carol'],
          participantDetails: {
            [ALICE]: { phoneNumber: PHONES.alice },
            carol: { phoneNumber: PHONES.carol },
          },
          isDebate: false,
          status: 'active',
          createdAt: serverTimestamp(),
        }),
      // A message and the preview naming it, in one batch, as the app sends: only Alice may.
      update: (db, role) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'chats', PAIR, 'messages', `upd-${role}`), {
          senderId: actor(role),
          senderPhone: PHONES[actor(role)] ?? '',
          content: 'hello',
          chatId: PAIR,
          timestamp: serverTimestamp(),
          n: 1,
        });
        batch.update(doc(db, 'chats', PAIR), {
          lastMessage: 'hello',
          lastMessageTime: serverTimestamp(),
          lastMessageId: `upd-${role}`,
        });
        return batch.commit();
      },
      delete: (db) => deleteDoc(doc(db, 'chats', PAIR)),
    },
  },
  {
    name: 'chats/{chatId}/messages/{id}',
    allowed: { get: ['owner'], list: ['owner'], create: ['owner'], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PAIR, 'messages', 'm1')),
      list: (db) => getDocs(collection(db, 'chats', PAIR, 'messages')),
      create: (db, role) =>
        setDoc(doc(db, 'chats', PAIR, 'messages', `new-${role}`), {
          senderId: actor(role),
          senderPhone: PHONES[actor(role)] ?? '',
          content: 'hello',
          chatId: PAIR,
          timestamp: serverTimestamp(),
          n: 1,
        }),
      update: (db) => updateDoc(doc(db, 'chats', PAIR, 'messages', 'm1'), { content: 'edited' }),
      delete: (db) => deleteDoc(doc(db, 'chats', PAIR, 'messages', 'm1')),
    },
  },
  {
    name: 'debateRequests/{id}',
    allowed: {
      get: ['owner', 'other'],
      list: ['owner', 'other'],
      create: [],
      update: [],
      delete: ['owner'],
    },
    run: {
      get: (db) => getDoc(doc(db, 'debateRequests', 'r1')),
      list: (db) =>
        getDocs(query(collection(db, 'debateRequests'), where('status', '==', 'pending'))),
      // Each creates a request as Alice: nobody may (the createDebateRequest function does).
      create: (db) =>
        setDoc(doc(db, 'debateRequests', 'r2'), {
          userId: ALICE,
          userPhone: PHONES.alice,
          topic: 'Dogs',
          stance: 'Against',
          timeLimit: 15,
          timestamp: serverTimestamp(),
          status: 'pending',
        }),
      update: (db) => updateDoc(doc(db, 'debateRequests', 'r1'), { status: 'matched' }),
      delete: (db) => deleteDoc(doc(db, 'debateRequests', 'r1')),
    },
  },
  {
    // A challenge to Alice: she reads it; another user cannot read, list, take or edit it.
    name: 'debateRequests/{id} (challenge)',
    allowed: {
      get: ['owner'],
      list: ['owner'],
      create: [],
      update: [],
      delete: [],
    },
    run: {
      get: (db) => getDoc(doc(db, 'debateRequests', 'challenge-1')),
      list: (db) =>
        getDocs(
          query(
            collection(db, 'debateRequests'),
            where('challengedUid', '==', ALICE),
            where('status', '==', 'challenge'),
          ),
        ),
      create: (db, role) =>
        setDoc(doc(db, 'debateRequests', `challenge-${role}`), {
          userId: actor(role),
          userPhone: PHONES.alice,
          topic: 'Dogs',
          stance: 'Against',
          timeLimit: 15,
          timestamp: serverTimestamp(),
          status: 'challenge',
          challengedUid: BOB,
          expiresAt: later,
        }),
      update: (db) => updateDoc(doc(db, 'debateRequests', 'challenge-1'), { status: 'matched' }),
      // Only its sender cancels it; the person challenged declines through a function.
      delete: (db) => deleteDoc(doc(db, 'debateRequests', 'challenge-1')),
    },
  },
  {
    name: 'debateResults/{chatId}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'debateResults', DEBATE)),
      list: (db) =>
        getDocs(query(collection(db, 'debateResults'), where('participant1Id', '==', ALICE))),
      create: (db) =>
        setDoc(doc(db, 'debateResults', 'other'), {
          participant1Id: ALICE,
          participant2Id: BOB,
          winner: 'Alice',
        }),
      update: (db) => updateDoc(doc(db, 'debateResults', DEBATE), { winner: 'Mallory' }),
      delete: (db) => deleteDoc(doc(db, 'debateResults', DEBATE)),
    },
  },
  {
    // Anyone signed in watches a public debate; nobody creates one or flips it private.
    name: 'chats/{id} (public debate)',
    allowed: {
      get: ['owner', 'other'],
      list: ['owner', 'other'],
      create: [],
      update: [],
      delete: [],
    },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PUBLIC_DEBATE)),
      list: (db) =>
        getDocs(query(collection(db, 'chats'), where('isPublic', '==', true), limit(20))),
      create: (db, role) =>
        setDoc(doc(db, 'chats', `public-${role}`), {
          participants: [actor(role), BOB],
          participantDetails: {},
          isDebate: true,
          isPublic: true,
          status: 'active',
          createdAt: serverTimestamp(),
        }),
      update: (db) => updateDoc(doc(db, 'chats', PUBLIC_DEBATE), { isPublic: false }),
      delete: (db) => deleteDoc(doc(db, 'chats', PUBLIC_DEBATE)),
    },
  },
  {
    // Spectators read the messages as they arrive and write none.
    name: 'chats/{id}/messages (public)',
    allowed: {
      get: ['owner', 'other'],
      list: ['owner', 'other'],
      create: ['owner'],
      update: [],
      delete: [],
    },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PUBLIC_DEBATE, 'messages', 'm1')),
      list: (db) => getDocs(collection(db, 'chats', PUBLIC_DEBATE, 'messages')),
      create: (db, role) =>
        setDoc(doc(db, 'chats', PUBLIC_DEBATE, 'messages', `new-${role}`), {
          senderId: actor(role),
          content: 'hello',
          chatId: PUBLIC_DEBATE,
          timestamp: serverTimestamp(),
          n: 1,
        }),
      update: (db) =>
        updateDoc(doc(db, 'chats', PUBLIC_DEBATE, 'messages', 'm1'), { content: 'edited' }),
      delete: (db) => deleteDoc(doc(db, 'chats', PUBLIC_DEBATE, 'messages', 'm1')),
    },
  },
  {
    // Read marks, viewing and typing (docs/decisions/0013-chat.md §2, §3): own document only,
    // participants only.
    name: 'chats/{id}/members/{uid}',
    allowed: { get: ['owner'], list: ['owner'], create: ['owner'], update: ['owner'], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PAIR, 'members', BOB)),
      list: (db) => getDocs(collection(db, 'chats', PAIR, 'members')),
      // Each makes their own document in a debate that has none yet: only a debater may.
      create: (db, role) =>
        setDoc(doc(db, 'chats', DEBATE, 'members', actor(role)), {
          viewing: true,
          viewingAt: serverTimestamp(),
        }),
      update: (db) =>
        updateDoc(doc(db, 'chats', PAIR, 'members', ALICE), {
          readUpTo: serverTimestamp(),
          readAt: serverTimestamp(),
        }),
      delete: (db) => deleteDoc(doc(db, 'chats', PAIR, 'members', ALICE)),
    },
  },
  {
    // Chats that do not exist. Alice may ask for one under her own pair id (an open chat
    // screen sees that its chat is gone); anyone else is refused under that id exactly as
    // for an existing chat, so nobody learns whether two other people talk.
    name: 'chats/{id} (missing)',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', `${ALICE}_nobody`)),
      list: (db) =>
        getDocs(query(collection(db, 'chats'), where('participants', 'array-contains', ALICE))),
      create: (db, role) =>
        setDoc(doc(db, 'chats', `${actor(role)}_nobody`), {
          participants: [actor(role), 'nobody'],
          participantDetails: {},
          isDebate: false,
          status: 'active',
          createdAt: serverTimestamp(),
        }),
      update: (db) => updateDoc(doc(db, 'chats', `${ALICE}_nobody`), { lastMessage: 'x' }),
      delete: (db) => deleteDoc(doc(db, 'chats', `${ALICE}_nobody`)),
    },
  },
  {
    // A chat of Alice's with Carol, whom she blocked: neither writes a read mark, viewing or
    // typing into it (both still read what is there).
    name: 'chats/{id}/members/{uid} (blocked)',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', BLOCKED_PAIR, 'members', 'carol')),
      list: (db) => getDocs(collection(db, 'chats', BLOCKED_PAIR, 'members')),
      create: (db, role) =>
        setDoc(doc(db, 'chats', BLOCKED_PAIR, 'members', actor(role)), {
          viewing: true,
          viewingAt: serverTimestamp(),
        }),
      update: (db, role) =>
        setDoc(
          doc(db, 'chats', BLOCKED_PAIR, 'members', role === 'owner' ? ALICE : 'carol'),
          { typingAt: serverTimestamp() },
          { merge: true },
        ),
      delete: (db) => deleteDoc(doc(db, 'chats', BLOCKED_PAIR, 'members', 'carol')),
    },
  },
  {
    // Here 'other' (Mallory) is the spectator: only her own presence document, and only
    // that; a debater (Alice) does not count as watching.
    name: 'chats/{id}/spectators/{uid}',
    allowed: {
      get: ['owner', 'other'],
      list: ['owner', 'other'],
      create: ['other'],
      update: ['other'],
      delete: ['other'],
    },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PUBLIC_DEBATE, 'spectators', 'carol')),
      list: (db) => getDocs(collection(db, 'chats', PUBLIC_DEBATE, 'spectators')),
      create: (db, role) =>
        setDoc(doc(db, 'chats', PUBLIC_DEBATE, 'spectators', actor(role)), {
          seenAt: serverTimestamp(),
        }),
      update: async (db) => {
        await seed(env(), (admin) =>
          setDoc(doc(admin, 'chats', PUBLIC_DEBATE, 'spectators', MALLORY), { seenAt: longAgo }),
        );
        return updateDoc(doc(db, 'chats', PUBLIC_DEBATE, 'spectators', MALLORY), {
          seenAt: serverTimestamp(),
        });
      },
      delete: async (db) => {
        await seed(env(), (admin) =>
          setDoc(doc(admin, 'chats', PUBLIC_DEBATE, 'spectators', MALLORY), { seenAt: longAgo }),
        );
        return deleteDoc(doc(db, 'chats', PUBLIC_DEBATE, 'spectators', MALLORY));
      },
    },
  },
  {
    // A public debate's verdict, by id (/results/{chatId}); lists stay the debaters' own.
    name: 'debateResults/{id} (public)',
    allowed: { get: ['owner', 'other'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'debateResults', PUBLIC_DEBATE)),
      list: (db) =>
        getDocs(query(collection(db, 'debateResults'), where('participant1Id', '==', ALICE))),
      create: (db, role) =>
        setDoc(doc(db, 'debateResults', `public-${role}`), {
          participant1Id: actor(role),
          participant2Id: BOB,
          winner: 'Me',
        }),
      update: (db) => updateDoc(doc(db, 'debateResults', PUBLIC_DEBATE), { winner: 'Mallory' }),
      delete: (db) => deleteDoc(doc(db, 'debateResults', PUBLIC_DEBATE)),
    },
  },
  {
    // Pre-start messages: the debaters write before both are ready; nobody edits them.
    name: 'chats/{id}/messages (waiting debate)',
    allowed: { get: ['owner'], list: ['owner'], create: ['owner'], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', WAITING_DEBATE, 'messages', 'm1')),
      list: (db) => getDocs(collection(db, 'chats', WAITING_DEBATE, 'messages')),
      create: (db, role) =>
        setDoc(doc(db, 'chats', WAITING_DEBATE, 'messages', `new-${role}`), {
          senderId: actor(role),
          senderPhone: PHONES[actor(role)],
          content: 'ready soon?',
          chatId: WAITING_DEBATE,
          timestamp: serverTimestamp(),
          n: 1,
        }),
      update: (db) =>
        updateDoc(doc(db, 'chats', WAITING_DEBATE, 'messages', 'm1'), { content: 'edited' }),
      delete: (db) => deleteDoc(doc(db, 'chats', WAITING_DEBATE, 'messages', 'm1')),
    },
  },
  {
    // The trace of an exit (exitDebate writes it): the two debaters read it by id, no more.
    name: 'debateExits/{chatId}',
    allowed: { get: ['owner'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'debateExits', 'exited-1')),
      list: (db) => getDocs(collection(db, 'debateExits')),
      create: (db, role) =>
        setDoc(doc(db, 'debateExits', `new-${role}`), {
          participants: [actor(role), BOB],
          exitedBy: BOB,
          exitedByName: 'Bob',
        }),
      update: (db) => updateDoc(doc(db, 'debateExits', 'exited-1'), { exitedByName: 'Nobody' }),
      delete: (db) => deleteDoc(doc(db, 'debateExits', 'exited-1')),
    },
  },
  {
    name: 'notifications/{id}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: ['owner'], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'notifications', 'n1')),
      list: (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', ALICE))),
      create: (db) =>
        setDoc(doc(db, 'notifications', 'n2'), {
          userId: ALICE,
          type: 'debate_won',
          title: 'x',
          message: 'y',
          read: false,
        }),
      update: (db) => updateDoc(doc(db, 'notifications', 'n1'), { read: true }),
      delete: (db) => deleteDoc(doc(db, 'notifications', 'n1')),
    },
  },
  ...CLOSED_COLLECTIONS.map((name): Collection => ({
    name: `${name}/{id}`,
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, name, 'seeded')),
      list: (db) => getDocs(collection(db, name)),
      create: (db) => setDoc(doc(db, name, 'x'), { at: 1 }),
      update: (db) => updateDoc(doc(db, name, 'seeded'), { at: 2 }),
      delete: (db) => deleteDoc(doc(db, name, 'seeded')),
    },
  })),
  {
    name: 'users/{uid}/blocks/{uid}',
    allowed: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'blocks', 'carol')),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'blocks')),
      create: (db) =>
        setDoc(doc(db, 'users', ALICE, 'blocks', MALLORY), {
          blockedAt: serverTimestamp(),
          displayName: 'Mallory',
        }),
      update: (db) => updateDoc(doc(db, 'users', ALICE, 'blocks', 'carol'), { displayName: 'C' }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'blocks', 'carol')),
    },
  },
  {
    // Who may see whose phone (the functions' consent records): no client, not even the
    // viewer, reads or writes one.
    name: 'users/{uid}/phoneAccess/{uid}',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'users', ALICE, 'phoneAccess', BOB)),
      list: (db) => getDocs(collection(db, 'users', ALICE, 'phoneAccess')),
      create: (db, role) =>
        setDoc(doc(db, 'users', actor(role), 'phoneAccess', 'carol'), { added: serverTimestamp() }),
      update: (db) =>
        updateDoc(doc(db, 'users', ALICE, 'phoneAccess', BOB), { typed: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'users', ALICE, 'phoneAccess', BOB)),
    },
  },
  {
    // A place in the Quick Match pool: the functions write it; its owner only reads it.
    name: 'matchPool/{uid}',
    allowed: { get: ['owner'], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'matchPool', ALICE)),
      list: (db) => getDocs(collection(db, 'matchPool')),
      create: (db, role) =>
        setDoc(doc(db, 'matchPool', actor(role)), {
          uid: actor(role),
          status: 'waiting',
          timeLimit: 15,
          rating: 3000,
        }),
      update: (db) => updateDoc(doc(db, 'matchPool', ALICE), { status: 'matched', chatId: 'x' }),
      delete: (db) => deleteDoc(doc(db, 'matchPool', ALICE)),
    },
  },
  {
    // A Quick Match debate: its debaters write without a phone; nobody edits.
    name: 'chats/{id}/messages (paired debate)',
    allowed: { get: ['owner'], list: ['owner'], create: ['owner'], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PAIRED_DEBATE, 'messages', 'm1')),
      list: (db) => getDocs(collection(db, 'chats', PAIRED_DEBATE, 'messages')),
      create: (db, role) =>
        setDoc(doc(db, 'chats', PAIRED_DEBATE, 'messages', `new-${role}`), {
          senderId: actor(role),
          content: 'my case',
          chatId: PAIRED_DEBATE,
          timestamp: serverTimestamp(),
          n: 1,
        }),
      update: (db) =>
        updateDoc(doc(db, 'chats', PAIRED_DEBATE, 'messages', 'm1'), { content: 'edited' }),
      delete: (db) => deleteDoc(doc(db, 'chats', PAIRED_DEBATE, 'messages', 'm1')),
    },
  },
  {
    // The AI debater's claim of each reply (functions/src/practice): the functions' only.
    name: 'chats/{id}/aiReplies/{messageId}',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PAIRED_DEBATE, 'aiReplies', 'm1')),
      list: (db) => getDocs(collection(db, 'chats', PAIRED_DEBATE, 'aiReplies')),
      create: (db) => setDoc(doc(db, 'chats', PAIRED_DEBATE, 'aiReplies', 'm2'), { state: 'done' }),
      update: (db) =>
        updateDoc(doc(db, 'chats', PAIRED_DEBATE, 'aiReplies', 'm1'), { state: 'failed' }),
      delete: (db) => deleteDoc(doc(db, 'chats', PAIRED_DEBATE, 'aiReplies', 'm1')),
    },
  },
  {
    // Asking the AI debater to answer: only beside a new message of one's own, in one's own
    // practice debate (tests/rules/ai-asks.test.ts); nobody reads or edits an ask.
    name: 'chats/{id}/aiAsks/{messageId} (practice debate)',
    allowed: { get: [], list: [], create: ['owner'], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, 'chats', PRACTICE_DEBATE, 'aiAsks', 'm1')),
      list: (db) => getDocs(collection(db, 'chats', PRACTICE_DEBATE, 'aiAsks')),
      create: (db, role) => {
        const id = `ask-${role}`;
        const batch = writeBatch(db);
        batch.set(doc(db, 'chats', PRACTICE_DEBATE, 'messages', id), {
          senderId: actor(role),
          content: 'my case',
          chatId: PRACTICE_DEBATE,
          timestamp: serverTimestamp(),
          n: 1,
        });
        batch.set(doc(db, 'chats', PRACTICE_DEBATE, 'aiAsks', id), {
          messageId: id,
          at: serverTimestamp(),
        });
        return batch.commit();
      },
      update: (db) =>
        updateDoc(doc(db, 'chats', PRACTICE_DEBATE, 'aiAsks', 'm1'), { at: serverTimestamp() }),
      delete: (db) => deleteDoc(doc(db, 'chats', PRACTICE_DEBATE, 'aiAsks', 'm1')),
    },
  },
  // Reports and bans: the functions and the admin script only, never a client.
  ...(['reports', 'bans'] as const).map((name): Collection => ({
    name: `${name}/{id}`,
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
    run: {
      get: (db) => getDoc(doc(db, name, 'seeded')),
      list: (db) => getDocs(collection(db, name)),
      create: (db, role) => setDoc(doc(db, name, actor(role)), { uid: actor(role) }),
      update: (db) => updateDoc(doc(db, name, 'seeded'), { at: 2 }),
      delete: (db) => deleteDoc(doc(db, name, 'seeded')),
    },
  })),
];

/** A picture as the app stores it: the bytes of a JPEG (its signature), its type, its time. */
function picture(updatedAt: Date | ReturnType<typeof serverTimestamp>) {
  const bytes = new Uint8Array(512);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return { image: Bytes.fromUint8Array(bytes), type: 'image/jpeg', updatedAt };
}

/** The app's picture batch on Alice's documents: the picture and the profile's avatarAt. */
function writeAlicePicture(db: Firestore) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'avatars', ALICE), picture(serverTimestamp()));
  batch.update(doc(db, 'users', ALICE), { avatarAt: serverTimestamp() });
  return batch.commit();
}

async function deleteAndCreateProfile(db: Firestore) {
  await seed(env(), (admin) => deleteDoc(doc(admin, 'users', ALICE)));
  return setDoc(doc(db, 'users', ALICE), { uid: ALICE, createdAt: serverTimestamp() });
}

async function deleteAndCreateAccount(db: Firestore) {
  await seed(env(), (admin) => deleteDoc(doc(admin, 'users', ALICE, 'private', 'account')));
  return setDoc(doc(db, 'users', ALICE, 'private', 'account'), {
    phoneNumber: PHONES.alice,
    lastActive: serverTimestamp(),
  });
}

const outcomes: { collection: string; op: Op; role: Role; expected: boolean; actual: boolean }[] =
  [];

/**
 * Whether the world may differ from the one seedWorld writes: after a case that wrote (an
 * allowed create, update or delete), that seeded something of its own, or that failed. A
 * refused write commits nothing and a read changes nothing, so a case after one of those
 * finds the world exactly as seeded, and only a case after a change clears and seeds it
 * again (each of the 660 cases did, most of the file's minute).
 */
let worldChanged = true;

function seed(...args: Parameters<typeof seedAsAdmin>) {
  worldChanged = true;
  return seedAsAdmin(...args);
}

beforeEach(async () => {
  if (!worldChanged) return;
  await env().clearFirestore();
  await seedWorld();
  worldChanged = false;
});

describe('rules matrix', () => {
  for (const c of COLLECTIONS) {
    for (const op of OPS) {
      for (const role of ROLES) {
        const expected = c.allowed[op].includes(role);
        test(`${c.name} ${op} as ${role}: ${expected ? 'allowed' : 'refused'}`, async () => {
          const attempt = c.run[op](dbFor(role), role);
          let actual: boolean;
          try {
            await (expected ? assertSucceeds(attempt) : assertFails(attempt));
            actual = expected;
            if (expected && op !== 'get' && op !== 'list') worldChanged = true;
          } catch (error) {
            worldChanged = true;
            actual = !expected;
            outcomes.push({ collection: c.name, op, role, expected, actual });
            throw error;
          }
          outcomes.push({ collection: c.name, op, role, expected, actual });
        });
      }
    }
  }
});

afterAll(() => {
  const accepted = outcomes.filter((o) => !o.expected && o.actual).length;
  const refused = outcomes.filter((o) => o.expected && !o.actual).length;
  const lines = COLLECTIONS.map((c) => {
    const cells = OPS.map((op) =>
      ROLES.map((role) => {
        const o = outcomes.find((x) => x.collection === c.name && x.op === op && x.role === role);
        if (!o) return '?';
        return o.actual ? (o.expected ? 'A' : '!') : o.expected ? 'x' : '-';
      }).join(''),
    );
    return `  ${c.name.padEnd(32)} ${cells.map((s) => s.padEnd(6)).join(' ')}`;
  });
  console.log(
    [
      '',
      'Rules matrix (per operation: owner/participant, other user, signed out; A allowed, - refused,',
      '! refused-case accepted, x allowed-case refused)',
      `  ${''.padEnd(32)} ${OPS.map((o) => o.padEnd(6)).join(' ')}`,
      ...lines,
      `  cases run: ${outcomes.length}; unauthorised operations accepted: ${accepted}; authorised operations refused: ${refused}`,
      '',
    ].join('\n'),
  );
  expect(accepted).toBe(0);
});
