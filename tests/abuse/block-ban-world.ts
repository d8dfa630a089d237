/**
 * The world of tests/abuse/block-ban.test.ts, seeded with the Admin SDK, and what the
 * attackers try in it: every kind of client write (each valid under the rules for an
 * account in good standing) and every callable, with arguments it would accept.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { admin } from '../functions/support';
import type { Attacker, Outcome } from './attacker';

/** Callables that write nothing for the caller, so a ban has nothing to refuse there. */
export const CALLABLES_WITHOUT_WRITES = ['serverTime'];

let counter = 0;
/** A word no other test or run uses (letters only, as search words are). */
export function uniqueWord(prefix: string): string {
  counter += 1;
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${prefix}${letters.join('')}${String.fromCharCode(97 + (counter % 26))}`;
}

/** The profile and private account a first sign-in writes. */
export async function seedPerson(person: Attacker, displayName?: string): Promise<void> {
  const now = Timestamp.now();
  // The account first, as the app writes it: the profile's triggers then find the phone.
  await admin()
    .doc(`users/${person.uid}/private/account`)
    .set({ phoneNumber: person.phone, lastActive: now });
  await admin()
    .doc(`users/${person.uid}`)
    .set({ uid: person.uid, createdAt: now, ...(displayName ? { displayName } : {}) });
}

/** A pending debate request of `owner`, as createDebateRequest stores it; its id. */
export async function seedPendingRequest(owner: Attacker, topic: string): Promise<string> {
  const ref = admin().collection('debateRequests').doc();
  await ref.set({
    userId: owner.uid,
    userPhone: owner.phone,
    topic,
    stance: 'For',
    timeLimit: 15,
    timestamp: FieldValue.serverTimestamp(),
    status: 'pending',
  });
  return ref.id;
}

/** A challenge from `owner` to `to`, as createDebateRequest stores one; its id. */
export async function seedChallenge(owner: Attacker, to: Party, topic: string): Promise<string> {
  const ref = admin().collection('debateRequests').doc();
  await ref.set({
    userId: owner.uid,
    userPhone: owner.phone,
    topic,
    stance: 'For',
    timeLimit: 15,
    timestamp: FieldValue.serverTimestamp(),
    status: 'challenge',
    challengedUid: to.uid,
    challengedName: 'Mallory',
    expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
  });
  return ref.id;
}

/** A message and the chat preview naming it, in one batch, as the app's outbox sends. */
export function sendMessage(sender: Attacker, chatId: string, content: string): Promise<void> {
  const id = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const batch = writeBatch(sender.db);
  batch.set(doc(sender.db, 'chats', chatId, 'messages', id), {
    senderId: sender.uid,
    senderPhone: sender.phone,
    content,
    chatId,
    timestamp: serverTimestamp(),
    n: 1,
  });
  batch.update(doc(sender.db, 'chats', chatId), {
    lastMessage: content,
    lastMessageTime: serverTimestamp(),
    lastMessageId: id,
  });
  return batch.commit();
}

/** Someone in the world: their uid and phone. */
export interface Party {
  uid: string;
  phone: string;
}

function pair(a: Party, b: Party) {
  const participants = [a.uid, b.uid].sort();
  return {
    participants,
    participantDetails: {
      [a.uid]: { phoneNumber: a.phone },
      [b.uid]: { phoneNumber: b.phone },
    },
    status: 'active',
    createdAt: FieldValue.serverTimestamp(),
  };
}

function debate(a: Party, b: Party, fields: Record<string, unknown>) {
  return {
    ...pair(a, b),
    isDebate: true,
    debateTopic: 'Cats',
    creatorStance: 'For',
    debateTimeLimit: 15,
    participantReadiness: { [a.uid]: false, [b.uid]: false },
    evaluationReadiness: { [a.uid]: false, [b.uid]: false },
    evaluationRequested: false,
    ...fields,
  };
}

const inAnHour = () => Timestamp.fromMillis(Date.now() + 3_600_000);

export interface World {
  peer: Party;
  chat: string;
  waiting: string;
  running: string;
  over: string;
  peerRequest: string;
  /** A challenge from the peer to Mallory (declineChallenge). */
  peerChallenge: string;
}

export const bannedWorld = {
  /** The normal chat of two people, as openDirectChat creates it; its id. */
  async pairChat(a: Party, b: Party): Promise<string> {
    const id = [a.uid, b.uid].sort().join('_');
    await admin()
      .doc(`chats/${id}`)
      .set({ ...pair(a, b), isDebate: false });
    return id;
  },

  /**
   * Mallory's chat and debates with a peer, a request of the peer's to accept, and a
   * challenge of theirs to Mallory to answer.
   */
  async seed(mallory: Attacker, peer: Attacker): Promise<World> {
    const world: World = {
      peer: { uid: peer.uid, phone: peer.phone },
      chat: await bannedWorld.pairChat(mallory, peer),
      waiting: `waiting-${mallory.uid}`,
      running: `running-${mallory.uid}`,
      over: `over-${mallory.uid}`,
      peerRequest: await seedPendingRequest(peer, 'Anything'),
      peerChallenge: await seedChallenge(peer, mallory, 'A challenge'),
    };
    return world;
  },
};

export interface ClientWrite {
  name: string;
  /** Puts back, with the Admin SDK, what the write needs (each phase starts the same). */
  prepare?(): Promise<unknown>;
  run(tag: string): Promise<unknown>;
}

/** Every kind of write the rules let a client make, as `me`. */
export function clientWrites(me: Attacker, world: World): ClientWrite[] {
  const db = me.db;
  const mine = (path: string) => admin().doc(`users/${me.uid}/${path}`);
  const debateDoc = (id: string, fields: Record<string, unknown>) =>
    admin()
      .doc(`chats/${id}`)
      .set(debate(me, world.peer, fields));
  return [
    { name: 'message', run: (tag) => sendMessage(me, world.chat, `hello ${tag}`) },
    {
      name: 'debate argument',
      prepare: () =>
        debateDoc(world.running, { debateStatus: 'in_progress', debateEndTime: inAnHour() }),
      run: (tag) => sendMessage(me, world.running, `argument ${tag}`),
    },
    {
      name: 'profile edit',
      prepare: () => admin().doc(`users/${me.uid}`).set({ uid: me.uid }, { merge: true }),
      run: (tag) => updateDoc(doc(db, 'users', me.uid), { displayName: `Mallory ${tag}` }),
    },
    {
      name: 'profile create',
      prepare: () => admin().doc(`users/${me.uid}`).delete(),
      run: () => setDoc(doc(db, 'users', me.uid), { uid: me.uid, createdAt: serverTimestamp() }),
    },
    {
      name: 'account create',
      prepare: () => mine('private/account').delete(),
      run: () =>
        setDoc(doc(db, 'users', me.uid, 'private', 'account'), {
          phoneNumber: me.phone,
          lastActive: serverTimestamp(),
        }),
    },
    {
      name: 'account activity',
      prepare: () =>
        mine('private/account').set({ phoneNumber: me.phone, lastActive: Timestamp.now() }),
      run: () =>
        updateDoc(doc(db, 'users', me.uid, 'private', 'account'), {
          lastActive: serverTimestamp(),
        }),
    },
    // Readiness and the evaluation request are callables now (callableAttempts).
    {
      name: 'mute',
      prepare: () => mine(`mutes/${world.chat}`).delete(),
      run: () =>
        setDoc(doc(db, 'users', me.uid, 'mutes', world.chat), { mutedAt: serverTimestamp() }),
    },
    {
      name: "debate time's up",
      prepare: () =>
        debateDoc(world.over, {
          debateStatus: 'in_progress',
          debateEndTime: Timestamp.fromMillis(Date.now() - 1_000),
        }),
      run: () => updateDoc(doc(db, 'chats', world.over), { status: 'completed' }),
    },
    {
      name: 'request cancel',
      prepare: () =>
        admin().doc(`debateRequests/cancel-${me.uid}`).set({
          userId: me.uid,
          topic: 'Mine',
          stance: 'For',
          timeLimit: 15,
          status: 'pending',
          timestamp: Timestamp.now(),
        }),
      run: () => deleteDoc(doc(db, 'debateRequests', `cancel-${me.uid}`)),
    },
    {
      name: 'challenge cancel',
      prepare: () =>
        admin().doc(`debateRequests/challenge-${me.uid}`).set({
          userId: me.uid,
          topic: 'Mine',
          stance: 'For',
          timeLimit: 15,
          status: 'challenge',
          challengedUid: world.peer.uid,
          expiresAt: inAnHour(),
          timestamp: Timestamp.now(),
        }),
      run: () => deleteDoc(doc(db, 'debateRequests', `challenge-${me.uid}`)),
    },
    {
      name: 'notification read',
      prepare: () =>
        admin().doc(`notifications/n-${me.uid}`).set({
          userId: me.uid,
          type: 'debate_accepted',
          title: 'Debate accepted',
          message: 'Someone accepted',
          read: false,
          createdAt: Timestamp.now(),
        }),
      run: () => updateDoc(doc(db, 'notifications', `n-${me.uid}`), { read: true }),
    },
    {
      name: 'fcm token create',
      run: (tag) =>
        setDoc(doc(db, 'users', me.uid, 'fcmTokens', `token-${tag}`), {
          token: `token-${tag}`,
          createdAt: serverTimestamp(),
          lastSeen: serverTimestamp(),
          userAgent: 'attacker',
        }),
    },
    {
      name: 'fcm token refresh',
      prepare: () => mine('fcmTokens/kept').set(storedToken('kept')),
      run: () =>
        updateDoc(doc(db, 'users', me.uid, 'fcmTokens', 'kept'), { lastSeen: serverTimestamp() }),
    },
    {
      name: 'fcm token delete',
      prepare: () => mine('fcmTokens/gone').set(storedToken('gone')),
      run: () => deleteDoc(doc(db, 'users', me.uid, 'fcmTokens', 'gone')),
    },
    {
      name: 'contact remove',
      prepare: () =>
        mine(`contacts/${world.peer.uid}`).set({ uid: world.peer.uid, addedAt: Timestamp.now() }),
      run: () => deleteDoc(doc(db, 'users', me.uid, 'contacts', world.peer.uid)),
    },
  ];
}

function storedToken(token: string) {
  return { token, createdAt: Timestamp.now(), lastSeen: Timestamp.now(), userAgent: 'attacker' };
}

/** Every callable, called as `me` with arguments it would otherwise accept. */
export function callableAttempts(
  me: Attacker,
  peer: Attacker,
  world: World,
): Record<string, () => Promise<Outcome>> {
  return {
    createDebateRequest: () =>
      me.call('createDebateRequest', { topic: 'Ban me', stance: 'For', timeLimit: 15 }),
    acceptDebateRequest: () => me.call('acceptDebateRequest', { requestId: world.peerRequest }),
    declineChallenge: () => me.call('declineChallenge', { requestId: world.peerChallenge }),
    addContact: () => me.call('addContact', { contactUid: peer.uid }),
    openDirectChat: () => me.call('openDirectChat', { otherUid: peer.uid }),
    searchUsers: () => me.call('searchUsers', { query: 'Peer' }),
    exitDebate: () => me.call('exitDebate', { chatId: world.waiting }),
    evaluateDebate: () => me.call('evaluateDebate', { chatId: world.running }),
    blockUser: () => me.call('blockUser', { uid: peer.uid }),
    unblockUser: () => me.call('unblockUser', { uid: peer.uid }),
    reportUser: () => me.call('reportUser', { reportedUid: peer.uid, reason: 'spam' }),
    setDebateReadiness: () => me.call('setDebateReadiness', { chatId: world.waiting, ready: true }),
    setEvaluationAgreement: () =>
      me.call('setEvaluationAgreement', { chatId: world.running, agreed: true }),
    notifyNewMessages: () => me.call('notifyNewMessages', { chatId: world.chat }),
    removeContactFromBoth: () => me.call('removeContactFromBoth', { contactUid: peer.uid }),
    sharePhone: () => me.call('sharePhone', { chatId: world.chat }),
    appealVerdict: () => me.call('appealVerdict', { chatId: world.running }),
    joinQuickMatch: () => me.call('joinQuickMatch', { timeLimit: 15 }),
    leaveQuickMatch: () => me.call('leaveQuickMatch', {}),
    startPractice: () => me.call('startPractice', { timeLimit: 15 }),
    indexMyProfile: () => me.call('indexMyProfile', undefined),
  };
}
