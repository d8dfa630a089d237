import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppNotification } from '@/domain/model';
import { notice, NOW } from './notification.fixtures';

const data = vi.hoisted(() => ({ acceptDebateRequest: vi.fn(), declineChallenge: vi.fn() }));
vi.mock('@/data/debate-requests', () => data);

const { NotificationItem } = await import('./notification-item');
const { notificationTarget } = await import('./notification-logic');

function DebateRoom() {
  return <p>debate room {useParams().chatId}</p>;
}

const activate = vi.fn();

function renderItem(notification: AppNotification, now = NOW) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route
          path="/home"
          element={
            <ul>
              <NotificationItem notification={notification} now={now} onActivate={activate} />
            </ul>
          }
        />
        <Route path="/debate/:chatId" element={<DebateRoom />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.queryByRole('listitem');
}

const CHALLENGE = notice(1, {
  id: 'debate_challenge_r1',
  type: 'debate_challenge',
  title: 'New debate challenge',
  message: 'Ann challenges you to a debate on "Tea".',
  chatId: undefined,
  requestId: 'r1',
  expiresAt: NOW + 3_600_000,
});

beforeEach(() => {
  data.acceptDebateRequest.mockReset().mockResolvedValue('chat-9');
  data.declineChallenge.mockReset().mockResolvedValue(undefined);
  activate.mockReset();
});
afterEach(cleanup);

describe('NotificationItem: a challenge', () => {
  test('Accept answers it in one tap and opens the new debate', async () => {
    const item = renderItem(CHALLENGE)!;
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(data.acceptDebateRequest).toHaveBeenCalledWith('r1');
    expect(await screen.findByText('debate room chat-9')).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
  });

  test('Decline answers it and says the challenger is told', async () => {
    const item = renderItem(CHALLENGE)!;
    await userEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(data.declineChallenge).toHaveBeenCalledWith('r1');
    expect(await within(item).findByRole('status')).toHaveTextContent('You declined.');
  });

  test('a refused answer says why and leaves both buttons', async () => {
    data.acceptDebateRequest.mockRejectedValue(new Error('This challenge has expired.'));
    const item = renderItem(CHALLENGE)!;
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('This challenge has expired.');
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  test('a lapsed challenge has no buttons and says so', () => {
    const item = renderItem(CHALLENGE, NOW + 7_200_000)!;
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(item).toHaveTextContent('This challenge has expired.');
  });

  test('once read, the notice leads to the challenge’s card instead', () => {
    const item = renderItem({ ...CHALLENGE, read: true })!;
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(notificationTarget(CHALLENGE)).toBe('/join/r1');
  });

  test('other notices have no answers', () => {
    const item = renderItem(notice(2, { type: 'debate_accepted' }))!;
    expect(within(item).getAllByRole('button')).toHaveLength(1);
  });
});
