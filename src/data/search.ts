/**
 * User search (SPEC §5 "User search") over userIndex/{uid}, the index the onUserWritten
 * function keeps. Every search is at most two queries of at most 10 documents, whatever
 * the number of users; docs/search.md says what it matches.
 */
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type QuerySnapshot,
} from 'firebase/firestore';
import { classifyQuery, rankUsers } from '@/domain/search';
import { db } from './firestore';
import { countReads } from './read-meter';

export const PHONE_QUERY_LIMIT = 5;
export const TEXT_QUERY_LIMIT = 10;

/** A search result: the public part of a profile, as the index holds it. */
export interface FoundUser {
  uid: string;
  phoneNumber: string;
  displayName?: string;
  bio?: string;
  profilePictureUrl?: string;
}

export interface SearchOutcome {
  /** Matching users except the current one, best first. */
  users: FoundUser[];
  /** Index documents the search read (what it costs; at most 20). */
  documentsRead: number;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function foundUser(uid: string, data: DocumentData): FoundUser {
  const user: FoundUser = { uid, phoneNumber: String(data.phoneNumber ?? '') };
  const displayName = optionalText(data.displayName);
  const bio = optionalText(data.bio);
  const profilePictureUrl = optionalText(data.profilePictureUrl);
  if (displayName) user.displayName = displayName;
  if (bio) user.bio = bio;
  if (profilePictureUrl) user.profilePictureUrl = profilePictureUrl;
  return user;
}

function candidateQueries(raw: string) {
  const index = collection(db(), 'userIndex');
  const classified = classifyQuery(raw);
  switch (classified.kind) {
    case 'error':
      throw new Error(classified.error);
    case 'phone':
      return [
        query(index, where('phoneNumber', '==', classified.phoneNumber), limit(PHONE_QUERY_LIMIT)),
      ];
    case 'text':
      return [
        // Exact and prefix name matches rank first: fetch them even when many users
        // contain the query somewhere.
        query(
          index,
          where('nameLower', '>=', classified.lower),
          where('nameLower', '<', `${classified.lower}\uf8ff`),
          orderBy('nameLower'),
          limit(TEXT_QUERY_LIMIT),
        ),
        query(
          index,
          where('tokens', 'array-contains', classified.lookupToken),
          orderBy('nameLower'),
          limit(TEXT_QUERY_LIMIT),
        ),
      ];
  }
}

/**
 * Searches users by name, bio or phone. Rejects with SEARCH_TOO_SHORT's text for a query
 * that cannot be searched (check it with classifyQuery first), or with Firestore's error.
 */
export async function searchUsers(raw: string, currentUid: string): Promise<SearchOutcome> {
  const snapshots: QuerySnapshot[] = await Promise.all(
    candidateQueries(raw).map((q) => getDocs(q)),
  );
  snapshots.forEach((s) => countReads(s.size));
  const candidates = snapshots.flatMap((s) => s.docs.map((d) => foundUser(d.id, d.data())));
  return {
    users: rankUsers(raw, candidates, currentUid),
    documentsRead: snapshots.reduce((total, s) => total + s.size, 0),
  };
}
