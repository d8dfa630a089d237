/**
 * Without FCM (the emulators, no VAPID key, a browser without push), a notice that arrives
 * while the app is open but hidden is still shown as a system notification: the app asks
 * its service worker to show it. With FCM on this device the worker shows the push itself,
 * so this stays quiet; a visible page shows notices in-app only.
 */
import { CHALLENGE_NOTIFICATION_ACTIONS, challengePath } from '@/domain/challenges';
import type { AppNotification } from '@/domain/model';

const NOTICE_ICON = '/icons/icon-192.png';
const NOTICE_BADGE = '/icons/badge-96.png';

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

/** A challenge to the reader (src/domain/challenges.ts): its request, else null. */
function challengeOf(notification: AppNotification): string | null {
  return notification.type === 'debate_challenge' && notification.requestId
    ? notification.requestId
    : null;
}

/** Where a click on the notice leads: its debate (or a challenge's card), like the push's url. */
function noticeUrl(notification: AppNotification): string {
  const challenge = challengeOf(notification);
  if (challenge) return challengePath(challenge);
  return notification.chatId ? `/debate/${encodeURIComponent(notification.chatId)}` : '/home';
}

export function noticeOptions(notification: AppNotification): NotificationOptions {
  const challenge = challengeOf(notification);
  return {
    body: notification.message,
    icon: NOTICE_ICON,
    badge: NOTICE_BADGE,
    // The same tag as the push for this notice: were both shown, one replaces the other.
    tag: `notification-${notification.id}`,
    // A challenge carries Accept and Decline, as its push does (sw/notifications.ts).
    ...(challenge ? { actions: [...CHALLENGE_NOTIFICATION_ACTIONS] } : {}),
    data: {
      url: noticeUrl(notification),
      ...(challenge
        ? {
            answers: {
              accept: challengePath(challenge, 'accept'),
              decline: challengePath(challenge, 'decline'),
            },
          }
        : {}),
    },
  } as NotificationOptions;
}

export async function showThroughWorker(
  notices: readonly AppNotification[],
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
): Promise<void> {
  await Promise.all(notices.map((n) => registration.showNotification(n.title, noticeOptions(n))));
}
