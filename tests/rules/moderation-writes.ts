/**
 * Every kind of write a client may make, as Mallory (the account about to be banned), each
 * valid under the rules so that a refusal can only come from the ban: tests/rules/
 * moderation.test.ts runs each once without and once with bans/mallory.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { seed } from './support';

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

export interface ClientWrite {
  name: string;
  /** `tag` keeps the two runs' new documents apart. */
  run(db: Db, tag: string): Promise<unknown>;
  /** Sets the stage with the rules off (after the world is seeded). */
  before?(env: RulesTestEnvironment): Promise<void>;
}

const ME = 'mallory';
const PEER = 'bob';
const CHAT = 'bob_mallory';
const WAITING = 'debate-waiting';
const RUNNING = 'debate-running';
const OVER = 'debate-over';

/** A clean world where each write below is allowed for Mallory. */
export async function seedBannedWorld(
  env: RulesTestEnvironment,
  phones: Record<string, string>,
): Promise<void> {
  await env.clearFirestore();
  const pair = { participants: [PEER, ME], isDebate: false, status: 'active' };
  const debate = (extra: Record<string, unknown>) => ({
    participants: [PEER, ME],
    isDebate: true,
    status: 'active',
    debateTopic: 'Cats',
    participantReadiness: { [PEER]: false, [ME]: false },
    evaluationReadiness: { [PEER]: false, [ME]: false },
    evaluationRequested: false,
    ...extra,
  });
  await seed(env, async (db) => {
    const now = new Date();
    await setDoc(doc(db, 'users', ME), { uid: ME, createdAt: now });
    await setDoc(doc(db, 'users', ME, 'private', 'account'), {
      phoneNumber: phones[ME],
      lastActive: now,
    });
    await setDoc(doc(db, 'users', ME, 'contacts', PEER), { uid: PEER, addedAt: now });
    await setDoc(doc(db, 'users', ME, 'fcmTokens', 'token-1'), {
      token: 'token-1',
      createdAt: now,
      lastSeen: now,
      userAgent: 'test',
    });
    await setDoc(doc(db, 'chats', CHAT), pair);
    await setDoc(doc(db, 'chats', WAITING), debate({ debateStatus: 'waiting_to_start' }));
    await setDoc(
      doc(db, 'chats', RUNNING),
      debate({ debateStatus: 'in_progress', debateEndTime: new Date(Date.now() + 3_600_000) }),
    );
    await setDoc(
      doc(db, 'chats', OVER),
      debate({ debateStatus: 'in_progress', debateEndTime: new Date(Date.now() - 1_000) }),
    );
    await setDoc(doc(db, 'debateRequests', 'mine'), {
      userId: ME,
      topic: 'Dogs',
      stance: 'For',
      timeLimit: 15,
      status: 'pending',
      timestamp: now,
    });
    await setDoc(doc(db, 'notifications', 'n1'), {
      userId: ME,
      type: 'debate_accepted',
      title: 't',
      message: 'm',
      read: false,
      createdAt: now,
    });
  });
}

function send(db: Db, chatId: string, id: string, phone: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'chats', chatId, 'messages', id), {
    senderId: ME,
    senderPhone: phone,
    content: 'hello',
    chatId,
    timestamp: serverTimestamp(),
    n: 1,
  });
  batch.update(doc(db, 'chats', chatId), {
    lastMessage: 'hello',
    lastMessageTime: serverTimestamp(),
    lastMessageId: id,
  });
  return batch.commit();
}

export function clientWrites(phone: string): ClientWrite[] {
  return [
    {
      name: 'profile create (first sign-in)',
      before: (env) => seed(env, (db) => deleteDoc(doc(db, 'users', ME))),
      run: (db) => setDoc(doc(db, 'users', ME), { uid: ME, createdAt: serverTimestamp() }),
    },
    {
      name: 'private account create (first sign-in)',
      before: (env) => seed(env, (db) => deleteDoc(doc(db, 'users', ME, 'private', 'account'))),
      run: (db) =>
        setDoc(doc(db, 'users', ME, 'private', 'account'), {
          phoneNumber: phone,
          lastActive: serverTimestamp(),
        }),
    },
    {
      name: 'private account activity',
      run: (db) =>
        updateDoc(doc(db, 'users', ME, 'private', 'account'), { lastActive: serverTimestamp() }),
    },
    {
      name: 'profile edit',
      run: (db) => updateDoc(doc(db, 'users', ME), { displayName: 'Mallory', bio: 'hi' }),
    },
    {
      name: 'contact remove',
      run: (db) => deleteDoc(doc(db, 'users', ME, 'contacts', PEER)),
    },
    {
      name: 'fcm token create',
      run: (db, tag) =>
        setDoc(doc(db, 'users', ME, 'fcmTokens', `token-${tag}`), {
          token: `token-${tag}`,
          createdAt: serverTimestamp(),
          lastSeen: serverTimestamp(),
          userAgent: 'test',
        }),
    },
    {
      name: 'fcm token refresh',
      run: (db) =>
        updateDoc(doc(db, 'users', ME, 'fcmTokens', 'token-1'), { lastSeen: serverTimestamp() }),
    },
    {
      name: 'fcm token delete',
      run: (db) => deleteDoc(doc(db, 'users', ME, 'fcmTokens', 'token-1')),
    },
    {
      name: 'message (with the chat preview)',
      run: (db, tag) => send(db, CHAT, `m-${tag}`, phone),
    },
    {
      name: 'debate argument',
      run: (db, tag) => send(db, RUNNING, `a-${tag}`, phone),
    },
    // Readiness and the evaluation request are callables now (setDebateReadiness,
    // setEvaluationAgreement): tests/abuse/block-ban-world.ts proves a ban refuses them.
    {
      name: 'pre-start message',
      run: (db, tag) => send(db, WAITING, `w-${tag}`, phone),
    },
    {
      name: 'viewing a chat',
      run: (db) =>
        setDoc(
          doc(db, 'chats', CHAT, 'members', ME),
          { viewing: true, viewingAt: serverTimestamp() },
          { merge: true },
        ),
    },
    {
      name: 'mute',
      run: (db, tag) =>
        setDoc(doc(db, 'users', ME, 'mutes', `chat-${tag}`), { mutedAt: serverTimestamp() }),
    },
    {
      name: "debate time's up",
      run: (db) => updateDoc(doc(db, 'chats', OVER), { status: 'completed' }),
    },
    {
      name: 'debate request cancel',
      run: (db) => deleteDoc(doc(db, 'debateRequests', 'mine')),
    },
    {
      name: 'notification read',
      run: (db) => updateDoc(doc(db, 'notifications', 'n1'), { read: true }),
    },
  ];
}
