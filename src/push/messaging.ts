/**
 * FCM in the browser, loaded only when push is being turned on, refreshed or removed: it
 * never enters the sign-in page's or /home's first download.
 */
import { firebaseApp } from '@/data/app';
import { vapidKey } from './availability';

function sdk() {
  return import('firebase/messaging');
}

/** FCM's own check (IndexedDB, cookies, the Push API, a secure origin…). */
export async function fcmSupported(): Promise<boolean> {
  const { isSupported } = await sdk();
  return isSupported();
}

/**
 * This device's FCM token, through our own service worker registration (the worker in
 * sw/ shows the messages). FCM hands back the same token until it rotates it.
 */
export async function fetchFcmToken(registration: ServiceWorkerRegistration): Promise<string> {
  const key = vapidKey();
  if (!key) throw new Error('No VAPID key in this build.');
  const { getMessaging, getToken } = await sdk();
  return getToken(getMessaging(firebaseApp()), {
    vapidKey: key,
    serviceWorkerRegistration: registration,
  });
}

/** Unsubscribes this device from FCM, so its token stops working everywhere. */
export async function deleteFcmToken(): Promise<void> {
  const { getMessaging, deleteToken } = await sdk();
  await deleteToken(getMessaging(firebaseApp()));
}
