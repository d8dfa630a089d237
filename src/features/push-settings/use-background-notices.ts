import { useEffect, useRef } from 'react';
import type { AppNotification } from '@/domain/model';
import { notificationPermission } from '@/push/availability';
import { pushDeliversHere } from '@/push/push-session';
import { ArrivalWatch, showThroughWorker } from './background-notices-logic';

async function show(arrivals: readonly AppNotification[]): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration('/');
  if (registration) await showThroughWorker(arrivals, registration);
}

/**
 * Shows notices that arrive while the page is hidden as system notifications, unless FCM
 * delivers to this device (then the worker does) or the user has not allowed them.
 */
export function useBackgroundNotices(
  uid: string,
  notifications: readonly AppNotification[],
  ready: boolean,
): void {
  const watch = useRef<{ uid: string; watch: ArrivalWatch } | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (watch.current?.uid !== uid) watch.current = { uid, watch: new ArrivalWatch() };
    const arrivals = watch.current.watch.next(notifications);
    if (arrivals.length === 0 || document.visibilityState !== 'hidden') return;
    if (pushDeliversHere(uid) || notificationPermission() !== 'granted') return;
    show(arrivals).catch((error: unknown) =>
      console.warn('Could not show the notification', error),
    );
  }, [uid, notifications, ready]);
}
