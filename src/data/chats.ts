/**
 * chats/{chatId}: one-to-one chats and debates. Both are created by functions: normal chats
 * by openDirectChat (under a fixed id per pair, so two people starting a chat at once get
 * the same one), debates by acceptDebateRequest. Clients write only what the rules allow.
 */
import {
  collection,
  doc,
  getDocFromServer,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { readRematchOffer } from '@/domain/challenges';
import type { Chat, ParticipantDetail } from '@/domain/model';
import { readAiDebaterInfo } from '@/domain/practice';
import { db } from './firestore';
import { callFunction } from './functions';
import { countDocumentReads, countSnapshotReads } from './read-meter';
import { millisOf, text } from '@/domain/documents/fields';

function booleanMap(value: unknown): Record<string, boolean> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === true]),
  );
}

function countMap(value: object): Record<string, number> {
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** A debate the app paired (Quick Match, practice): its origin, sides and motion. */
function pairedFields(data: DocumentData): Partial<Chat> {
  if (data.matchOrigin !== 'quick_match' && data.matchOrigin !== 'practice') return {};
  const sides: Record<string, 'for' | 'against'> = {};
  if (data.debateSides && typeof data.debateSides === 'object') {
    for (const [uid, side] of Object.entries(data.debateSides as Record<string, unknown>)) {
      if (side === 'for' || side === 'against') sides[uid] = side;
    }
  }
  const motion = (data.motion ?? {}) as Record<string, unknown>;
  const aiDebater = readAiDebaterInfo(data.aiDebater);
  return {
    ...(aiDebater ? { aiDebater } : {}),
    matchOrigin: data.matchOrigin,
    phoneless: data.phoneless === true,
    debateSides: sides,
    ...(typeof motion.id === 'string'
      ? {
          motion: {
            id: motion.id,
            category: text(motion.category),
            title: text(motion.title),
            for: text(motion.for),
            against: text(motion.against),
          },
        }
      : {}),
  };
}

export function chatFromData(id: string, data: DocumentData): Chat {
  return {
    id,
    participants: Array.isArray(data.participants) ? (data.participants as string[]) : [],
    participantDetails: (data.participantDetails ?? {}) as Record<string, ParticipantDetail>,
    isDebate: data.isDebate === true,
    ...(data.isPublic === true ? { isPublic: true } : {}),
    status: data.status === 'completed' ? 'completed' : 'active',
    createdAt: millisOf(data.createdAt),
    lastMessage: typeof data.lastMessage === 'string' ? data.lastMessage : undefined,
    lastMessageTime: millisOf(data.lastMessageTime),
    ...(data.messageCounts && typeof data.messageCounts === 'object'
      ? { messageCounts: countMap(data.messageCounts) }
      : {}),
    evaluationRequested: data.evaluationRequested === true,
    debateTopic: data.debateTopic,
    creatorStance: data.creatorStance,
    debateRequestId: data.debateRequestId,
    ...pairedFields(data),
    debateTimeLimit: typeof data.debateTimeLimit === 'number' ? data.debateTimeLimit : undefined,
    debateStartTime: millisOf(data.debateStartTime),
    debateEndTime: millisOf(data.debateEndTime),
    ...(millisOf(data.debateEndedEarlyAt) !== null
      ? { debateEndedEarlyAt: millisOf(data.debateEndedEarlyAt) }
      : {}),
    debateStatus: data.debateStatus,
    participantReadiness: booleanMap(data.participantReadiness),
    evaluationReadiness: booleanMap(data.evaluationReadiness),
    evaluationInProgress: data.evaluationInProgress === true,
    evaluationProgress:
      typeof data.evaluationProgress === 'number' ? data.evaluationProgress : undefined,
    evaluationStage: typeof data.evaluationStage === 'string' ? data.evaluationStage : undefined,
    winner: typeof data.winner === 'string' ? data.winner : null,
    debateResult: data.debateResult ?? null,
    ...(data.noContest === true ? { noContest: true } : {}),
    rematch: readRematchOffer(data.rematch),
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

/**
 * The chat as the server has it now (not the cache), or null when it is gone; rejects
 * offline or when it may not be read. The outbox asks it when a message is refused, to say
 * why (src/domain/message-refusal.ts).
 */
export async function fetchChatFromServer(chatId: string): Promise<Chat | null> {
  const snapshot = await getDocFromServer(doc(db(), 'chats', chatId));
  countDocumentReads(snapshot.metadata);
  return chatFromSnapshot(snapshot);
}

/**
 * Opens the normal chat with another user, which the openDirectChat function creates if it
 * does not exist yet (SPEC §5 "Normal chat creation": the pair's chat is reused). Resolves
 * with its id; rejects with the function's message, e.g. 'User not found', a block or the
 * daily limit on new chats.
 */
export async function openDirectChat(otherUid: string): Promise<string> {
  const { chatId } = await callFunction('openDirectChat', { otherUid });
  return chatId;
}
