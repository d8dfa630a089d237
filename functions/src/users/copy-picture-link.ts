/**
 * The profile's picture link (SPEC §2's profilePictureUrl) becomes a picture like any other:
 * when the link changes, a function fetches it once (picture-link.ts: public addresses only,
 * at most 48 KB, a JPEG, PNG, WebP or GIF by its bytes) and stores the bytes in avatars/{uid}
 * with the profile's avatarAt, so every device shows the copy and none ever requests the
 * address (docs/pictures.md). Its owner learns the outcome on their private account
 * (users/{uid}/private/account.pictureLink: the link, and the problem when there is one).
 * Emptying the link removes a picture that was copied from it, not one from the device.
 */
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { PictureLinkProblem } from '@/domain/avatar';
import { QUOTAS } from '@/domain/limits';
import { takeQuota } from '../safety/quota';
import { accountRef, profileRef } from './account-docs';
import {
  DEFAULT_FETCH_DEPS,
  fetchPictureLink,
  type FetchDeps,
  type FetchedPicture,
} from './picture-link';
import { readAvatar } from '@/domain/documents/avatar';
import { trimmedText } from '@/domain/documents/fields';
import type { ProfileDoc } from '@/domain/documents/profile';

function link(profile: ProfileDoc | undefined): string {
  return trimmedText(profile?.profilePictureUrl);
}

function pictureRef(uid: string) {
  return getFirestore().collection('avatars').doc(uid);
}

/** Records the outcome for the owner, if the profile still holds this link. */
async function copy(uid: string, url: string, deps: FetchDeps): Promise<void> {
  const db = getFirestore();
  // Each change of the link is one request to an address its owner chose: paid first.
  const paid = await takeQuota(uid, QUOTAS.pictureLinkCopy).then(
    () => true,
    () => false,
  );
  const fetched: FetchedPicture = paid
    ? await fetchPictureLink(url, deps)
    : { ok: false, problem: 'too-many' satisfies PictureLinkProblem };
  await db.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef(db, uid));
    // A newer link (or none) was saved meanwhile: its own run decides.
    if (link(profile.data()) !== url) return;
    const now = Timestamp.now();
    if (fetched.ok) {
      tx.set(pictureRef(uid), {
        image: Buffer.from(fetched.bytes),
        type: fetched.type,
        updatedAt: now,
        sourceUrl: url,
      });
      tx.update(profileRef(db, uid), { avatarAt: now });
      tx.set(accountRef(db, uid), { pictureLink: { url, copiedAt: now } }, { merge: true });
    } else {
      tx.set(
        accountRef(db, uid),
        { pictureLink: { url, problem: fetched.problem, at: now } },
        { merge: true },
      );
    }
  });
}

/** The link was emptied: the picture copied from it goes too; one from the device stays. */
async function uncopy(uid: string, oldUrl: string): Promise<void> {
  const db = getFirestore();
  await db.runTransaction(async (tx) => {
    const [profile, picture] = await tx.getAll(profileRef(db, uid), pictureRef(uid));
    if (!profile?.exists || link(profile.data())) return;
    if (readAvatar(picture?.data())?.sourceUrl === oldUrl) {
      tx.delete(pictureRef(uid));
      tx.update(profileRef(db, uid), { avatarAt: FieldValue.delete() });
    }
    tx.set(accountRef(db, uid), { pictureLink: FieldValue.delete() }, { merge: true });
  });
}

/** What a write to users/{uid} means for the picture link: a copy, a removal, or nothing. */
export async function followPictureLink(
  uid: string,
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
  deps: FetchDeps = DEFAULT_FETCH_DEPS,
): Promise<void> {
  const oldUrl = link(before);
  const newUrl = link(after);
  if (!after || oldUrl === newUrl) return;
  await (newUrl ? copy(uid, newUrl, deps) : uncopy(uid, oldUrl));
}
