import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppNotification } from '@/domain/model';
import { NotificationMenu, type NotificationMenuProps } from './notification-menu';
import { notice } from './notification.fixtures';

afterEach(cleanup);

function renderMenu(props: Partial<NotificationMenuProps> = {}) {
  const handlers = {
    onActivate: vi.fn<(n: AppNotification) => void>(),
    onMarkAllRead: vi.fn(),
    onRetry: vi.fn(),
  };
  const all: NotificationMenuProps = {
    status: 'ready',
    notifications: [],
    announcement: null,
    ...handlers,
    ...props,
  };
  const view = render(
    <>
      <p>Outside the menu</p>
      <NotificationMenu {...all} />
    </>,
  );
  return { ...view, ...handlers, props: all };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const badge = () => screen.queryByTestId('notification-badge');

async function openPanel() {
  await userEvent.click(bell());
  return panel();
}

describe('NotificationMenu: the bell', () => {
  test('shows the unread count on the badge and in the bell name', () => {
    renderMenu({ notifications: [notice(1), notice(2), notice(3, { read: true })] });
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(badge()).toHaveTextContent(/^2$/);
  });

  test("shows '9+' above nine unread, with the exact count in the name", () => {
    const many = Array.from({ length: 12 }, (_, i) => notice(i + 1));
    renderMenu({ notifications: many });
    expect(badge()).toHaveTextContent(/^9\+$/);
    expect(bell()).toHaveAccessibleName('Notifications, 12 unread');
  });

  test('shows 9 at exactly nine unread', () => {
    renderMenu({ notifications: Array.from({ length: 9 }, (_, i) => notice(i + 1)) });
    expect(badge()).toHaveTextContent(/^9$/);
  });

  test('shows no badge when everything is read, nor while loading', () => {
    renderMenu({ notifications: [notice(1, { read: true })] });
    expect(badge()).toBeNull();
    expect(bell()).toHaveAccessibleName('Notifications');
    cleanup();
    renderMenu({ status: 'loading' });
    expect(badge()).toBeNull();
  });
});

describe('NotificationMenu: the panel', () => {
  test('lists the latest ten, newest first, with NEW on the unread ones', async () => {
    const list = [3, 12, 1, 7, 5, 9, 2, 11, 4, 6, 10, 8].map((m) =>
      notice(m, { read: m % 2 === 0 }),
    );
    renderMenu({ notifications: list });
    const dialog = await openPanel();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(
      items.map((item) => item.querySelector('.notification-item__title')?.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => `Notice ${m}`));
    items.forEach((item, index) => {
      const minutesAgo = index + 1;
      const marker = within(item).queryByText('NEW', { exact: true });
      if (minutesAgo % 2 === 0) expect(marker).toBeNull();
      else expect(marker).toBeInTheDocument();
    });
    expect(within(items[0]!).getByText('Message 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1m ago')).toBeInTheDocument();
    expect(within(items[9]!).getByText('10m ago')).toBeInTheDocument();
  });

  test('shows the empty text when there is nothing', async () => {
    renderMenu();
    const dialog = await openPanel();
    expect(within(dialog).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('asks a signed-out visitor to sign in', async () => {
    renderMenu({ status: 'signed-out' });
    const dialog = await openPanel();
    expect(within(dialog).getByText('Please sign in to view notifications')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  test('shows the load error with a retry', async () => {
    const { onRetry } = renderMenu({ status: 'error' });
    const dialog = await openPanel();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('is a labelled dialog that takes focus, tied to the expanded bell', async () => {
    renderMenu({ notifications: [notice(1)] });
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openPanel();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(bell()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });

  test('clicking a notice activates it; the panel stays open unless it leads somewhere', async () => {
    const won = notice(1);
    const accepted = notice(2, { type: 'debate_accepted', chatId: 'chat-9' });
    const { onActivate } = renderMenu({ notifications: [won, accepted] });
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: /Notice 1/ }));
    expect(onActivate).toHaveBeenLastCalledWith(won);
    expect(panel()).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Notice 2/ }));
    expect(onActivate).toHaveBeenLastCalledWith(accepted);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("'Mark all read' asks to mark everything; it is disabled when all are read", async () => {
    const { onMarkAllRead, rerender, props } = renderMenu({ notifications: [notice(1)] });
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    rerender(
      <>
        <p>Outside the menu</p>
        <NotificationMenu {...props} notifications={[notice(1, { read: true })]} />
      </>,
    );
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(panel()).queryByText('NEW')).toBeNull();
    expect(badge()).toBeNull();
  });
});

describe('NotificationMenu: closing', () => {
  test('Escape closes the panel and returns focus to the bell', async () => {
    renderMenu({ notifications: [notice(1)] });
    await openPanel();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell()).toHaveFocus();
  });

  test('Close closes the panel and returns focus to the bell', async () => {
    renderMenu();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell()).toHaveFocus();
  });

  test('a click outside closes it; a click inside does not', async () => {
    renderMenu({ notifications: [notice(1)] });
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Notifications' }));
    expect(panel()).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside the menu'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the bell toggles the panel', async () => {
    renderMenu();
    await openPanel();
    await userEvent.click(bell());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('NotificationMenu: arrivals', () => {
  test('announces a notice that arrives while the bell is shown, politely', () => {
    const { rerender, props } = renderMenu({
      notifications: [notice(5)],
      announcement: { seq: 3, text: 'New notification: Old news' },
    });
    const live = screen.getByRole('status');
    // What was announced before this bell appeared is not repeated.
    expect(live).toHaveTextContent('');
    rerender(
      <>
        <p>Outside the menu</p>
        <NotificationMenu
          {...props}
          notifications={[notice(1), notice(5)]}
          announcement={{ seq: 4, text: 'New notification: Your debate was accepted!' }}
        />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'New notification: Your debate was accepted!',
    );
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-live', 'assertive');
    expect(badge()).toHaveTextContent(/^2$/);
  });
});

test('a keyboard user opens the panel from the bell and reaches every notice', async () => {
  renderMenu({ notifications: [notice(1), notice(2)] });
  bell().focus();
  await userEvent.keyboard('{Enter}');
  const dialog = panel();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: /Notice 1/ })).toHaveFocus();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: /Notice 2/ })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
