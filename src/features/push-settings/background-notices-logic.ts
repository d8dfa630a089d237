/**
 * Without FCM (the emulators, no VAPID key, a browser without push), a notice that arrives
 * while the app is open but hidden is still shown as a system notification: the app asks
 * its service worker to show it. With FCM on this device the worker shows the push itself,
 * so this stays quiet; a visible page shows notices in-app only.
 */
import type { AppNotification } from '@/domain/model';

export const NOTICE_ICON = '/icons/icon-192.png';
export const NOTICE_BADGE = '/icons/badge-96.png';

/** New unread notices between successive live lists; the first list is the baseline. */
export class ArrivalWatch {
  private seen: Set<string> | null = null;
  private newest = -Infinity;

  next(list: readonly AppNotification[]): AppNotification[] {
    const first = this.seen === null;
    const seen = this.seen ?? new Set<string>();
    // An old notice coming back into the live window is no arrival.
    const arrivals = first
      ? []
      : list.filter((n) => !n.read && !seen.has(n.id) && (n.createdAt ?? Infinity) >= this.newest);
    for (const n of list) {
      seen.add(n.id);
      if (n.createdAt !== null) this.newest = Math.max(this.newest, n.createdAt);
    }
    this.seen = seen;
    return arrivals;
  }
}

/** Where a click on the notice leads: its debate, like the push's url. */
export function noticeUrl(notification: AppNotification): string {
  return notification.chatId ? `/debate/${encodeURIComponent(notification.chatId)}` : '/home';
}

export function noticeOptions(notification: AppNotification): NotificationOptions {
  return {
    body: notification.message,
    icon: NOTICE_ICON,
    badge: NOTICE_BADGE,
    // The same tag as the push for this notice: were both shown, one replaces the other.
    tag: `notification-${notification.id}`,
    data: { url: noticeUrl(notification) },
  };
}

export async function showThroughWorker(
  notices: readonly AppNotification[],
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
): Promise<void> {
  await Promise.all(notices.map((n) => registration.showNotification(n.title, noticeOptions(n))));
}
