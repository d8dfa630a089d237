/**
 * Keeps the public profile free of private data and able to name its owner: users/{uid} gets
 * `fallbackName` (SPEC §3's generated name, which shows only the phone's last 4 digits) computed
 * from the private phone, and a profile from before docs/decisions/0012-safety.md has its phone,
 * lastActive and full medals moved to the owner's private documents. Every profile gets its
 * starting Glicko-2 rating here (1500, deviation 350: provisional, src/domain/rating.ts), so every
 * profile holds one; the histogram of established ratings (ratingStats/counts) and the leaderboard
 * count it only once it is established.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { Medal } from '@/domain/model';
import { ratingFields, START_RATING } from '@/domain/rating';
import { accountRef, medalRef, phoneOf, profileRef } from './account-docs';
import { LEGACY_PRIVATE_FIELDS } from './legacy-profile';
import { readAccount } from '@/domain/documents/account';
import type { StoredData } from '@/domain/documents/fields';
import { readProfile, readStoredMedals } from '@/domain/documents/profile';

export interface IdentityPlan {
  /** Fields to set on users/{uid}. */
  set: Record<string, unknown>;
  /** Fields to delete from users/{uid}. */
  remove: string[];
  /** The private account to create from a legacy profile (none exists yet). */
  createAccount: { phoneNumber: string; lastActive: unknown } | null;
  /** Legacy medals to copy into the owner's users/{uid}/medals. */
  moveMedals: Medal[];
}

/** What to change so the profile is public-only and named; null when nothing is to do. */
export function identityPlan(
  stored: StoredData,
  storedAccount: StoredData | undefined,
): IdentityPlan | null {
  const profile = readProfile(stored);
  const account = readAccount(storedAccount);
  const phone = phoneOf(account, profile);
  const set: Record<string, unknown> = {};
  if (phone) {
    const fallbackName = fallbackDisplayName(phone);
    if (profile.fallbackName !== fallbackName) set.fallbackName = fallbackName;
  }
  // With the name, once the phone is known (the profile and the account come in one batch).
  if (phone && typeof profile.rating !== 'number') Object.assign(set, ratingFields(START_RATING));
  const remove = LEGACY_PRIVATE_FIELDS.filter((key) => key in profile);
  const legacyPhone = typeof profile.phoneNumber === 'string' ? profile.phoneNumber.trim() : '';
  const createAccount =
    !account && legacyPhone ? { phoneNumber: legacyPhone, lastActive: profile.lastActive } : null;
  const medals = readStoredMedals(profile);
  if (medals.legacy.length > 0) {
    set.medals = medals.publicMedals;
    set.medalCount = medals.count;
  }
  if (Object.keys(set).length === 0 && remove.length === 0 && !createAccount) return null;
  return { set, remove, createAccount, moveMedals: medals.legacy };
}

/**
 * Applies identityPlan to the profile as it is now, in a transaction (events arrive late or
 * twice; the plan of the latest state is the one written). True when something changed.
 */
export async function syncPublicIdentity(uid: string): Promise<boolean> {
  const db = getFirestore();
  return db.runTransaction(async (tx) => {
    const [profile, account] = await tx.getAll(profileRef(db, uid), accountRef(db, uid));
    const data = profile?.data();
    if (!data) return false;
    const plan = identityPlan(data, account?.data());
    if (!plan) return false;
    if (plan.createAccount) {
      tx.set(accountRef(db, uid), {
        phoneNumber: plan.createAccount.phoneNumber,
        lastActive: plan.createAccount.lastActive ?? FieldValue.serverTimestamp(),
      });
    }
    // Merged: a medal the award already wrote there keeps what it knows (the opponent's name).
    for (const medal of plan.moveMedals) {
      tx.set(medalRef(db, uid, medal.id), medal, { merge: true });
    }
    const update: Record<string, unknown> = { ...plan.set };
    for (const key of plan.remove) update[key] = FieldValue.delete();
    tx.update(profileRef(db, uid), update);
    return true;
  });
}
