/**
 * searchUsers({ query }): Find Users (SPEC §5 "User search") on the server, so no client
 * reads the index and a phone number reaches nobody through it (docs/search.md).
 *
 * A phone query looks up the exact number among the private accounts and takes one unit of
 * QUOTAS.phoneLookup (30 an hour): no enumeration oracle. Whoever it finds, the caller typed
 * their number, so it may show in the caller's contact entry and chat of them from now on
 * (the `typed` consent of contacts/phone-access.ts); the answer itself never carries a
 * phone. A text query looks up the index
 * (QUOTAS.userSearch). Neither returns the caller, nor anyone blocked either way with them,
 * and a result carries public fields only. Every document the call reads is counted and
 * returned: at most 20 when no blocked pair is among the candidates.
 */
import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { classifyQuery, rankUsers, type ClassifiedQuery } from '@/domain/search';
import { SEARCH_TOO_SHORT } from '@/domain/validation';
import { grantPhoneAccess } from '../contacts/phone-access';
import { ACCOUNT_DOC, PRIVATE_COLLECTION } from '../users/account-docs';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { blockedAmong } from './blocked-among';
import type { CallResponse, FoundUser } from '@/domain/callables';
import { readUserIndexEntry } from '@/domain/documents/user-index';

type SearchUsersResponse = CallResponse<'searchUsers'>;

/** Index documents per text lookup (two lookups): 16, plus the checks, stays within 20. */
export const TEXT_QUERY_LIMIT = 8;
/** Accounts per phone lookup: a number belongs to one account; 2 shows a duplicate. */
export const PHONE_QUERY_LIMIT = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const SEARCH_ERRORS = {
  tooLong: `Please enter at most ${SEARCH_QUERY_MAX_LENGTH} characters to search`,
} as const;

interface Candidates {
  users: FoundUser[];
  reads: number;
}

function foundUser(snapshot: DocumentSnapshot): FoundUser | null {
  return readUserIndexEntry(snapshot.id, snapshot.data());
}

/** The owners of the private accounts holding exactly this number, then their entries. */
async function phoneCandidates(
  db: Firestore,
  phoneNumber: string,
  me: string,
): Promise<Candidates> {
  const accounts = await db
    .collectionGroup(PRIVATE_COLLECTION)
    .where('phoneNumber', '==', phoneNumber)
    .limit(PHONE_QUERY_LIMIT)
    .get();
  const uids = accounts.docs
    .filter((d) => d.id === ACCOUNT_DOC && d.ref.parent.parent?.parent.id === 'users')
    .map((d) => d.ref.parent.parent!.id)
    .filter((uid) => uid !== me);
  const reads = Math.max(1, accounts.size);
  if (uids.length === 0) return { users: [], reads };
  const entries = await db.getAll(...uids.map((uid) => db.collection('userIndex').doc(uid)));
  return {
    users: entries.map(foundUser).filter((u): u is FoundUser => u !== null),
    reads: reads + uids.length,
  };
}

/** Exact and prefix name matches (they rank first), and users whose words hold the token. */
async function textCandidates(
  db: Firestore,
  query: Extract<ClassifiedQuery, { kind: 'text' }>,
): Promise<Candidates> {
  const index = db.collection('userIndex');
  const snapshots = await Promise.all([
    index
      .where('nameLower', '>=', query.lower)
      .where('nameLower', '<', `${query.lower}\uf8ff`)
      .orderBy('nameLower')
      .limit(TEXT_QUERY_LIMIT)
      .get(),
    index
      .where('tokens', 'array-contains', query.lookupToken)
      .orderBy('nameLower')
      .limit(TEXT_QUERY_LIMIT)
      .get(),
  ]);
  return {
    users: snapshots.flatMap((s) => s.docs.map(foundUser)).filter((u): u is FoundUser => !!u),
    reads: snapshots.reduce((total, s) => total + Math.max(1, s.size), 0),
  };
}

export async function runSearch(me: string, raw: unknown): Promise<SearchUsersResponse> {
  if (typeof raw !== 'string') throw new HttpsError('invalid-argument', SEARCH_TOO_SHORT);
  if (raw.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new HttpsError('invalid-argument', SEARCH_ERRORS.tooLong);
  }
  const query = classifyQuery(raw);
  if (query.kind === 'error') throw new HttpsError('invalid-argument', query.error);

  const db = getFirestore();
  // Taken before the lookup, so a call that fails later has still used its unit.
  await takeQuota(me, query.kind === 'phone' ? QUOTAS.phoneLookup : QUOTAS.userSearch);
  const candidates =
    query.kind === 'phone'
      ? await phoneCandidates(db, query.phoneNumber, me)
      : await textCandidates(db, query);
  const others = [...new Set(candidates.users.map((u) => u.uid))].filter((uid) => uid !== me);
  const blocks = await blockedAmong(db, me, others);
  const allowed = candidates.users.filter((u) => !blocks.blocked.has(u.uid));
  if (query.kind === 'phone') {
    await Promise.all(
      allowed.map((u) =>
        grantPhoneAccess({ owner: u.uid, viewer: me, phone: query.phoneNumber, reason: 'typed' }),
      ),
    );
  }
  // Each grant reads the caller's contact entry and chat of the person.
  const grantReads = query.kind === 'phone' ? 2 * allowed.length : 0;
  return {
    users: rankUsers(raw, allowed, me),
    // The ban check and the quota counter are one read each.
    documentsRead: 2 + candidates.reads + blocks.reads + grantReads,
  };
}

export const searchUsers = signedInCallable('searchUsers', (request, me) =>
  runSearch(me, request.data?.query),
);
