import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppNotification } from '@/domain/model';
import { noticeOptions } from './background-notices-logic';
import { notice } from './background-notices.fixtures';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

const push = vi.hoisted(() => ({ deliversHere: false, permission: 'granted' as string }));
vi.mock('@/push/push-session', () => ({
  pushDeliversHere: () => push.deliversHere,
}));
vi.mock('@/push/availability', () => ({
  notificationPermission: () => push.permission,
}));

const { useBackgroundNotices } = await import('./use-background-notices');

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
    await vi.waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1), UNDER_LOAD);
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
