/**
 * What a push message asks the worker to show. Pure, so the worker and the unit tests share
 * one reading of FCM's web push JSON: `{ data: { title, body, icon, badge, tag, url, … },
 * from, fcmMessageId }` (functions/src/push/push-message.ts writes `data`).
 */

export interface PushNotice {
  title: string;
  body: string;
  icon: string;
  badge: string;
  /** One system notification per app notification: a repeat replaces, never stacks. */
  tag: string;
  /** A path of this app, opened on click. */
  url: string;
}

export const DEFAULT_ICON = '/icons/icon-192.png';
export const DEFAULT_BADGE = '/icons/badge-96.png';
export const DEFAULT_URL = '/home';

type Fields = Record<string, unknown>;

function text(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Only paths of this app: a push must never send a click to another site. */
export function appPath(value: unknown, fallback = DEFAULT_URL): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return fallback;
  }
  return value.includes('\\') ? fallback : value;
}

function fieldsOf(payload: unknown): Fields | null {
  if (!payload || typeof payload !== 'object') return null;
  const { data, notification } = payload as { data?: unknown; notification?: unknown };
  const fields: Fields = {};
  if (notification && typeof notification === 'object') Object.assign(fields, notification);
  if (data && typeof data === 'object') Object.assign(fields, data);
  return Object.keys(fields).length ? fields : null;
}

/** The notice in an FCM message, or null when it carries nothing to show. */
export function noticeFromPush(payload: unknown): PushNotice | null {
  const fields = fieldsOf(payload);
  if (!fields) return null;
  const title = text(fields, 'title');
  if (!title) return null;
  const id = text(fields, 'notificationId');
  const messageId = text(payload as Fields, 'fcmMessageId');
  return {
    title,
    body: text(fields, 'body') ?? '',
    icon: appPath(text(fields, 'icon'), DEFAULT_ICON),
    badge: appPath(text(fields, 'badge'), DEFAULT_BADGE),
    tag: text(fields, 'tag') ?? (id ? `notification-${id}` : (messageId ?? 'debate-arena')),
    url: appPath(text(fields, 'url')),
  };
}

/** The path stored on a shown notification (`data.url`), checked again on click. */
export function urlOfNotificationData(data: unknown): string {
  return appPath((data as { url?: unknown } | null)?.url);
}
