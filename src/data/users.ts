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
  type DocumentData,
} from 'firebase/firestore';
import type { SessionUser } from '@/domain/auth-state';
import { PICTURE_LINK_PROBLEMS, type PictureLinkProblem } from '@/domain/avatar';
import { readPublicMedals } from '@/domain/medals';
import type { AccountInfo, Medal, UserProfile } from '@/domain/model';
import { readDebateStats } from '@/domain/stats';
import { readGlicko } from '@/domain/rating';
import type { ProfilePatch } from '@/domain/validation';
import { addPictureChange, type PictureChange } from './avatars';
import { db } from './firestore';
import { countDocumentReads, countReads, countSnapshotReads } from './read-meter';
import { millisOf, nonEmptyText } from '@/domain/documents/fields';

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
 */
export async function ensureUserProfile(user: SessionUser): Promise<boolean> {
  return runTransaction(db(), async (tx) => {
    const snapshot = await tx.get(profileRef(user.uid));
    countReads(1);
    const create = !snapshot.exists();
    if (create) tx.set(profileRef(user.uid), { uid: user.uid, createdAt: serverTimestamp() });
    tx.set(
      accountRef(user.uid),
      { phoneNumber: user.phoneNumber, lastActive: serverTimestamp() },
      { merge: true },
    );
    return create;
  });
}

/** The stored names of a users/{uid} document (what personName needs of it). */
export function profileNames(
  data: DocumentData,
): Pick<UserProfile, 'displayName' | 'fallbackName'> {
  return {
    displayName: nonEmptyText(data.displayName),
    fallbackName: nonEmptyText(data.fallbackName) ?? '',
  };
}

/** avatarAt as the profile carries it; absent too while its save is on its way (null). */
function pictureTime(value: unknown): Pick<UserProfile, 'avatarAt'> {
  const at = millisOf(value);
  return at === null ? {} : { avatarAt: at };
}

/**
 * The stored rating as Glicko-2 values (a profile still on Elo's scale reads shifted and
 * provisional, src/domain/rating.ts).
 */
function ratingOf(
  data: DocumentData,
): Pick<UserProfile, 'rating' | 'ratingDeviation' | 'ratingVolatility'> {
  const { rating, deviation, volatility } = readGlicko(data);
  return { rating, ratingDeviation: deviation, ratingVolatility: volatility };
}

function profileFromData(uid: string, data: DocumentData): UserProfile {
  const medals = readPublicMedals(data.medals, (value) => millisOf(value) ?? 0).sort(
    (a, b) => b.wonAt - a.wonAt,
  );
  return {
    uid,
    ...profileNames(data),
    bio: nonEmptyText(data.bio),
    profilePictureUrl: nonEmptyText(data.profilePictureUrl),
    medals,
    medalCount: typeof data.medalCount === 'number' ? data.medalCount : medals.length,
    debateStats: readDebateStats(data.debateStats),
    createdAt: millisOf(data.createdAt),
    ...ratingOf(data),
    ...(typeof data.ratingChange === 'number' ? { ratingChange: data.ratingChange } : {}),
    ...pictureTime(data.avatarAt),
  };
}

/** One read of a profile; null when the user does not exist. */
export async function fetchUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(profileRef(uid));
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
    profileRef(uid),
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

/** The copy's outcome the function left on the account (functions/src/users/copy-picture-link.ts). */
function pictureLinkOf(value: unknown): Pick<AccountInfo, 'pictureLink'> {
  if (typeof value !== 'object' || value === null) return {};
  const { url, problem } = value as { url?: unknown; problem?: unknown };
  if (typeof url !== 'string') return {};
  const known = typeof problem === 'string' && problem in PICTURE_LINK_PROBLEMS;
  return { pictureLink: known ? { url, problem: problem as PictureLinkProblem } : { url } };
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
      onAccount(
        data
          ? {
              phoneNumber: String(data.phoneNumber ?? ''),
              lastActive: millisOf(data.lastActive),
              ...pictureLinkOf(data.pictureLink),
            }
          : null,
      );
    },
    onError,
  );
}

function medalFromData(id: string, data: DocumentData): Medal {
  const medal: Medal = {
    id: String(data.id ?? id),
    topic: String(data.topic ?? ''),
    stance: String(data.stance ?? ''),
    wonAt: millisOf(data.wonAt) ?? 0,
    opponentPhone: String(data.opponentPhone ?? ''),
    aiAnalysis: String(data.aiAnalysis ?? ''),
  };
  const opponentName = nonEmptyText(data.opponentName);
  if (opponentName) medal.opponentName = opponentName;
  if (typeof data.chatId === 'string') medal.chatId = data.chatId;
  return medal;
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
      onMedals(snapshot.docs.map((d) => medalFromData(d.id, d.data())));
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
