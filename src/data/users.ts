/** users/{uid}: the profile documents. */
import {
  deleteField,
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { SessionUser } from '@/domain/auth-state';
import type { UserProfile } from '@/domain/model';
import { readDebateStats } from '@/domain/stats';
import type { ProfilePatch } from '@/domain/validation';
import { db, millis } from './firestore';
import { countDocumentReads, countReads } from './read-meter';

/** Creates the profile on first sign-in, otherwise records the user as active now. */
export async function ensureUserProfile(user: SessionUser): Promise<void> {
  const ref = doc(db(), 'users', user.uid);
  const snapshot = await getDoc(ref);
  countReads(1);
  if (snapshot.exists()) {
    await updateDoc(ref, { lastActive: serverTimestamp() });
    return;
  }
  await setDoc(ref, {
    uid: user.uid,
    phoneNumber: user.phoneNumber,
    createdAt: serverTimestamp(),
    lastActive: serverTimestamp(),
  });
}

export function profileFromData(uid: string, data: DocumentData): UserProfile {
  return {
    uid,
    phoneNumber: String(data.phoneNumber ?? ''),
    displayName:
      typeof data.displayName === 'string' && data.displayName ? data.displayName : undefined,
    bio: typeof data.bio === 'string' && data.bio ? data.bio : undefined,
    profilePictureUrl:
      typeof data.profilePictureUrl === 'string' && data.profilePictureUrl
        ? data.profilePictureUrl
        : undefined,
    medals: Array.isArray(data.medals)
      ? (data.medals as DocumentData[]).map((m) => ({
          id: String(m.id ?? ''),
          topic: String(m.topic ?? ''),
          stance: String(m.stance ?? ''),
          wonAt: millis(m.wonAt) ?? 0,
          opponentPhone: String(m.opponentPhone ?? ''),
          aiAnalysis: String(m.aiAnalysis ?? ''),
          chatId: typeof m.chatId === 'string' ? m.chatId : undefined,
        }))
      : [],
    debateStats: readDebateStats(data.debateStats),
    createdAt: millis(data.createdAt),
    lastActive: millis(data.lastActive),
  };
}

/** One read of a profile; null when the user does not exist. */
export async function fetchUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(doc(db(), 'users', uid));
  countReads(1);
  const data = snapshot.data();
  return data ? profileFromData(uid, data) : null;
}

/** Live profile; `null` when the user does not exist. */
export function watchUserProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'users', uid),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      const data = snapshot.data();
      // Offline, the (in-memory) cache knows nothing yet: that is not "no such user".
      if (!data && snapshot.metadata.fromCache) return;
      onProfile(data ? profileFromData(uid, data) : null);
    },
    onError,
  );
}

/**
 * Writes the given profile fields of the signed-in user, and nothing else, with lastActive
 * in the same write. A null field was emptied: SPEC §5 stores empty values as absent, so it
 * is deleted. The patch must come from validateProfile; the rules refuse anything else.
 */
export async function updateProfile(uid: string, patch: ProfilePatch): Promise<void> {
  const changes: Record<string, unknown> = {};
  for (const field of ['displayName', 'bio', 'profilePictureUrl'] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    changes[field] = value === null ? deleteField() : value;
  }
  await updateDoc(doc(db(), 'users', uid), { ...changes, lastActive: serverTimestamp() });
}
