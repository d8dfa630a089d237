import { useNavigate } from 'react-router';
import type { AppNotification } from '@/domain/model';
import { NotificationMenu } from './notification-menu';
import { notificationTarget } from './notification-logic';
import { useNotifications } from './use-notifications';

/**
 * The notification bell for the signed-in header (SPEC §2 "Notification dropdown"): a live
 * unread badge and a dropdown of the latest ten. A click marks a notice read; an accepted
 * debate also opens its chat.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const { status, notifications, announcement, markRead, markAllRead, retry } = useNotifications();

  const activate = (notification: AppNotification) => {
    markRead(notification);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <NotificationMenu
      status={status}
      notifications={notifications}
      announcement={announcement}
      onActivate={activate}
      onMarkAllRead={markAllRead}
      onRetry={retry}
    />
  );
}
