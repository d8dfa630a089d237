/**
 * Spam attacks of issue 12 §3, run as an attacker would: the plain Firebase client SDK
 * signed in as an ordinary phone user, against the emulators. Each prints its figure.
 * The Admin SDK only measures (pushLog, notifications, stored chat sizes).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_PENDING_REQUESTS } from '@/domain/limits';
import { admin, phoneAccount, projectId, waitFor } from '../functions/support';

setLogLevel('silent');

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const [fsHost, fsPort] = (process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080').split(':');
const functionsPort = Number(process.env.DA_FUNCTIONS_PORT || 5001);
const SIXTEEN_KB = 16 * 1024;

interface Client {
  uid: string;
  phone: string;
  db: Firestore;
  call<T = unknown>(name: string, data: unknown): Promise<T>;
}

const apps: FirebaseApp[] = [];

/** A phone user's own Firebase client: the SDK a script would use, nothing of the app's. */
async function client(): Promise<Client> {
  const { uid, phone } = await phoneAccount();
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `spam-${uid}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  // The Auth emulator takes unsigned custom tokens; the session keeps the phone claim.
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'emulator@example.com',
    sub: 'emulator@example.com',
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    uid,
    iat: now,
    exp: now + 3600,
  })}.`;
  await signInWithCustomToken(auth, token);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, fsHost!, Number(fsPort));
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', functionsPort);
  return {
    uid,
    phone,
    db,
    call: async <T>(name: string, data: unknown) =>
      (await httpsCallable<unknown, T>(functions, name)(data)).data,
  };
}

async function refused(attempt: Promise<unknown>): Promise<boolean> {
  try {
    await attempt;
    return false;
  } catch {
    return true;
  }
}

const DRAFT = { topic: 'Is spam free speech?', stance: 'No', timeLimit: 15 };

let victim: Client;
let attacker: Client;

beforeAll(async () => {
  [victim, attacker] = await Promise.all([client(), client()]);
  for (const c of [victim, attacker]) {
    await admin()
      .doc(`users/${c.uid}`)
      .set({ uid: c.uid, displayName: `User ${c.uid.slice(0, 4)}` });
    await admin().doc(`users/${c.uid}/private/account`).set({ phoneNumber: c.phone });
  }
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describe('spam', () => {
  test('an accept/exit loop of 100 rounds pushes the requester once', async () => {
    const token = `spam-victim-${victim.uid}`;
    await setDoc(doc(victim.db, 'users', victim.uid, 'fcmTokens', token), {
      token,
      createdAt: serverTimestamp(),
      lastSeen: serverTimestamp(),
      userAgent: 'abuse test',
    });
    const { requestId } = await victim.call<{ requestId: string }>('createDebateRequest', DRAFT);
    // The attacker picks a long display name to carry a message in every push.
    await admin()
      .doc(`users/${attacker.uid}`)
      .update({ displayName: 'Call +1 555 0100 NOW to claim your prize!!'.padEnd(50, '!') });

    let accepted = 0;
    for (let round = 0; round < 100; round++) {
      try {
        const { chatId } = await attacker.call<{ chatId: string }>('acceptDebateRequest', {
          requestId,
        });
        accepted += 1;
        await attacker.call('exitDebate', { chatId });
      } catch {
        // Refused (the account's accept quota): the loop goes on, as a script would.
      }
    }

    const notices = await waitFor(
      async () =>
        (
          await admin()
            .collection('notifications')
            .where('userId', '==', victim.uid)
            .where('type', '==', 'debate_accepted')
            .get()
        ).docs,
      (docs) => docs.length > 0,
      'the accept notice',
    );
    await waitFor(
      async () => (await admin().doc(`pushes/${notices[0]!.id}`).get()).get('state'),
      (state) => state === 'sent',
      'its push',
    );
    const pushes = await admin()
      .collection('pushLog')
      .where('tokens', 'array-contains', token)
      .get();
    console.log(`[abuse] accept/exit rounds the attacker got through: ${accepted} of 100`);
    console.log(
      `[abuse] pushes one victim receives from an accept/exit loop of 100 rounds: ${pushes.size}`,
    );
    expect(accepted).toBeGreaterThan(1);
    expect(accepted).toBeLessThan(100);
    expect(notices).toHaveLength(1);
    expect(pushes.size).toBe(1);
  }, 240_000);

  test('one account holds at most five pending requests', async () => {
    const spammer = await client();
    for (let i = 0; i < 12; i++) {
      await refused(spammer.call('createDebateRequest', { ...DRAFT, topic: `Spam ${i}` }));
    }
    // Writing requests straight to Firestore is closed.
    for (let i = 0; i < 8; i++) {
      await refused(
        addDoc(collection(spammer.db, 'debateRequests'), {
          userId: spammer.uid,
          userPhone: spammer.phone,
          ...DRAFT,
          timestamp: serverTimestamp(),
          status: 'pending',
        }),
      );
    }
    const mine = await getDocs(
      query(
        collection(spammer.db, 'debateRequests'),
        where('userId', '==', spammer.uid),
        where('status', '==', 'pending'),
      ),
    );
    console.log(`[abuse] pending requests one account can hold: ${mine.size}`);
    expect(mine.size).toBe(MAX_PENDING_REQUESTS);
  }, 120_000);

  test('no chat document over 16 KB is accepted, and the preview cannot be rewritten', async () => {
    const pad = 'x'.repeat(900 * 1024);
    // Each attempt resolves to whether it was refused.
    const attempts: Promise<boolean>[] = [];
    const pairId = [attacker.uid, victim.uid].sort().join('_');
    // Right phones and short names: the padding rides in a key of the inner maps.
    const padded = {
      participants: [attacker.uid, victim.uid].sort(),
      participantDetails: {
        [attacker.uid]: { phoneNumber: attacker.phone, displayName: 'A', note: pad },
        [victim.uid]: { phoneNumber: victim.phone },
      },
      isDebate: false,
      status: 'active',
      createdAt: serverTimestamp(),
    };
    attempts.push(refused(setDoc(doc(attacker.db, 'chats', pairId), padded)));
    attempts.push(
      refused(setDoc(doc(attacker.db, 'chats', 'anything'), { ...padded, padding: pad })),
    );
    // Settled before the real chat exists, so these were creates.
    await Promise.all(attempts);

    // A real chat with the victim, through the function, then every way to inflate it.
    const { chatId } = await attacker.call<{ chatId: string }>('openDirectChat', {
      otherUid: victim.uid,
    });
    const chat = doc(attacker.db, 'chats', chatId);
    attempts.push(
      refused(updateDoc(chat, { [`participantDetails.${attacker.uid}.displayName`]: pad })),
    );
    attempts.push(refused(updateDoc(chat, { participantDetails: padded.participantDetails })));
    attempts.push(refused(updateDoc(chat, { padding: pad })));
    attempts.push(
      refused(updateDoc(chat, { lastMessage: pad, lastMessageTime: serverTimestamp() })),
    );
    attempts.push(
      refused(updateDoc(chat, { participantReadiness: { [attacker.uid]: true, padding: pad } })),
    );
    const withMessage = writeBatch(attacker.db);
    withMessage.set(doc(attacker.db, 'chats', chatId, 'messages', 'padmsg1'), {
      senderId: attacker.uid,
      senderPhone: attacker.phone,
      content: 'hi',
      chatId,
      timestamp: serverTimestamp(),
    });
    withMessage.update(chat, {
      lastMessage: pad.slice(0, 20_000),
      lastMessageTime: serverTimestamp(),
      lastMessageId: 'padmsg1',
    });
    attempts.push(refused(withMessage.commit()));

    // A debate chat: its readiness maps are the only maps a participant writes.
    const debater = await client();
    const [pending] = (
      await admin()
        .collection('debateRequests')
        .where('userId', '==', victim.uid)
        .where('status', '==', 'pending')
        .limit(1)
        .get()
    ).docs;
    const { chatId: debateId } = await debater.call<{ chatId: string }>('acceptDebateRequest', {
      requestId: pending!.id,
    });
    const debate = doc(debater.db, 'chats', debateId);
    attempts.push(
      refused(updateDoc(debate, { [`participantReadiness.${pad.slice(0, 1400)}`]: true })),
    );
    attempts.push(refused(updateDoc(debate, { participantReadiness: { [debater.uid]: pad } })));
    attempts.push(
      refused(updateDoc(debate, { evaluationReadiness: { [debater.uid]: false, padding: pad } })),
    );
    attempts.push(refused(updateDoc(debate, { debateTopic: pad })));
    const results = await Promise.all(attempts);
    const accepted = results.filter((r) => !r).length;

    const stored = await Promise.all(
      [attacker, debater].map((c) =>
        admin().collection('chats').where('participants', 'array-contains', c.uid).get(),
      ),
    );
    const oversize = stored
      .flatMap((snapshot) => snapshot.docs)
      .filter((d) => JSON.stringify(d.data()).length > SIXTEEN_KB);
    console.log(`[abuse] chat documents over 16 KB accepted: ${accepted + oversize.length}`);
    expect(accepted).toBe(0);
    expect(oversize).toHaveLength(0);

    // Rewriting the victim's chat preview every second without sending anything.
    let rewrites = 0;
    for (let i = 0; i < 5; i++) {
      const ok = !(await refused(
        updateDoc(chat, { lastMessage: `Pay me ${i}`, lastMessageTime: serverTimestamp() }),
      ));
      if (ok) rewrites += 1;
    }
    console.log(`[abuse] lastMessage rewrites without a new message accepted: ${rewrites} of 5`);
    expect(rewrites).toBe(0);
    expect((await admin().doc(`chats/${chatId}`).get()).get('lastMessage')).toBeUndefined();
  }, 120_000);
});
