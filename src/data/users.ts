/**
 * A person's documents (docs/decisions/0012-safety.md "Phone privacy"): users/{uid} is the public
 * profile any signed-in user may read; users/{uid}/private/account ({ phoneNumber, lastActive })
 * and users/{uid}/medals/{id} (the medal history with the opponents' phones) are the owner's.
 */
import {
  collection,
  deleteField,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import type { SessionUser } from '@/domain/auth-state';
import type { AccountInfo, Medal, UserProfile } from '@/domain/model';
import type { ProfilePatch } from '@/domain/validation';
import { addPictureChange, type PictureChange } from './avatars';
import { directReader } from './direct-read';
import { db } from './firestore';
import { countDocumentReads, countReads, countSnapshotReads } from './read-meter';
import { readShownAccount } from '@/domain/documents/account';
import { readMedal } from '@/domain/documents/medal';
import { readShownProfile } from '@/domain/documents/profile';

function profileRef(uid: string) {
  return doc(db(), 'users', uid);
}

function accountRef(uid: string) {
  return doc(db(), 'users', uid, 'private', 'account');
}

/**
 * At sign-in: creates the public profile the first time, and the private account with the
 * phone of this sign-in, or moves its lastActive to now (one merged write the rules allow
 * for both). One transaction, so the function that names the profile finds both, and so two
 * sign-ins racing on a new account (two tabs, a reload while the first one was under way)
 * create it once: a plain "read, then write" let the loser's creation be refused after the
 * app had already shown it, and the profile screen flipped to 'Profile not found' and back
 * under the form (src/features/profile/profile-screen.tsx). A transaction's writes show
 * only once the server accepted them, so nothing is shown that is taken back. Resolves true
 * when this call created the profile.
 *
 * `known`: this device has seen this sign-in's profile made before (src/data/session.ts), so
 * the transaction only moves lastActive: one write and no read, where every start of a
 * returning user used to read the profile first (a read billed, and a round trip).
 */
export async function ensureUserProfile(
  user: SessionUser,
  { known = false }: { known?: boolean } = {},
): Promise<boolean> {
  return runTransaction(db(), async (tx) => {
    let create = false;
    if (!known) {
      const snapshot = await tx.get(profileRef(user.uid));
      countReads(1);
      create = !snapshot.exists();
    }
    if (create) tx.set(profileRef(user.uid), { uid: user.uid, createdAt: serverTimestamp() });
    tx.set(
      accountRef(user.uid),
      { phoneNumber: user.phoneNumber, lastActive: serverTimestamp() },
      { merge: true },
    );
    return create;
  });
}

/** One read of a profile; null when the user does not exist. */
export async function fetchUserProfile(uid: string): Promise<UserProfile | null> {
  return shownProfile(uid, (await getDoc(profileRef(uid))).data());
}

/**
 * The same read by a request of its own (directReader: a document lookup, not on the listen
 * stream that getDoc and every listener share), for a read that stream has not answered
 * (src/offline/profiles.ts); one attempt, no retry.
 */
export async function fetchUserProfileDirect(uid: string): Promise<UserProfile | null> {
  const { lite, db: direct } = await directReader();
  return shownProfile(uid, (await lite.getDoc(lite.doc(direct, 'users', uid))).data());
}

/** A profile read once (one read billed); null for nobody. */
function shownProfile(uid: string, data: Record<string, unknown> | undefined): UserProfile | null {
  countReads(1);
  return data ? readShownProfile(uid, data) : null;
}

/** Live profile; `null` when the user does not exist. */
export function watchUserProfile(
  uid: string,
  onProfile: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    profileRef(uid),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      const data = snapshot.data();
      // Offline, the (in-memory) cache knows nothing yet: that is not "no such user".
      if (!data && snapshot.metadata.fromCache) return;
      onProfile(data ? readShownProfile(uid, data) : null);
    },
    onError,
  );
}

/**
 * The signed-in user's own phone and last activity, live; null until the account exists
 * (it is written at sign-in). Only the owner may read it.
 */
export function watchAccount(
  uid: string,
  onAccount: (account: AccountInfo | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    accountRef(uid),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      const data = snapshot.data();
      if (!data && snapshot.metadata.fromCache) return;
      onAccount(data ? readShownAccount(data) : null);
    },
    onError,
  );
}

/**
 * The newest `count` of the signed-in user's medals, live, newest first (their history,
 * with the opponents' phones). A bounded read: the profile asks for more a page at a time.
 */
export function watchMyMedals(
  uid: string,
  count: number,
  onMedals: (medals: Medal[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(db(), 'users', uid, 'medals'), orderBy('wonAt', 'desc'), limit(count)),
    (snapshot) => {
      countSnapshotReads(snapshot);
      onMedals(snapshot.docs.map((d) => readMedal(d.id, d.data())));
    },
    onError,
  );
}

/**
 * Writes the given profile fields of the signed-in user, and nothing else, and moves their
 * lastActive to now, in one batch; with `picture`, their new picture (or its removal) and the
 * profile's avatarAt go in the same batch (src/data/avatars.ts). A null field was emptied:
 * SPEC §5 stores empty values as absent, so it is deleted. The patch must come from
 * validateProfile and the picture from checkPicture; the rules refuse anything else.
 */
export async function updateProfile(
  uid: string,
  patch: ProfilePatch,
  picture?: PictureChange,
): Promise<void> {
  const batch = writeBatch(db());
  const changes: Record<string, unknown> = picture ? addPictureChange(batch, uid, picture) : {};
  for (const field of ['displayName', 'bio', 'profilePictureUrl'] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    changes[field] = value === null ? deleteField() : value;
  }
  if (Object.keys(changes).length > 0) batch.update(profileRef(uid), changes);
  batch.update(accountRef(uid), { lastActive: serverTimestamp() });
  await batch.commit();
}
