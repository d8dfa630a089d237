/**
 * debateRequests/{id}: open debate requests (SPEC §3 DebateRequest, §7), and challenges
 * addressed to one person (src/domain/challenges.ts). Creating is the createDebateRequest
 * function (it counts the person's waiting requests); the owner cancels their own; everyone
 * signed in sees pending ones, live, and each person the challenges to them. Accepting is the
 * acceptDebateRequest function (one transaction: the request, the chat, the notice);
 * declining a challenge is declineChallenge.
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
  type QuerySnapshot,
} from 'firebase/firestore';
import { CHALLENGE_STATUS } from '@/domain/challenges';
import { mergeRequestLists } from '@/domain/debate-requests';
import type { DebateRequest } from '@/domain/model';
import { withoutBlockedRequests } from '@/domain/moderation';
import type { DebateRequestDraft } from '@/domain/validation';
import { db } from './firestore';
import { callFunction } from './functions';
import { watchBlockedUids } from './moderation';
import { watchListAnswers } from './list-answers';
import { countSnapshotReads } from './read-meter';
import { readShownDebateRequest } from '@/domain/documents/debate-request';

/** How many of the newest pending requests Browse follows. */
const PENDING_WATCH_LIMIT = 100;

function requests() {
  return collection(db(), 'debateRequests');
}

function fromSnapshot(snapshot: QuerySnapshot): DebateRequest[] {
  countSnapshotReads(snapshot);
  // A request just made here has no server time yet: the estimate keeps it on top.
  return snapshot.docs.map((d) =>
    readShownDebateRequest(d.id, d.data({ serverTimestamps: 'estimate' })),
  );
}

/**
 * Browse's list, live: the newest pending requests of everyone but the people the user
 * blocked, and the user's own in any status (a matched one shows 'Accepted!' and 'Enter
 * Debate'). Calls back once the queries and the block list have answered, and again at
 * every change of any. `complete` is false while
 * an answer comes only from the (in-memory) cache, e.g. offline: not a real empty list.
 */
export function watchDebateRequests(
  uid: string,
  onRequests: (requests: DebateRequest[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  let pending: DebateRequest[] | null = null;
  let own: DebateRequest[] | null = null;
  let blocked: ReadonlySet<string> | null = null;
  let challenges: DebateRequest[] | null = null;
  let pendingFromServer = false;
  let ownFromServer = false;
  let challengesFromServer = false;
  const emit = () => {
    // The owner's copy comes last: it is the one that still exists once a request matches.
    if (pending && own && challenges && blocked) {
      onRequests(
        mergeRequestLists(
          withoutBlockedRequests(pending, blocked),
          withoutBlockedRequests(challenges, blocked),
          own,
        ),
        pendingFromServer && ownFromServer && challengesFromServer,
      );
    }
  };
  // Challenges to the user (src/domain/challenges.ts): only they may read them, so they are
  // never in the open list; a person has few, so the whole set is followed.
  const stopChallenges = watchListAnswers(
    query(requests(), where('challengedUid', '==', uid), where('status', '==', CHALLENGE_STATUS)),
    (snapshot, complete) => {
      challenges = fromSnapshot(snapshot);
      challengesFromServer ||= complete;
      emit();
    },
    onError,
  );
  const stopPending = watchListAnswers(
    query(
      requests(),
      where('status', '==', 'pending'),
      orderBy('timestamp', 'desc'),
      limit(PENDING_WATCH_LIMIT),
    ),
    (snapshot, complete) => {
      pending = fromSnapshot(snapshot);
      pendingFromServer ||= complete;
      emit();
    },
    onError,
  );
  const stopOwn = watchListAnswers(
    query(requests(), where('userId', '==', uid), orderBy('timestamp', 'desc')),
    (snapshot, complete) => {
      own = fromSnapshot(snapshot);
      ownFromServer ||= complete;
      emit();
    },
    onError,
  );
  // Nobody sees the requests of someone they blocked (src/domain/moderation.ts).
  const stopBlocked = watchBlockedUids(uid, (uids) => {
    blocked = uids;
    emit();
  });
  return () => {
    stopPending();
    stopOwn();
    stopBlocked();
    stopChallenges();
  };
}

/**
 * Creates a request as the signed-in user through the createDebateRequest function, which
 * holds each person to MAX_PENDING_REQUESTS waiting requests (src/domain/limits.ts): an open
 * one, or with `challengedUid` a challenge to that person only. Resolves with its id once
 * the server has it; rejects with the function's message.
 */
export async function createDebateRequest(
  draft: DebateRequestDraft,
  options: { isPublic?: boolean; challengedUid?: string } = {},
): Promise<string> {
  const { requestId } = await callFunction('createDebateRequest', {
    topic: draft.topic,
    stance: draft.stance,
    timeLimit: draft.timeLimit,
    isPublic: options.isPublic === true,
    ...(options.challengedUid ? { challengedUid: options.challengedUid } : {}),
  });
  return requestId;
}

/**
 * Offers the opponent of a finished debate a rematch: the same topic and time limit with the
 * sides swapped, as a challenge to them (the function builds it from the debate). Asking
 * again while the offer waits answers the same request. Resolves with its id.
 */
export async function offerRematch(chatId: string): Promise<string> {
  const { requestId } = await callFunction('createDebateRequest', { rematchOf: chatId });
  return requestId;
}

/** Declines a challenge to the signed-in user; the challenger is told. */
export async function declineChallenge(requestId: string): Promise<void> {
  await callFunction('declineChallenge', {
    requestId,
  });
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
  const { chatId } = await callFunction('acceptDebateRequest', { requestId });
  return chatId;
}

/**
 * One request, live (/join/{requestId}): null when it does not exist or may no longer be
 * read (a request someone else accepted is its owner's only). Offline, the (in-memory) cache
 * not holding it is no answer: nothing is said until the server's.
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
      if (!data && snapshot.metadata.fromCache) return;
      onRequest(data ? readShownDebateRequest(snapshot.id, data) : null);
    },
    (error) => {
      if ((error as { code?: string }).code === 'permission-denied') onRequest(null);
      else onError(error);
    },
  );
}
