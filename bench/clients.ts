/**
 * Debaters for the benchmark as the app's data layer drives Firestore: the Firebase JS SDK in
 * Node against the emulators, one app instance (own auth, own connection) per client. Each
 * client counts what it is billed for: a read per document a listener or a get receives from
 * the server (one for an empty result), a write per document it writes.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  FieldPath,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps as adminApps, initializeApp as adminInit } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore, Timestamp } from 'firebase-admin/firestore';
import { batchPlace } from '@/domain/message-batch';
import { recoverCorruptListenStreams } from '../tests/support/listen-recovery';

// A cold emulator now and then corrupts a Listen stream, and the client would then wait about a
// minute before it listens again: the rows would time the emulator's fault, not the app
// (tests/support/listen-recovery.ts).
recoverCorruptListenStreams();

/** The app's project, as the built app and the emulators name it. */
export const APP_PROJECT_ID = 'demo-debate-arena';
const projectId = APP_PROJECT_ID;
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

/**
 * The Admin SDK's default app, on the app's project. Found by name: other apps are named
 * after the projects of their own that bench rounds use (bench/debates.ts, quick-match.ts).
 */
export function admin() {
  return adminApps().find((app) => app.name === '[DEFAULT]') ?? adminInit({ projectId });
}

let made = 0;

/** A message id as the app makes them on the device (20 characters). */
export function messageId(): string {
  return randomUUID().replace(/-/g, '').slice(0, 20);
}

export interface Client {
  uid: string;
  phone: string;
  db: Firestore;
  reads: number;
  writes: number;
  /** Calls a callable as the app does; rejects with its error. */
  call<T = unknown>(name: string, data: unknown): Promise<T>;
  /** Writes messages (client ids, as the outbox does) and the chat's preview in one batch. */
  send(chatId: string, contents: string[], ids?: string[]): Promise<string[]>;
  /** Listens to a chat's messages; `onMessage` gets each message id once it is on the server. */
  watchMessages(
    chatId: string,
    onMessage: (id: string, data: Record<string, unknown>) => void,
  ): () => void;
  /** Listens to the chat document (the debate room's listener). */
  watchChat(
    chatId: string,
    onChat: (data: Record<string, unknown> | undefined) => void,
  ): () => void;
  setField(chatId: string, field: string, uid: string, value: boolean): Promise<void>;
  close(): Promise<void>;
}

/** A signed-in client for `uid` (an existing account) or a new phone account with a profile. */
export async function client(options: { uid?: string; name?: string } = {}): Promise<Client> {
  made += 1;
  const auth = adminAuth(admin());
  let uid = options.uid;
  let phone: string;
  if (uid) {
    phone = (await auth.getUser(uid)).phoneNumber ?? '';
  } else {
    phone = `+1557${String((Date.now() * 7 + made * 7919) % 10_000_000).padStart(7, '0')}`;
    uid = (await auth.createUser({ phoneNumber: phone })).uid;
    await adminFirestore(admin())
      .doc(`users/${uid}`)
      .set({
        uid,
        phoneNumber: phone,
        displayName: options.name ?? `Bench ${made}`,
        createdAt: Timestamp.now(),
        lastActive: Timestamp.now(),
      });
  }
  const token = await auth.createCustomToken(uid);
  const app: FirebaseApp = initializeApp(
    { apiKey: 'demo-api-key', projectId, appId: 'bench' },
    `bench-${made}-${randomUUID()}`,
  );
  const clientAuth = getAuth(app);
  connectAuthEmulator(clientAuth, `http://127.0.0.1:${port('DA_AUTH_PORT', 9099)}`, {
    disableWarnings: true,
  });
  await signInWithCustomToken(clientAuth, token);
  return clientOn(app, uid, phone);
}

/**
 * A client in a project of its own (bench/debates.ts: the many-debates rounds): the same SDK
 * and emulator, signed in by the emulator's mock token (uid and phone number, as the rules
 * read them) since the project has no Auth users, and able to create documents, as the set-up
 * there needs. The project has whatever rules the caller loaded, and no functions.
 */
export function projectClient(
  projectId: string,
): Client & { create(path: string, data: object): Promise<void> } {
  made += 1;
  const uid = `bench-${messageId()}`;
  const phone = `+1558${String(made).padStart(7, '0')}`;
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId, appId: 'bench-project' },
    `bench-project-${made}-${randomUUID()}`,
  );
  const me = clientOn(app, uid, phone, { user_id: uid, phone_number: phone });
  return {
    ...me,
    async create(path, data) {
      await setDoc(doc(me.db, path), data);
    },
  };
}

function clientOn(
  app: FirebaseApp,
  uid: string,
  phone: string,
  mockUserToken?: { user_id: string; phone_number: string },
): Client {
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    '127.0.0.1',
    port('DA_FIRESTORE_PORT', 8080),
    mockUserToken ? { mockUserToken } : {},
  );
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', port('DA_FUNCTIONS_PORT', 5001));

  const me: Client = {
    uid,
    phone,
    db,
    reads: 0,
    writes: 0,
    async call<T>(name: string, data: unknown) {
      const answer = await httpsCallable(functions, name, { timeout: 300_000 })(data);
      return answer.data as T;
    },
    async send(chatId, contents, ids = contents.map(() => messageId())) {
      const batch = writeBatch(db);
      contents.forEach((content, i) => {
        batch.set(doc(db, 'chats', chatId, 'messages', ids[i] as string), {
          senderId: uid,
          senderPhone: phone,
          content,
          chatId,
          timestamp: serverTimestamp(),
          ...batchPlace(
            ids.map((id) => ({ id })),
            i,
          ),
        });
      });
      batch.update(doc(db, 'chats', chatId), {
        lastMessage: (contents.at(-1) ?? '').slice(0, 100),
        lastMessageTime: serverTimestamp(),
        lastMessageId: ids.at(-1),
      });
      me.writes += contents.length + 1;
      await batch.commit();
      return ids;
    },
    watchMessages(chatId, onMessage) {
      const seen = new Set<string>();
      return onSnapshot(
        query(collection(db, 'chats', chatId, 'messages'), orderBy('timestamp')),
        { includeMetadataChanges: false },
        (snapshot) => {
          const fromServer = snapshot
            .docChanges()
            .filter((c) => c.type !== 'removed' && !c.doc.metadata.hasPendingWrites);
          if (!snapshot.metadata.fromCache) {
            me.reads += Math.max(fromServer.length, seen.size === 0 && !snapshot.size ? 1 : 0);
          }
          for (const change of fromServer) {
            seen.add(change.doc.id);
            onMessage(change.doc.id, change.doc.data());
          }
        },
      );
    },
    watchChat(chatId, onChat) {
      return onSnapshot(doc(db, 'chats', chatId), (snapshot) => {
        if (!snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites) me.reads += 1;
        onChat(snapshot.data());
      });
    },
    async setField(chatId, field, who, value) {
      me.writes += 1;
      await updateDoc(doc(db, 'chats', chatId), new FieldPath(field, who), value);
    },
    async close() {
      await deleteApp(app);
    },
  };
  return me;
}

/** The value below which `share` of the values lie (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}
