import { Ban, Handshake, Scale, Swords, Trophy, type LucideIcon } from 'lucide-react';
import { challengeExpired } from '@/domain/challenges';
import type { AppNotification, NotificationType } from '@/domain/model';
import { relativeAge } from '@/domain/relative-age';
import { NOTIFICATIONS_TEXT } from './notifications-texts';
import { useChallengeAnswer } from './use-challenge-answer';

const ICONS: Record<NotificationType, LucideIcon> = {
  debate_accepted: Handshake,
  debate_won: Trophy,
  debate_lost: Scale,
  debate_challenge: Swords,
  challenge_declined: Ban,
};

interface Props {
  notification: AppNotification;
  now: number;
  onActivate(notification: AppNotification): void;
}

/** Accept and Decline under a challenge notice, while the challenge can still be answered. */
function ChallengeAnswers({ notification, now }: { notification: AppNotification; now: number }) {
  const { state, answer } = useChallengeAnswer(notification);
  // Once read (answered, or opened) and not being answered here, the notice leads to the
  // challenge's own card instead.
  if (state.status === 'idle' && notification.read) return null;
  if (state.status === 'declined') {
    return (
      <p className="notification-item__answer" role="status">
        {NOTIFICATIONS_TEXT.declined}
      </p>
    );
  }
  if (challengeExpired(notification.expiresAt, now)) {
    return <p className="notification-item__answer">{NOTIFICATIONS_TEXT.expired}</p>;
  }
  const busy = state.status === 'busy';
  return (
    <div className="notification-item__actions">
      {state.status === 'failed' && (
        <p className="notification-item__error" role="alert">
          {state.error}
        </p>
      )}
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={busy}
        aria-busy={busy && state.answer === 'decline'}
        onClick={() => void answer('decline')}
      >
        {NOTIFICATIONS_TEXT.decline}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-busy={busy && state.answer === 'accept'}
        onClick={() => void answer('accept')}
      >
        {busy && state.answer === 'accept' && <span className="spinner" aria-hidden="true" />}
        {NOTIFICATIONS_TEXT.accept}
      </button>
    </div>
  );
}

/**
 * One notice: title, message and age, with a NEW marker while unread; a challenge also
 * offers Accept and Decline, answered in one tap.
 */
export function NotificationItem({ notification, now, onActivate }: Props) {
  const { title, message, read, createdAt, type } = notification;
  const Icon = ICONS[type];
  return (
    <li className={`notification-item${read ? '' : ' notification-item--unread'}`}>
      <button
        type="button"
        className="notification-item__button"
        onClick={() => onActivate(notification)}
      >
        <span className="notification-item__icon">
          <Icon aria-hidden="true" size={20} />
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
      {type === 'debate_challenge' && notification.requestId && (
        <ChallengeAnswers notification={notification} now={now} />
      )}
    </li>
  );
}
