/**
 * One live subscription per signed-in user, shared by everything that shows notifications
 * (the bell, a header count), so a second reader costs no extra Firestore reads. It lingers
 * briefly after the last reader leaves, so moving between screens does not re-read the list.
 */
import { watchNotifications } from '@/data/notifications';
import { onSignOut } from '@/data/session';
import type { AppNotification } from '@/domain/model';
import { newArrivals } from './notification-logic';
import { arrivalAnnouncement } from './notifications-texts';

export type NotificationsStatus = 'loading' | 'ready' | 'error';

export interface Announcement {
  /** Grows with each arrival, so the same words twice still count as news. */
  seq: number;
  text: string;
}

export interface NotificationsSnapshot {
  status: NotificationsStatus;
  /** The live window (up to 20), newest first. */
  notifications: AppNotification[];
  /** The latest foreground arrival, for a polite screen-reader announcement. */
  announcement: Announcement | null;
}

export const LOADING: NotificationsSnapshot = {
  status: 'loading',
  notifications: [],
  announcement: null,
};

const LINGER_MS = 10_000;

interface Entry {
  state: NotificationsSnapshot;
  listeners: Set<() => void>;
  stop: (() => void) | null;
  /** Whether a server answer has been seen: arrivals count only after one. */
  complete: boolean;
  linger: ReturnType<typeof setTimeout> | undefined;
}

const entries = new Map<string, Entry>();

function update(entry: Entry, patch: Partial<NotificationsSnapshot>): void {
  entry.state = { ...entry.state, ...patch };
  entry.listeners.forEach((listener) => listener());
}

function announce(entry: Entry, list: AppNotification[]): Announcement | null {
  const arrivals = entry.complete ? newArrivals(entry.state.notifications, list) : [];
  if (arrivals.length === 0) return entry.state.announcement;
  return { seq: (entry.state.announcement?.seq ?? 0) + 1, text: arrivalAnnouncement(arrivals) };
}

function start(uid: string, entry: Entry): void {
  entry.stop = watchNotifications(
    uid,
    (list, complete) => {
      const announcement = announce(entry, list);
      entry.complete ||= complete;
      // An offline first answer with nothing cached is no proof there is nothing.
      const ready = entry.complete || list.length > 0;
      update(entry, {
        status: ready ? 'ready' : entry.state.status,
        notifications: list,
        announcement,
      });
    },
    (error) => {
      console.error('Notifications failed to load', error);
      entry.stop = null;
      update(entry, { status: 'error' });
    },
  );
}

function close(uid: string, entry: Entry): void {
  clearTimeout(entry.linger);
  entry.stop?.();
  entry.stop = null;
  if (entries.get(uid) === entry) entries.delete(uid);
}

/** Starts (or joins) the user's subscription; the returned function leaves it. */
export function subscribeNotifications(uid: string, listener: () => void): () => void {
  let entry = entries.get(uid);
  if (!entry) {
    entry = {
      state: LOADING,
      listeners: new Set(),
      stop: null,
      complete: false,
      linger: undefined,
    };
    entries.set(uid, entry);
  }
  const joined = entry;
  clearTimeout(joined.linger);
  const first = joined.listeners.size === 0;
  joined.listeners.add(listener);
  if (first && !joined.stop) {
    if (joined.state.status === 'error') joined.state = { ...joined.state, status: 'loading' };
    start(uid, joined);
  }
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size === 0) {
      joined.linger = setTimeout(() => close(uid, joined), LINGER_MS);
    }
  };
}

export function notificationsSnapshot(uid: string): NotificationsSnapshot {
  return entries.get(uid)?.state ?? LOADING;
}

/** After a failure: subscribe again. */
export function retryNotifications(uid: string): void {
  const entry = entries.get(uid);
  if (!entry || entry.stop) return;
  update(entry, { status: 'loading' });
  start(uid, entry);
}

// The listener would fail once the user is gone; end it before that.
onSignOut((uid) => {
  const entry = entries.get(uid);
  if (entry) close(uid, entry);
});
