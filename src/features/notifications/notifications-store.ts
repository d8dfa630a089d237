/**
 * One live subscription per signed-in user, shared by everything that shows notifications
 * (the bell, a header count), so a second reader costs no extra Firestore reads. It lingers
 * briefly after the last reader leaves, so moving between screens does not re-read the list.
 */
import { watchNotifications } from '@/data/notifications';
import { onSignOut } from '@/data/session';
import type { AppNotification } from '@/domain/model';
import { createStore, type Store } from '@/lib/create-store';
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
  store: Store<NotificationsSnapshot>;
  stop: (() => void) | null;
  /** Whether a server answer has been seen: arrivals count only after one. */
  complete: boolean;
  linger: ReturnType<typeof setTimeout> | undefined;
}

const entries = new Map<string, Entry>();

function update(entry: Entry, patch: Partial<NotificationsSnapshot>): void {
  entry.store.set({ ...entry.store.get(), ...patch });
}

function announce(entry: Entry, list: AppNotification[]): Announcement | null {
  const { notifications, announcement } = entry.store.get();
  const arrivals = entry.complete ? newArrivals(notifications, list) : [];
  if (arrivals.length === 0) return announcement;
  return { seq: (announcement?.seq ?? 0) + 1, text: arrivalAnnouncement(arrivals) };
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
        status: ready ? 'ready' : entry.store.get().status,
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

function entryFor(uid: string): Entry {
  const existing = entries.get(uid);
  if (existing) return existing;
  const entry: Entry = {
    store: createStore(LOADING, {
      onObserved() {
        clearTimeout(entry.linger);
        if (entry.stop) return;
        if (entry.store.get().status === 'error') update(entry, { status: 'loading' });
        start(uid, entry);
      },
      onUnobserved() {
        entry.linger = setTimeout(() => close(uid, entry), LINGER_MS);
      },
    }),
    stop: null,
    complete: false,
    linger: undefined,
  };
  entries.set(uid, entry);
  return entry;
}

/** Starts (or joins) the user's subscription; the returned function leaves it. */
export function subscribeNotifications(uid: string, listener: () => void): () => void {
  return entryFor(uid).store.subscribe(listener);
}

export function notificationsSnapshot(uid: string): NotificationsSnapshot {
  return entries.get(uid)?.store.get() ?? LOADING;
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
