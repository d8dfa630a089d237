import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { AppNotification } from '@/domain/model';
import { badgeText, notificationTarget, unreadCount } from './notification-logic';
import { bellLabel } from './notifications-texts';
import { NotificationPanel } from './notification-panel';
import type { Announcement } from './notifications-store';
import type { NotificationsViewStatus } from './use-notifications';
import { usePanelPlacement } from './use-panel-placement';
import './notifications.css';

export interface NotificationMenuProps {
  status: NotificationsViewStatus;
  /** The live window (up to 20): the badge counts its unread, the panel lists ten. */
  notifications: readonly AppNotification[];
  announcement: Announcement | null;
  /** Marks the notice read; the caller also opens its target (see notificationTarget). */
  onActivate(notification: AppNotification): void;
  onMarkAllRead(): void;
  onRetry(): void;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-1.7 1.7A1 1 0 0 0 4 19.4h16a1 1 0 0 0 .7-1.7Z"
      />
    </svg>
  );
}

/**
 * The header's bell with its unread badge and dropdown. Escape, Close and a click outside
 * close the panel; focus goes back to the bell unless the user put it somewhere else.
 * Foreground arrivals are announced politely.
 */
export function NotificationMenu(props: NotificationMenuProps) {
  const { notifications, announcement, onActivate } = props;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const placement = usePanelPlacement(open, root);
  // Only what arrives while this bell is on screen is news to announce.
  const [firstSeq] = useState(announcement?.seq ?? 0);
  const count = unreadCount(notifications);
  const badge = props.status === 'ready' ? badgeText(count) : '';

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (target && root.current?.contains(target)) return;
      setOpen(false);
      const wasInside = root.current?.contains(document.activeElement) ?? false;
      // After the pointer's own focus change: keep focus where the click put it, if anywhere.
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (wasInside && lost && !target?.closest(FOCUSABLE)) bell.current?.focus();
      }, 0);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  // Tabbing out of the menu closes it; focus moving nowhere (a click on text) does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) setOpen(false);
  };

  const activate = (notification: AppNotification) => {
    onActivate(notification);
    if (notificationTarget(notification)) close(false);
  };

  return (
    <div className="notification-bell" ref={root} onBlur={onBlur}>
      <button
        ref={bell}
        type="button"
        className="notification-bell__button"
        aria-label={bellLabel(props.status === 'ready' ? count : 0)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
        {badge && (
          <span
            key={announcement?.seq ?? 0}
            className="notification-bell__badge"
            data-testid="notification-badge"
            aria-hidden="true"
          >
            {badge}
          </span>
        )}
      </button>
      <div className="visually-hidden" role="status">
        {announcement && announcement.seq > firstSeq && (
          <span key={announcement.seq}>{announcement.text}</span>
        )}
      </div>
      {open && (
        <NotificationPanel
          {...props}
          id={panelId}
          style={placement}
          onActivate={activate}
          onClose={() => close(true)}
        />
      )}
    </div>
  );
}
