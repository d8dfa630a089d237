/**
 * avatars/{uid}: a person's picture as bytes (docs/pictures.md), and the profile's avatarAt
 * that says which picture is current. A change is written in the profile's own save batch
 * (updateProfile in users.ts) with avatarAt, as firestore.rules demands, so every device
 * knows from the profile alone whether its copy is current.
 */
import {
  Bytes,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  type WriteBatch,
} from 'firebase/firestore';
import type { PictureType } from '@/domain/avatar';
import { readAvatar } from '@/domain/documents/avatar';
import { db } from './firestore';
import { countReads } from './read-meter';

/** A stored picture: its bytes, their format, and the server time it was saved. */
interface StoredPicture {
  bytes: Uint8Array;
  type: PictureType;
  /** Matches the profile's avatarAt (epoch ms); null while a save is on its way. */
  updatedAt: number | null;
}

function pictureRef(uid: string) {
  return doc(db(), 'avatars', uid);
}

/** A new picture the device made (checkPicture in src/domain/avatar.ts), or its removal. */
export type PictureChange = { bytes: Uint8Array; type: PictureType } | 'remove';

/**
 * Adds a picture change of the signed-in user to `batch` and returns the profile fields that
 * must change with it (avatarAt), as firestore.rules demands: both land or neither does.
 */
export function addPictureChange(
  batch: WriteBatch,
  uid: string,
  change: PictureChange,
): Record<string, unknown> {
  if (change === 'remove') {
    batch.delete(pictureRef(uid));
    return { avatarAt: deleteField() };
  }
  batch.set(pictureRef(uid), {
    image: Bytes.fromUint8Array(change.bytes),
    type: change.type,
    updatedAt: serverTimestamp(),
  });
  return { avatarAt: serverTimestamp() };
}

/** One read of a person's picture; null when they have none. */
export async function fetchPicture(uid: string): Promise<StoredPicture | null> {
  const snapshot = await getDoc(pictureRef(uid));
  countReads(1);
  const picture = readAvatar(snapshot.data());
  const image = picture?.image;
  if (!picture || !(image instanceof Bytes) || picture.type === undefined) return null;
  return {
    bytes: image.toUint8Array(),
    type: picture.type as PictureType,
    updatedAt: picture.updatedAt,
  };
}
