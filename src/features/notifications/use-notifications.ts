import { useCallback, useMemo } from 'react';
import { markAllNotificationsRead, markNotificationRead } from '@/data/notifications';
import type { AppNotification } from '@/domain/model';
import { useSession } from '@/hooks/use-session';
import { useStore } from '@/hooks/use-store';
import { unreadCount } from './notification-logic';
import {
  LOADING,
  notificationsSnapshot,
  retryNotifications,
  subscribeNotifications,
  type Announcement,
  type NotificationsStatus,
} from './notifications-store';

export type NotificationsViewStatus = NotificationsStatus | 'signed-out';

interface NotificationsView {
  status: NotificationsViewStatus;
  /** The live window (up to 20), newest first. */
  notifications: AppNotification[];
  /** Unread among the live window: what the bell's badge counts. */
  unreadCount: number;
  announcement: Announcement | null;
  /** Marks one read; shown at once, stored when the server is reachable. */
  markRead(notification: AppNotification): void;
  markAllRead(): void;
  retry(): void;
}

const SIGNED_OUT = { ...LOADING };
const noSubscription = () => () => {};

function logFailure(what: string) {
  return (error: unknown) => console.error(what, error);
}

/** The signed-in user's notifications, live; one subscription however many readers. */
export function useNotifications(): NotificationsView {
  const uid = useSession().user?.uid ?? null;
  const subscribe = useCallback(
    (listener: () => void) => (uid ? subscribeNotifications(uid, listener) : noSubscription()),
    [uid],
  );
  const read = useCallback(() => (uid ? notificationsSnapshot(uid) : SIGNED_OUT), [uid]);
  const snapshot = useStore(subscribe, read);
  const { notifications } = snapshot;

  const markRead = useCallback((notification: AppNotification) => {
    if (notification.read) return;
    markNotificationRead(notification.id).catch(logFailure('Could not mark the notification read'));
  }, []);

  const markAllRead = useCallback(() => {
    if (!uid) return;
    const unread = notifications.filter((n) => !n.read).map((n) => n.id);
    markAllNotificationsRead(uid, unread).catch(logFailure('Could not mark notifications read'));
  }, [uid, notifications]);

  const retry = useCallback(() => {
    if (uid) retryNotifications(uid);
  }, [uid]);

  return useMemo(
    () => ({
      status: uid ? snapshot.status : 'signed-out',
      notifications,
      unreadCount: unreadCount(notifications),
      announcement: snapshot.announcement,
      markRead,
      markAllRead,
      retry,
    }),
    [uid, snapshot, notifications, markRead, markAllRead, retry],
  );
}
