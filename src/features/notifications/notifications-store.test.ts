import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppNotification } from '@/domain/model';
import { notice } from './notification.fixtures';

type OnList = (list: AppNotification[], complete: boolean) => void;
type OnError = (error: Error) => void;

// The store's Firestore side, replaced: these tests drive the listener by hand.
const watches: { uid: string; onList: OnList; onError: OnError; stop: ReturnType<typeof vi.fn> }[] =
  [];
const signOutHooks: ((uid: string) => void)[] = [];

vi.mock('@/data/notifications', () => ({
  watchNotifications: (uid: string, onList: OnList, onError: OnError) => {
    const stop = vi.fn();
    watches.push({ uid, onList, onError, stop });
    return stop;
  },
}));
vi.mock('@/data/session', () => ({
  onSignOut: (hook: (uid: string) => void) => signOutHooks.push(hook),
}));

const store = await import('./notifications-store');

let uid = 0;
let user = '';
beforeEach(() => {
  uid += 1;
  user = `user-${uid}`;
  watches.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const state = () => store.notificationsSnapshot(user);
const lastWatch = () => watches.at(-1)!;

describe('notifications store', () => {
  test('is loading until the first answer, then ready without announcing what was there', () => {
    store.subscribeNotifications(user, () => {});
    expect(state().status).toBe('loading');
    lastWatch().onList([notice(1), notice(2)], true);
    expect(state()).toMatchObject({ status: 'ready', announcement: null });
    expect(state().notifications.map((n) => n.id)).toEqual(['n1', 'n2']);
  });

  test('announces notices that arrive after the first server answer', () => {
    const listener = vi.fn();
    store.subscribeNotifications(user, listener);
    lastWatch().onList([notice(5)], true);
    lastWatch().onList([notice(1, { title: 'Your debate was accepted!' }), notice(5)], true);
    expect(state().announcement).toEqual({
      seq: 1,
      text: 'New notification: Your debate was accepted!',
    });
    lastWatch().onList([notice(0), notice(1), notice(5)], true);
    expect(state().announcement?.seq).toBe(2);
    // Marking one read is no arrival.
    lastWatch().onList([notice(0, { read: true }), notice(1), notice(5)], true);
    expect(state().announcement?.seq).toBe(2);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  test('an offline empty answer is not taken for "no notifications"', () => {
    store.subscribeNotifications(user, () => {});
    lastWatch().onList([], false);
    expect(state().status).toBe('loading');
    lastWatch().onList([notice(3)], false);
    expect(state().status).toBe('ready');
    // The first server answer brings what the cache lacked: not news to announce.
    lastWatch().onList([notice(1), notice(3)], true);
    expect(state().announcement).toBeNull();
  });

  test('shares one subscription and ends it a while after the last reader leaves', () => {
    vi.useFakeTimers();
    const leaveA = store.subscribeNotifications(user, () => {});
    const leaveB = store.subscribeNotifications(user, () => {});
    expect(watches).toHaveLength(1);
    leaveA();
    leaveB();
    vi.advanceTimersByTime(5_000);
    // A reader coming back soon joins the same subscription.
    const leaveC = store.subscribeNotifications(user, () => {});
    expect(watches).toHaveLength(1);
    leaveC();
    vi.advanceTimersByTime(10_000);
    expect(watches[0]!.stop).toHaveBeenCalledOnce();
    store.subscribeNotifications(user, () => {});
    expect(watches).toHaveLength(2);
  });

  test('reports a failure and subscribes again on retry', () => {
    store.subscribeNotifications(user, () => {});
    lastWatch().onError(new Error('permission-denied'));
    expect(state().status).toBe('error');
    store.retryNotifications(user);
    expect(state().status).toBe('loading');
    expect(watches).toHaveLength(2);
    lastWatch().onList([], true);
    expect(state().status).toBe('ready');
  });

  test('stops listening when the user signs out', () => {
    store.subscribeNotifications(user, () => {});
    signOutHooks.forEach((hook) => hook(user));
    expect(lastWatch().stop).toHaveBeenCalledOnce();
    expect(state().status).toBe('loading');
  });
});
