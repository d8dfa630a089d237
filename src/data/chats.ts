/**
 * chats/{chatId}: one-to-one chats and debates. Clients create normal chats (under a
 * fixed id per pair, so two people starting a chat at once get the same one) and write
 * only what the rules allow; debates are created and removed by functions.
 */
import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase/firestore';
import type { Chat, ParticipantDetail } from '@/domain/model';
import { directChatId } from '@/domain/ids';
import { db, millis } from './firestore';
import { countDocumentReads, countReads, countSnapshotReads } from './read-meter';

function booleanMap(value: unknown): Record<string, boolean> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === true]),
  );
}

export function chatFromData(id: string, data: DocumentData): Chat {
  return {
    id,
    participants: Array.isArray(data.participants) ? (data.participants as string[]) : [],
    participantDetails: (data.participantDetails ?? {}) as Record<string, ParticipantDetail>,
    isDebate: data.isDebate === true,
    status: data.status === 'completed' ? 'completed' : 'active',
    createdAt: millis(data.createdAt),
    lastMessage: typeof data.lastMessage === 'string' ? data.lastMessage : undefined,
    lastMessageTime: millis(data.lastMessageTime),
    evaluationRequested: data.evaluationRequested === true,
    debateTopic: data.debateTopic,
    creatorStance: data.creatorStance,
    debateRequestId: data.debateRequestId,
    debateTimeLimit: typeof data.debateTimeLimit === 'number' ? data.debateTimeLimit : undefined,
    debateStartTime: millis(data.debateStartTime),
    debateEndTime: millis(data.debateEndTime),
    debateStatus: data.debateStatus,
    participantReadiness: booleanMap(data.participantReadiness),
    evaluationReadiness: booleanMap(data.evaluationReadiness),
    evaluationInProgress: data.evaluationInProgress === true,
    evaluationProgress:
      typeof data.evaluationProgress === 'number' ? data.evaluationProgress : undefined,
    evaluationStage: typeof data.evaluationStage === 'string' ? data.evaluationStage : undefined,
    winner: typeof data.winner === 'string' ? data.winner : null,
    debateResult: data.debateResult ?? null,
  };
}

function chatFromSnapshot(snapshot: DocumentSnapshot): Chat | null {
  const data = snapshot.data();
  return data ? chatFromData(snapshot.id, data) : null;
}

/**
 * Live list of the user's chats. `complete` is false while the answer comes only from the
 * (in-memory) cache, so a caller never treats an offline empty list as "no chats".
 */
export function watchMyChats(
  uid: string,
  onChats: (chats: Chat[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const q = query(
    collection(db(), 'chats'),
    where('participants', 'array-contains', uid),
    orderBy('createdAt', 'desc'),
  );
  return onSnapshot(
    q,
    { includeMetadataChanges: false },
    (snapshot) => {
      countSnapshotReads(snapshot);
      onChats(
        snapshot.docs.map((d) => chatFromData(d.id, d.data())),
        !snapshot.metadata.fromCache,
      );
    },
    onError,
  );
}

/** Live view of one chat; `null` when it does not exist (or was deleted). */
export function watchChat(
  chatId: string,
  onChat: (chat: Chat | null, fromServer: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'chats', chatId),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      onChat(chatFromSnapshot(snapshot), !snapshot.metadata.fromCache);
    },
    onError,
  );
}

export interface ChatMember {
  uid: string;
  phoneNumber: string;
  displayName?: string;
}

/**
 * Opens the normal chat of two users, creating it if it does not exist yet (SPEC §5
 * "Normal chat creation": an existing chat of exactly those two is reused).
 */
export async function openDirectChat(me: ChatMember, other: ChatMember): Promise<string> {
  const id = directChatId(me.uid, other.uid);
  const ref = doc(db(), 'chats', id);
  const existing = await getDoc(ref);
  countReads(1);
  if (existing.exists()) return id;
  const details = (m: ChatMember): ParticipantDetail =>
    m.displayName
      ? { phoneNumber: m.phoneNumber, displayName: m.displayName }
      : { phoneNumber: m.phoneNumber };
  await setDoc(ref, {
    participants: [me.uid, other.uid].sort(),
    participantDetails: { [me.uid]: details(me), [other.uid]: details(other) },
    isDebate: false,
    status: 'active',
    createdAt: serverTimestamp(),
  });
  return id;
}
