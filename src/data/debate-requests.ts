/**
 * debateRequests/{id}: open debate requests (SPEC §3 DebateRequest, §7). Creating is the
 * createDebateRequest function (it counts the person's open requests); the owner cancels
 * their own; everyone signed in sees pending ones, live. Accepting is the
 * acceptDebateRequest function (one transaction: the request, the chat, the notice).
 */
import {
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type QuerySnapshot,
} from 'firebase/firestore';
import { mergeRequestLists } from '@/domain/debate-requests';
import type { DebateRequest } from '@/domain/model';
import type { DebateRequestDraft } from '@/domain/validation';
import { db, millis } from './firestore';
import { callFunction } from './functions';
import { countSnapshotReads } from './read-meter';

/** How many of the newest pending requests Browse follows. */
export const PENDING_WATCH_LIMIT = 100;

function requests() {
  return collection(db(), 'debateRequests');
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

export function debateRequestFromData(id: string, data: DocumentData): DebateRequest {
  return {
    id,
    userId: String(data.userId ?? ''),
    userPhone: String(data.userPhone ?? ''),
    topic: String(data.topic ?? ''),
    stance: String(data.stance ?? ''),
    timeLimit: typeof data.timeLimit === 'number' ? data.timeLimit : 0,
    ...(data.isPublic === true ? { isPublic: true } : {}),
    ...(typeof data.userName === 'string' && data.userName ? { userName: data.userName } : {}),
    ...(typeof data.userRating === 'number' ? { userRating: data.userRating } : {}),
    ...(typeof data.userProvisional === 'boolean' ? { userProvisional: data.userProvisional } : {}),
    timestamp: millis(data.timestamp),
    status: data.status === 'matched' ? 'matched' : 'pending',
    chatId: optionalText(data.chatId),
    acceptedBy: optionalText(data.acceptedBy),
    acceptedByPhone: optionalText(data.acceptedByPhone),
    acceptedAt: millis(data.acceptedAt),
  };
}

function fromSnapshot(snapshot: QuerySnapshot): DebateRequest[] {
  countSnapshotReads(snapshot);
  // A request just made here has no server time yet: the estimate keeps it on top.
  return snapshot.docs.map((d) =>
    debateRequestFromData(d.id, d.data({ serverTimestamps: 'estimate' })),
  );
}

/**
 * Browse's list, live: the newest pending requests of everyone, and the user's own in any
 * status (a matched one shows 'Accepted!' and 'Enter Debate'). Calls back once both
 * queries have answered, and again at every change of either. `complete` is false while
 * an answer comes only from the (in-memory) cache, e.g. offline: not a real empty list.
 */
export function watchDebateRequests(
  uid: string,
  onRequests: (requests: DebateRequest[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  let pending: DebateRequest[] | null = null;
  let own: DebateRequest[] | null = null;
  let pendingFromServer = false;
  let ownFromServer = false;
  const emit = () => {
    // The owner's copy comes last: it is the one that still exists once a request matches.
    if (pending && own) {
      onRequests(mergeRequestLists(pending, own), pendingFromServer && ownFromServer);
    }
  };
  const stopPending = onSnapshot(
    query(
      requests(),
      where('status', '==', 'pending'),
      orderBy('timestamp', 'desc'),
      limit(PENDING_WATCH_LIMIT),
    ),
    (snapshot) => {
      pending = fromSnapshot(snapshot);
      pendingFromServer ||= !snapshot.metadata.fromCache;
      emit();
    },
    onError,
  );
  const stopOwn = onSnapshot(
    query(requests(), where('userId', '==', uid), orderBy('timestamp', 'desc')),
    (snapshot) => {
      own = fromSnapshot(snapshot);
      ownFromServer ||= !snapshot.metadata.fromCache;
      emit();
    },
    onError,
  );
  return () => {
    stopPending();
    stopOwn();
  };
}

/**
 * Creates a pending request as the signed-in user through the createDebateRequest function,
 * which holds each person to MAX_PENDING_REQUESTS open requests (src/domain/limits.ts).
 * Resolves with its id once the server has it; rejects with the function's message.
 */
export async function createDebateRequest(
  draft: DebateRequestDraft,
  isPublic = false,
): Promise<string> {
  const { requestId } = await callFunction<
    DebateRequestDraft & { isPublic: boolean },
    { requestId: string }
  >('createDebateRequest', {
    topic: draft.topic,
    stance: draft.stance,
    timeLimit: draft.timeLimit,
    isPublic,
  });
  return requestId;
}

/** Cancels (deletes) one's own pending request; the rules refuse a matched one. */
export function cancelDebateRequest(requestId: string): Promise<void> {
  return deleteDoc(doc(requests(), requestId));
}

/**
 * Accepts someone's pending request; resolves with the new debate chat's id. Rejects with
 * the function's message: 'Debate request not found', 'This debate request is no longer
 * available', 'Cannot accept your own debate request' or 'User not authenticated'.
 */
export async function acceptDebateRequest(requestId: string): Promise<string> {
  const { chatId } = await callFunction<{ requestId: string }, { chatId: string }>(
    'acceptDebateRequest',
    { requestId },
  );
  return chatId;
}

/**
 * One request, live (/join/{requestId}): null when it does not exist or may no longer be
 * read (a request someone else accepted is its owner's only).
 */
export function watchDebateRequest(
  requestId: string,
  onRequest: (request: DebateRequest | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(requests(), requestId),
    (snapshot) => {
      const data = snapshot.data({ serverTimestamps: 'estimate' });
      onRequest(data ? debateRequestFromData(snapshot.id, data) : null);
    },
    (error) => {
      if ((error as { code?: string }).code === 'permission-denied') onRequest(null);
      else onError(error);
    },
  );
}
