/** The words of the bell and its dropdown (SPEC §2 "Notification dropdown", §8). */
import type { AppNotification } from '@/domain/model';

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  signedOut: 'Please sign in to view notifications',
  loading: 'Loading notifications…',
  loadFailed: 'Failed to load notifications. Please try again.',
  tryAgain: 'Try again',
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  unread: 'NEW',
  accept: 'Accept',
  decline: 'Decline',
  declined: 'You declined. The challenger has been told.',
  expired: 'This challenge has expired.',
} as const;

/** The bell's accessible name, with the exact count the badge may abbreviate. */
export function bellLabel(count: number): string {
  return count > 0 ? `${NOTIFICATIONS_TEXT.title}, ${count} unread` : NOTIFICATIONS_TEXT.title;
}

/** What a screen reader hears when notices arrive while the app is open. */
export function arrivalAnnouncement(arrivals: readonly AppNotification[]): string {
  if (arrivals.length === 0) return '';
  if (arrivals.length === 1) return `New notification: ${arrivals[0]!.title}`;
  return `${arrivals.length} new notifications`;
}
