import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PushStatus } from '@/push/push-session';

const push = vi.hoisted(() => ({
  status: { kind: 'off' } as PushStatus,
  listeners: new Set<() => void>(),
  permission: 'default' as NotificationPermission,
  canNotify: true,
  enablePush: vi.fn(async () => undefined),
  disablePush: vi.fn(async () => undefined),
  ask: vi.fn(async (): Promise<NotificationPermission> => 'granted'),
}));

vi.mock('@/push/push-session', () => ({
  pushStatus: () => push.status,
  subscribePush: (_uid: string, listener: () => void) => {
    push.listeners.add(listener);
    return () => push.listeners.delete(listener);
  },
  enablePush: push.enablePush,
  disablePush: push.disablePush,
}));
vi.mock('@/push/availability', () => ({
  notificationPermission: () => push.permission,
  canNotify: () => push.canNotify,
  askNotificationPermission: push.ask,
}));

const { PushControlCard } = await import('./push-control');

function setStatus(status: PushStatus) {
  act(() => {
    push.status = status;
    push.listeners.forEach((l) => l());
  });
}

beforeEach(() => {
  push.status = { kind: 'off' };
  push.permission = 'default';
  push.canNotify = true;
  push.enablePush.mockClear();
  push.disablePush.mockClear();
  push.ask.mockClear();
});

afterEach(cleanup);

describe('PushControlCard', () => {
  test("'Enable notifications' turns push on for the signed-in user, from the tap", async () => {
    render(<PushControlCard uid="alice" />);
    expect(
      screen.getByText('Get a notification when your debate is accepted or judged.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(push.enablePush).toHaveBeenCalledWith('alice');

    setStatus({ kind: 'working' });
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled();
    setStatus({ kind: 'on' });
    expect(screen.getByText('Notifications are on for this device.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(push.disablePush).toHaveBeenCalledWith('alice');
  });

  test('says why push is off where it cannot work, and offers notices while open', async () => {
    push.status = { kind: 'unavailable', blocker: 'no-vapid-key' };
    render(<PushControlCard uid="alice" />);
    expect(screen.getByTestId('push-unavailable')).toHaveTextContent(
      'Push notifications are not available in this setup (no VAPID key).',
    );
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(push.ask).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'System notifications are on while Debate Arena is open in the background.',
      ),
    ).toBeVisible();
  });

  test('on iOS in Safari it says to install first, and offers nothing to tap', () => {
    push.status = { kind: 'unavailable', blocker: 'ios-not-installed' };
    render(<PushControlCard uid="alice" />);
    expect(screen.getByTestId('push-unavailable')).toHaveTextContent(
      'notifications work only in the installed app: tap Share, then Add to Home Screen',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('explains a block and a failure', () => {
    push.status = { kind: 'unavailable', blocker: 'denied' };
    render(<PushControlCard uid="alice" />);
    expect(screen.getByTestId('push-unavailable')).toHaveTextContent(
      'Notifications are blocked for this site.',
    );
    setStatus({ kind: 'failed', reason: 'offline' });
    expect(
      screen.getByText('You are offline. Connect to the internet to turn on notifications.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enable notifications' })).toBeEnabled();
  });
});
