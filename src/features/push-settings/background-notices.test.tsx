import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppNotification } from '@/domain/model';

const push = vi.hoisted(() => ({ deliversHere: false, permission: 'granted' as string }));
vi.mock('@/push/push-session', () => ({
  pushDeliversHere: () => push.deliversHere,
}));
vi.mock('@/push/availability', () => ({
  notificationPermission: () => push.permission,
}));

const { ArrivalWatch, noticeOptions } = await import('./background-notices');
const { useBackgroundNotices } = await import('./use-background-notices');

function notice(id: string, createdAt: number | null, read = false): AppNotification {
  return {
    id,
    userId: 'me',
    type: 'debate_accepted',
    title: `Title ${id}`,
    message: `Message ${id}`,
    read,
    chatId: `chat-${id}`,
    createdAt,
  };
}

describe('ArrivalWatch', () => {
  test('takes the first list as what was there, then reports new unread notices', () => {
    const watch = new ArrivalWatch();
    expect(watch.next([notice('a', 100), notice('b', 90)])).toEqual([]);
    expect(
      watch.next([notice('c', 110), notice('a', 100), notice('b', 90)]).map((n) => n.id),
    ).toEqual(['c']);
    expect(watch.next([notice('c', 110), notice('a', 100)])).toEqual([]);
  });

  test('ignores read notices and old ones coming back into the window', () => {
    const watch = new ArrivalWatch();
    watch.next([notice('a', 100)]);
    expect(watch.next([notice('x', 120, true), notice('a', 100)])).toEqual([]);
    expect(watch.next([notice('a', 100), notice('old', 50)])).toEqual([]);
    // Not stamped by the server yet: the newest there is.
    expect(watch.next([notice('fresh', null), notice('a', 100)]).map((n) => n.id)).toEqual([
      'fresh',
    ]);
  });
});

describe('noticeOptions', () => {
  test('match what the push would show: same tag, icon, badge and debate link', () => {
    expect(noticeOptions(notice('n1', 1))).toEqual({
      body: 'Message n1',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'notification-n1',
      data: { url: '/debate/chat-n1' },
    });
    expect(noticeOptions({ ...notice('n2', 1), chatId: undefined }).data).toEqual({ url: '/home' });
  });
});

describe('useBackgroundNotices', () => {
  const showNotification = vi.fn(async () => undefined);
  let visibility: DocumentVisibilityState = 'hidden';

  beforeEach(() => {
    push.deliversHere = false;
    push.permission = 'granted';
    visibility = 'hidden';
    showNotification.mockClear();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ showNotification }) },
    });
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  function mount() {
    return renderHook(
      ({ list, ready }: { list: AppNotification[]; ready: boolean }) =>
        useBackgroundNotices('me', list, ready),
      { initialProps: { list: [] as AppNotification[], ready: false } },
    );
  }

  test('asks the worker to show a notice that arrives while the page is hidden', async () => {
    const hook = mount();
    hook.rerender({ list: [notice('a', 100)], ready: true });
    hook.rerender({ list: [notice('b', 120), notice('a', 100)], ready: true });
    await vi.waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('Title b', noticeOptions(notice('b', 120)));
  });

  test('stays quiet while the page is visible, while loading, and for what was already there', async () => {
    const hook = mount();
    hook.rerender({ list: [notice('a', 100)], ready: false });
    hook.rerender({ list: [notice('a', 100)], ready: true });
    visibility = 'visible';
    hook.rerender({ list: [notice('b', 120), notice('a', 100)], ready: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(showNotification).not.toHaveBeenCalled();
  });

  test('leaves it to the push when FCM delivers to this device, and needs permission', async () => {
    const hook = mount();
    hook.rerender({ list: [notice('a', 100)], ready: true });
    push.deliversHere = true;
    hook.rerender({ list: [notice('b', 120), notice('a', 100)], ready: true });
    push.deliversHere = false;
    push.permission = 'default';
    hook.rerender({ list: [notice('c', 130), notice('b', 120), notice('a', 100)], ready: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(showNotification).not.toHaveBeenCalled();
  });
});
