/**
 * What a push message asks the worker to show. Pure, so the worker and the unit tests share
 * one reading of FCM's web push JSON: `{ data: { title, body, icon, badge, tag, url, … },
 * from, fcmMessageId }` (functions/src/push/push-message.ts writes `data`).
 */
import { challengePath, type ChallengeAnswer } from '@/domain/challenges';
import { isChatPushType } from '@/domain/push';

export interface PushNotice {
  title: string;
  body: string;
  icon: string;
  badge: string;
  /** One system notification per app notification: a repeat replaces, never stacks. */
  tag: string;
  /** A path of this app, opened on click. */
  url: string;
  /** A newer notification with the same tag alerts again (new messages). */
  renotify: boolean;
  /**
   * Set for a push about one chat (a new message, a debate moment): it is hidden only while
   * that chat is on screen, not whenever the app is.
   */
  chatId: string | null;
  /**
   * A challenge to the reader (src/domain/challenges.ts): the paths its Accept and Decline
   * buttons open, each answering it there once (/join/{id}?answer=…).
   */
  answers?: Record<ChallengeAnswer, string>;
}

export const DEFAULT_ICON = '/icons/icon-192.png';
export const DEFAULT_BADGE = '/icons/badge-96.png';
export const DEFAULT_URL = '/home';

type Fields = Record<string, unknown>;

function text(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Only places in this app: a push must never send a click (or load an icon) from another
 * site. The value is read the way the browser will read it, with `URL` against the app's
 * origin, and only a result on that same origin is kept: prefix checks miss what the parser
 * forgives ('/\t/evil.example' loses its tab and becomes '//evil.example'). What comes back is
 * the parsed path, so the worker opens exactly what was checked.
 */
export function appPath(value: unknown, origin: string, fallback = DEFAULT_URL): string {
  if (typeof value !== 'string' || !value.trim()) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  const app = new URL(origin);
  // A blob: URL carries the origin it was made on, yet is no place in the app.
  if (url.origin !== app.origin || url.protocol !== app.protocol) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function fieldsOf(payload: unknown): Fields | null {
  if (!payload || typeof payload !== 'object') return null;
  const { data, notification } = payload as { data?: unknown; notification?: unknown };
  const fields: Fields = {};
  if (notification && typeof notification === 'object') Object.assign(fields, notification);
  if (data && typeof data === 'object') Object.assign(fields, data);
  return Object.keys(fields).length ? fields : null;
}

/**
 * The notice in an FCM message, or null when it carries nothing to show. `origin` is the
 * app's own (the worker's `self.location.origin`).
 */
export function noticeFromPush(payload: unknown, origin: string): PushNotice | null {
  const fields = fieldsOf(payload);
  if (!fields) return null;
  const title = text(fields, 'title');
  if (!title) return null;
  const id = text(fields, 'notificationId');
  const messageId = text(payload as Fields, 'fcmMessageId');
  const requestId = fields.type === 'debate_challenge' ? text(fields, 'requestId') : undefined;
  return {
    ...(requestId
      ? {
          answers: {
            accept: appPath(challengePath(requestId, 'accept'), origin),
            decline: appPath(challengePath(requestId, 'decline'), origin),
          },
        }
      : {}),
    title,
    body: text(fields, 'body') ?? '',
    icon: appPath(text(fields, 'icon'), origin, DEFAULT_ICON),
    badge: appPath(text(fields, 'badge'), origin, DEFAULT_BADGE),
    tag: text(fields, 'tag') ?? (id ? `notification-${id}` : (messageId ?? 'debate-arena')),
    url: appPath(text(fields, 'url'), origin),
    renotify: fields.renotify === 'true' || fields.renotify === true,
    chatId: isChatPushType(fields.type) ? (text(fields, 'chatId') ?? null) : null,
  };
}

/** Whether a window at `windowUrl` shows the chat `chatId` (/chat/{id} or /debate/{id}). */
export function showsChat(windowUrl: string, chatId: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(windowUrl);
  } catch {
    return false;
  }
  if (url.origin !== new URL(origin).origin) return false;
  const id = encodeURIComponent(chatId);
  return url.pathname === `/chat/${id}` || url.pathname === `/debate/${id}`;
}

/**
 * The path a click on a shown notification opens, checked again: `data.url`, or for one of
 * its buttons (`action`, e.g. a challenge's 'accept') that button's `data.answers[action]`.
 */
export function urlOfNotificationData(data: unknown, origin: string, action = ''): string {
  const stored = data as { url?: unknown; answers?: Record<string, unknown> } | null;
  const forAction = action && stored?.answers ? stored.answers[action] : undefined;
  return appPath(forAction ?? stored?.url, origin);
}
