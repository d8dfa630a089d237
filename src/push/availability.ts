/**
 * Whether this device and this build can receive push messages through FCM, answered
 * without loading the FCM SDK. Where they cannot, everything else still works: in-app
 * notifications arrive live, and the app can still show a system notification while it is
 * open in the background (features/pwa).
 */
import { emulatorMode } from '@/data/app';
import { isIos, isStandalone } from './device';

export type PushBlocker =
  /** The Emulator Suite has no FCM. */
  | 'emulator'
  /** The build was made without VITE_FIREBASE_VAPID_KEY. */
  | 'no-vapid-key'
  /** No service worker controls the app (the development server). */
  | 'no-service-worker'
  /** The browser lacks the Push API or FCM's requirements. */
  | 'unsupported'
  /** iOS delivers web push only to the app added to the home screen. */
  | 'ios-not-installed'
  /** The user blocked notifications for this site. */
  | 'denied';

export function vapidKey(): string | undefined {
  const key = import.meta.env.VITE_FIREBASE_VAPID_KEY as string | undefined;
  return key?.trim() || undefined;
}

/** Whether the page can show system notifications at all (through the service worker). */
export function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return canNotify() ? Notification.permission : 'unsupported';
}

/** The first reason push cannot work here, or null when it can be tried. */
export function pushBlocker(): PushBlocker | null {
  if (isIos() && !isStandalone()) return 'ios-not-installed';
  if (!canNotify() || !('PushManager' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (emulatorMode) return 'emulator';
  if (!vapidKey()) return 'no-vapid-key';
  return null;
}

/** This app's own service worker registration (FCM uses it, not firebase-messaging-sw.js). */
export async function appRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return null;
  if (registration.active) return registration;
  return navigator.serviceWorker.ready;
}

/**
 * Asks for permission to show notifications (from a tap). Used where FCM is unavailable:
 * the app can still notify while it is open in the background.
 */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  if (!canNotify()) return 'denied';
  return Notification.requestPermission();
}
