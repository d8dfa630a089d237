/**
 * What the bell and its dropdown show (SPEC §2 "Notification dropdown", §9): pure, so the
 * component tests and the store share one definition.
 */
import type { AppNotification } from '@/domain/model';

/** SPEC §9 "Notification dropdown". */
const DROPDOWN_LIMIT = 10;

const BADGE_MAX = 9;

// A notice the server has not stamped yet is the newest there is.
function newestFirst(a: AppNotification, b: AppNotification): number {
  return (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity);
}

/** The notices the dropdown lists: the latest ten, newest first. */
export function dropdownNotifications(
  list: readonly AppNotification[],
  max = DROPDOWN_LIMIT,
): AppNotification[] {
  return [...list].sort(newestFirst).slice(0, max);
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((n) => !n.read).length;
}

/** The badge: nothing at zero, '9+' above nine. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Notices that arrived since the previous list: unread, not seen before and not older than
 * the newest seen before (an old notice coming back into the window is no arrival).
 */
export function newArrivals(
  previous: readonly AppNotification[],
  next: readonly AppNotification[],
): AppNotification[] {
  const seen = new Set(previous.map((n) => n.id));
  const newestSeen = Math.max(
    -Infinity,
    ...previous.flatMap((n) => (n.createdAt === null ? [] : [n.createdAt])),
  );
  return next.filter((n) => !n.read && !seen.has(n.id) && (n.createdAt ?? Infinity) >= newestSeen);
}

/** Where clicking a notice leads: an accepted debate opens its chat, a challenge its card. */
export function notificationTarget(notification: AppNotification): string | null {
  if (notification.type === 'debate_challenge' && notification.requestId) {
    return `/join/${encodeURIComponent(notification.requestId)}`;
  }
  return notification.type === 'debate_accepted' && notification.chatId
    ? `/debate/${notification.chatId}`
    : null;
}
