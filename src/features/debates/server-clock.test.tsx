/**
 * The countdown on a phone whose clock is off: the serverTime offset is measured once and
 * corrects every countdown. Its own file, so the app-wide measurement starts fresh.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Chat } from '@/domain/model';

const NOW = 1_700_000_000_000;
const SERVER_AHEAD_MS = 120_000;

const data = vi.hoisted(() => ({
  setDebateReadiness: vi.fn(),
  markDebateTimeUp: vi.fn(),
  exitDebate: vi.fn(),
  fetchServerTime: vi.fn(),
}));

vi.mock('@/data/debates', () => data);
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { DebateCountdown } = await import('./debate-countdown');
const { serverNow } = await import('@/hooks/use-server-clock');

/** A debate the server started with `minutes` left on its own clock. */
function running(minutes: number): Chat {
  const end = NOW + SERVER_AHEAD_MS + minutes * 60_000;
  return {
    id: 'chat-1',
    participants: ['me', 'them'],
    participantDetails: {},
    isDebate: true,
    status: 'active',
    createdAt: NOW,
    debateTopic: 'Tea',
    creatorStance: 'Yes',
    debateTimeLimit: 15,
    debateStartTime: end - 15 * 60_000,
    debateEndTime: end,
    debateStatus: 'in_progress',
    participantReadiness: { me: true, them: true },
  };
}

function renderTop() {
  render(
    <MemoryRouter>
      <DebateCountdown chat={running(10)} />
    </MemoryRouter>,
  );
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  data.markDebateTimeUp.mockReset().mockResolvedValue(undefined);
  data.fetchServerTime.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the countdown on a phone whose clock is two minutes slow', () => {
  test('uses the device clock while the server cannot be reached, and tries again later', async () => {
    data.fetchServerTime.mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderTop();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('12:00');
    expect(data.markDebateTimeUp).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    cleanup();
  });

  test('measures the server clock in one quick round trip and counts down on it', async () => {
    data.fetchServerTime.mockImplementation(async () => Date.now() + SERVER_AHEAD_MS);
    renderTop();
    await settle();
    // One serverTime invocation per app run when the trip is quick
    // (docs/decisions/0016-performance.md §4).
    expect(data.fetchServerTime).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(serverNow()).toBe(NOW + SERVER_AHEAD_MS);

    // Measured once per app run: another room does not ask again.
    cleanup();
    renderTop();
    await settle();
    expect(data.fetchServerTime).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
  });
});

describe('a slow round trip (a cold function)', () => {
  test('is one call all the same, its answer read as sent 200 ms before it arrived', async () => {
    vi.resetModules();
    const clock = await import('@/hooks/use-server-clock');
    // The function starts 900 ms late and answers; the answer takes 100 ms back.
    data.fetchServerTime.mockImplementation(async () => {
      const sentAt = Date.now();
      vi.setSystemTime(sentAt + 1_000);
      return sentAt + 900 + SERVER_AHEAD_MS;
    });
    await clock.measureServerOffset();
    expect(data.fetchServerTime).toHaveBeenCalledTimes(1);
    // 100 ms off, where the midpoint would be 400 ms off.
    expect(clock.serverNow() - Date.now()).toBe(SERVER_AHEAD_MS + 100);
  });
});
