/**
 * The FCM message for an in-app notification. Data-only, so the app's own service worker
 * decides how to show it (sw/push-payload.ts reads these fields) and never shows it twice
 * beside the in-app bell.
 */
import type { NotificationType } from '@/domain/model';
import { chatPath } from '@/domain/chat-list';
import type { ChatPushType, MATCH_FOUND_PUSH_TYPE } from '@/domain/push';
import { readPushedNotice, type PushedNotice } from '@/domain/documents/notification';

/** The notice kinds that are also pushed to the user's devices. */
export const PUSHED_TYPES: readonly NotificationType[] = [
  'debate_accepted',
  'debate_won',
  'debate_lost',
  'debate_challenge',
  'challenge_declined',
];

export const PUSH_ICON = '/icons/icon-192.png';
export const PUSH_BADGE = '/icons/badge-96.png';

export interface PushData {
  [key: string]: string;
  /** The push's once-only id (pushes/{id}); for an in-app notice, the notice's id. */
  notificationId: string;
  type: NotificationType | ChatPushType | typeof MATCH_FOUND_PUSH_TYPE;
  title: string;
  body: string;
  icon: string;
  badge: string;
  /** One system notification per notice: a repeat replaces it. */
  tag: string;
  /** The app path a click opens. */
  url: string;
  chatId: string;
  // A challenge's push also carries `requestId`: the worker adds Accept and Decline for it.
}

export interface PushMessage {
  data: PushData;
  webpush: {
    headers: Record<string, string>;
    fcmOptions: { link: string };
  };
}

/**
 * The stored notice as the fields a push needs (readPushedNotice); null when it is not one to
 * push.
 */
export function pushableNotification(data: unknown): PushedNotice | null {
  const notice = readPushedNotice(data);
  return notice && PUSHED_TYPES.includes(notice.type) ? notice : null;
}

/** Where the app is served; FCM wants an absolute https link. */
export function appOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'debate-arena';
  return `https://${project}.web.app`;
}

export function pushMessageFor(
  notificationId: string,
  notification: PushedNotice,
  origin = appOrigin(),
): PushMessage {
  const url = notification.requestId
    ? `/join/${notification.requestId}`
    : notification.chatId
      ? `/debate/${notification.chatId}`
      : '/home';
  return {
    data: {
      notificationId,
      type: notification.type,
      title: notification.title,
      body: notification.message,
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      tag: `notification-${notificationId}`,
      url,
      chatId: notification.chatId ?? '',
      ...(notification.requestId ? { requestId: notification.requestId } : {}),
    },
    webpush: {
      // Delivered at once when possible, and worthless after a day.
      headers: { Urgency: 'high', TTL: String(24 * 60 * 60) },
      fcmOptions: { link: `${origin}${url}` },
    },
  };
}

/** A push about one chat (a new message, a debate moment): not an in-app notice. */
export interface ChatPush {
  /** Its once-only id: pushes/{id}. */
  id: string;
  /** The recipient. */
  userId: string;
  type: ChatPushType;
  title: string;
  body: string;
  chatId: string;
  isDebate: boolean;
}

/**
 * The FCM message of a chat push: one system notification per chat (tag = the chat id), and
 * a newer one for the same chat alerts again (renotify) rather than replacing it silently.
 */
export function chatPushMessage(push: ChatPush, origin = appOrigin()): PushMessage {
  const url = chatPath({ id: push.chatId, isDebate: push.isDebate });
  return {
    data: {
      notificationId: push.id,
      type: push.type,
      title: push.title,
      body: push.body,
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      tag: push.chatId,
      renotify: 'true',
      url,
      chatId: push.chatId,
    },
    webpush: {
      // A chat push is stale after an hour: the chat itself has the messages.
      headers: { Urgency: 'high', TTL: String(60 * 60) },
      fcmOptions: { link: `${origin}${url}` },
    },
  };
}
