import type { AppNotification, NotificationType } from '@/domain/model';
import { relativeAge } from '@/domain/relative-age';
import { NOTIFICATIONS_TEXT } from './notifications-texts';

const ICONS: Record<NotificationType, string> = {
  debate_accepted: '🤝',
  debate_won: '🏆',
  debate_lost: '⚖️',
};

interface Props {
  notification: AppNotification;
  now: number;
  onActivate(notification: AppNotification): void;
}

/** One notice: title, message and age, with a NEW marker while unread. */
export function NotificationItem({ notification, now, onActivate }: Props) {
  const { title, message, read, createdAt, type } = notification;
  return (
    <li className={`notification-item${read ? '' : ' notification-item--unread'}`}>
      <button
        type="button"
        className="notification-item__button"
        onClick={() => onActivate(notification)}
      >
        <span className="notification-item__icon" aria-hidden="true">
          {ICONS[type]}
        </span>
        <span className="notification-item__body">
          <span className="notification-item__heading">
            <span className="notification-item__title">{title}</span>
            {!read && <span className="notification-item__new">{NOTIFICATIONS_TEXT.unread}</span>}
          </span>
          <span className="notification-item__message" dir="auto">
            {message}
          </span>
          <time
            className="notification-item__time"
            dateTime={createdAt === null ? undefined : new Date(createdAt).toISOString()}
          >
            {relativeAge(createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
}
