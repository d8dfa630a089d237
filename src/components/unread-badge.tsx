import { badgeNumber, unreadLabel } from '@/domain/chat-live';
import './unread-badge.css';

/**
 * An unread count (docs/decisions/0013-chat.md §2): the number on screen, '3 unread messages' for
 * screen readers (the badge is a box of its own, so its words read apart from the label beside it).
 * Nothing at zero.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{badgeNumber(count)}</span>
      <span className="visually-hidden">{unreadLabel(count)}</span>
    </span>
  );
}
