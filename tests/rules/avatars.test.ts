/**
 * avatars/{uid}: the owner's picture as bytes (docs/pictures.md), and the profile's avatarAt
 * that moves with it. The owner writes only theirs, WebP or JPEG by the bytes' signature, at
 * most 48 KB, stamped now and in one batch with avatarAt; anyone signed in reads it by uid.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { AVATAR_MAX_BYTES } from '@/domain/avatar';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const alice = () => phoneUser(env(), 'alice', '+15550000001').firestore() as unknown as Firestore;
const mallory = () =>
  phoneUser(env(), 'mallory', '+15550000666').firestore() as unknown as Firestore;
const signedOut = () => env().unauthenticatedContext().firestore() as unknown as Firestore;

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x10, 0x20, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50];

function picture(head: number[], size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

async function seedPeople(withPicture = false) {
  await seed(env(), async (db) => {
    for (const uid of ['alice', 'mallory']) {
      await setDoc(doc(db, 'users', uid), {
        uid,
        fallbackName: `Name${uid}`,
        createdAt: new Date(),
        ...(withPicture ? { avatarAt: new Date() } : {}),
      });
    }
    if (withPicture) {
      await setDoc(doc(db, 'avatars/alice'), {
        image: Bytes.fromUint8Array(picture(JPEG_HEAD)),
        type: 'image/jpeg',
        updatedAt: new Date(),
      });
    }
  });
}

/** What the app writes: the picture and the profile's avatarAt, in one batch. */
function savePicture(
  db: Firestore,
  uid: string,
  bytes: Uint8Array,
  type = 'image/jpeg',
  extra: Record<string, unknown> = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'avatars', uid), {
    image: Bytes.fromUint8Array(bytes),
    type,
    updatedAt: serverTimestamp(),
    ...extra,
  });
  batch.update(doc(db, 'users', uid), { avatarAt: serverTimestamp() });
  return batch.commit();
}

function removePicture(db: Firestore, uid: string) {
  const batch = writeBatch(db);
  batch.delete(doc(db, 'avatars', uid));
  batch.update(doc(db, 'users', uid), { avatarAt: deleteField() });
  return batch.commit();
}

describe('avatars/{uid}: writing a picture', () => {
  test('the owner saves a JPEG or a WebP of up to 48 KB with avatarAt, and replaces it', async () => {
    await seedPeople();
    await assertSucceeds(savePicture(alice(), 'alice', picture(JPEG_HEAD, AVATAR_MAX_BYTES)));
    await assertSucceeds(savePicture(alice(), 'alice', picture(WEBP_HEAD), 'image/webp'));
  });

  test('refuses another user’s picture document', async () => {
    await seedPeople(true);
    await assertFails(savePicture(mallory(), 'alice', picture(JPEG_HEAD)));
    await assertFails(
      setDoc(doc(mallory(), 'avatars/alice'), {
        image: Bytes.fromUint8Array(picture(JPEG_HEAD)),
        type: 'image/jpeg',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(removePicture(mallory(), 'alice'));
    await assertFails(savePicture(signedOut(), 'alice', picture(JPEG_HEAD)));
  });

  test('refuses a non-image, whatever type it claims', async () => {
    await seedPeople();
    const html = new TextEncoder().encode('<!doctype html><img src=https://tracker.example/p>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="x()">');
    await assertFails(savePicture(alice(), 'alice', html));
    await assertFails(savePicture(alice(), 'alice', svg, 'image/webp'));
    // A picture whose bytes say one format and whose type says another.
    await assertFails(savePicture(alice(), 'alice', picture(WEBP_HEAD), 'image/jpeg'));
    // PNG and GIF are real pictures, but not what the device makes.
    const png = picture([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await assertFails(savePicture(alice(), 'alice', png, 'image/png'));
    // Not bytes at all: a data URL string.
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, 'avatars/alice'), {
      image: 'data:image/jpeg;base64,/9j/4AAQ',
      type: 'image/jpeg',
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'users/alice'), { avatarAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  test(`refuses one over 48 KB (${AVATAR_MAX_BYTES + 1} bytes) and an empty one`, async () => {
    await seedPeople();
    await assertFails(savePicture(alice(), 'alice', picture(JPEG_HEAD, AVATAR_MAX_BYTES + 1)));
    await assertFails(savePicture(alice(), 'alice', new Uint8Array()));
  });

  test('refuses other fields (a copied link’s sourceUrl is the functions’), and a made-up time', async () => {
    await seedPeople();
    await assertFails(
      savePicture(alice(), 'alice', picture(JPEG_HEAD), 'image/jpeg', {
        sourceUrl: 'https://tracker.example/p.jpg',
      }),
    );
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, 'avatars/alice'), {
      image: Bytes.fromUint8Array(picture(JPEG_HEAD)),
      type: 'image/jpeg',
      updatedAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    });
    batch.update(doc(db, 'users/alice'), { avatarAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  test('the picture and avatarAt move only together', async () => {
    await seedPeople();
    // A picture without moving avatarAt: devices would keep their old copy.
    await assertFails(
      setDoc(doc(alice(), 'avatars/alice'), {
        image: Bytes.fromUint8Array(picture(JPEG_HEAD)),
        type: 'image/jpeg',
        updatedAt: serverTimestamp(),
      }),
    );
    // avatarAt without a picture, or at any other time.
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { avatarAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { avatarAt: Timestamp.now() }));
  });

  test('a banned owner writes no picture', async () => {
    await seedPeople();
    await seed(env(), (db) => setDoc(doc(db, 'bans/alice'), { at: new Date() }));
    await assertFails(savePicture(alice(), 'alice', picture(JPEG_HEAD)));
  });
});

describe('avatars/{uid}: removing and reading', () => {
  test('the owner removes the picture with avatarAt, never one without the other', async () => {
    await seedPeople(true);
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { avatarAt: deleteField() }));
    const db = alice();
    const onlyPicture = writeBatch(db);
    onlyPicture.delete(doc(db, 'avatars/alice'));
    await assertFails(onlyPicture.commit());
    await assertSucceeds(removePicture(alice(), 'alice'));
  });

  test('anyone signed in gets a picture by uid; nobody lists them; signed out reads nothing', async () => {
    await seedPeople(true);
    const got = await assertSucceeds(getDoc(doc(mallory(), 'avatars/alice')));
    expect(got.get('type')).toBe('image/jpeg');
    await assertSucceeds(getDoc(doc(alice(), 'avatars/alice')));
    await assertFails(getDocs(collection(mallory(), 'avatars')));
    await assertFails(getDocs(collection(alice(), 'avatars')));
    await assertFails(getDoc(doc(signedOut(), 'avatars/alice')));
  });

  test('a profile edit leaves avatarAt as it is', async () => {
    await seedPeople(true);
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { displayName: 'Alice' }));
  });
});
