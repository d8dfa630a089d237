/** users/{uid}: the profile documents. */
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { SessionUser } from '../domain/auth-state';
import { db } from './firestore';

/** Creates the profile on first sign-in, otherwise records the user as active now. */
export async function ensureUserProfile(user: SessionUser): Promise<void> {
  const ref = doc(db(), 'users', user.uid);
  const snapshot = await getDoc(ref);
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
