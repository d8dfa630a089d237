import type { CSSProperties } from 'react';
import { Dialog } from '@/components/dialog';
import type { AppNotification } from '@/domain/model';
import { NotificationItem } from './notification-item';
import { dropdownNotifications, unreadCount } from './notification-logic';
import { NOTIFICATIONS_TEXT } from './notifications-texts';
import type { NotificationsViewStatus } from './use-notifications';
import { useNow } from '@/hooks/use-now';

interface NotificationPanelProps {
  id?: string;
  style?: CSSProperties;
  status: NotificationsViewStatus;
  /** The live window; the panel shows the latest ten, newest first. */
  notifications: readonly AppNotification[];
  onActivate(notification: AppNotification): void;
  onMarkAllRead(): void;
  onRetry(): void;
  onClose(): void;
}

function PanelBody({
  status,
  notifications,
  onActivate,
  onRetry,
}: Pick<NotificationPanelProps, 'status' | 'notifications' | 'onActivate' | 'onRetry'>) {
  const now = useNow(30_000);
  if (status === 'signed-out') {
    return <p className="notification-panel__state">{NOTIFICATIONS_TEXT.signedOut}</p>;
  }
  if (status === 'loading') {
    return (
      <p className="notification-panel__state" role="status">
        <span className="spinner" aria-hidden="true" />
        {NOTIFICATIONS_TEXT.loading}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="notification-panel__state">
        <p className="alert alert--error" role="alert">
          {NOTIFICATIONS_TEXT.loadFailed}
        </p>
        <button type="button" className="button button--small" onClick={onRetry}>
          {NOTIFICATIONS_TEXT.tryAgain}
        </button>
      </div>
    );
  }
  const latest = dropdownNotifications(notifications);
  if (latest.length === 0) {
    return <p className="notification-panel__state">{NOTIFICATIONS_TEXT.empty}</p>;
  }
  return (
    <ul className="notification-panel__list">
      {latest.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onActivate={onActivate}
        />
      ))}
    </ul>
  );
}

/** The dropdown: a non-modal dialog titled 'Notifications' with its actions and the list. */
export function NotificationPanel(props: NotificationPanelProps) {
  const { id, style, status, notifications, onMarkAllRead, onClose } = props;
  return (
    <Dialog
      modal={false}
      id={id}
      style={style}
      className="notification-panel"
      title={NOTIFICATIONS_TEXT.title}
      onClose={onClose}
      actions={
        status === 'ready' && (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={unreadCount(notifications) === 0}
            onClick={onMarkAllRead}
          >
            {NOTIFICATIONS_TEXT.markAllRead}
          </button>
        )
      }
    >
      <div className="notification-panel__body">
        <PanelBody {...props} />
      </div>
    </Dialog>
  );
}
