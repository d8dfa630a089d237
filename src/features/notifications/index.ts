/** The bell with its dropdown, and the notices it lists. */
export { NotificationBell } from './notification-bell';
export { useNotifications } from './use-notifications';
