/// <reference lib="webworker" />
/**
 * Push messages and notification clicks. FCM delivers data messages to this worker's own
 * push subscription (the app passes this registration to getToken), so the worker needs no
 * FCM SDK: it reads the JSON itself (push-payload.ts).
 */
import { CHALLENGE_NOTIFICATION_ACTIONS } from '@/domain/challenges';
import { noticeFromPush, showsChat, urlOfNotificationData, type PushNotice } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

function readJson(data: PushMessageData | null): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return null;
  }
}

async function appWindows(): Promise<readonly WindowClient[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((w) => new URL(w.url).origin === self.location.origin);
}

/**
 * Whether a window on screen already shows it. An in-app notice is live in the bell of any
 * visible window; a chat push (a new message, a debate moment) only in a visible window
 * that has that chat open: on another screen the person still wants it.
 */
function shownOnScreen(notice: PushNotice, windows: readonly WindowClient[]): boolean {
  const visible = windows.filter((w) => w.visibilityState === 'visible');
  const { chatId } = notice;
  if (chatId === null) return visible.length > 0;
  return visible.some((w) => showsChat(w.url, chatId, self.location.origin));
}

/** Shows the system notification unless a window on screen shows it: never shown twice. */
async function showUnlessVisible(notice: PushNotice): Promise<void> {
  if (shownOnScreen(notice, await appWindows())) return;
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    icon: notice.icon,
    badge: notice.badge,
    tag: notice.tag,
    // A new message for the same chat replaces the last one and alerts again.
    renotify: notice.renotify,
    // A challenge: Accept and Decline right on the notification.
    ...(notice.answers ? { actions: [...CHALLENGE_NOTIFICATION_ACTIONS] } : {}),
    data: { url: notice.url, ...(notice.answers ? { answers: notice.answers } : {}) },
  } as NotificationOptions);
}

/** Focuses a window of the app and takes it to the path, or opens one there. */
async function openApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await appWindows();
  const client =
    windows.find((w) => w.focused) ??
    windows.find((w) => w.visibilityState === 'visible') ??
    windows[0];
  if (client) {
    // Focus needs the click's user activation; navigating does not, so a failed focus
    // still takes the window to the debate.
    await client.focus().catch(() => undefined);
    if (client.url === target) return;
    const navigated = await client.navigate(target).catch(() => undefined);
    if (navigated !== undefined) return;
  }
  await self.clients.openWindow(target);
}

export function handleNotifications(): void {
  self.addEventListener('push', (event) => {
    const notice = noticeFromPush(readJson(event.data), self.location.origin);
    if (notice) event.waitUntil(showUnlessVisible(notice));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const opening = openApp(
      urlOfNotificationData(event.notification.data, self.location.origin, event.action),
    );
    event.waitUntil(opening);
  });
}
