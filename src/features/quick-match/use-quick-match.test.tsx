import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { QuickMatchAnswer } from '@/domain/matchmaking';
import { POOL_REFRESH_MS } from '@/domain/matchmaking';

/** Each call of joinQuickMatch: whether it was a refresh, and how to answer it. */
interface Call {
  refresh: boolean;
  answer(answer: QuickMatchAnswer): void;
}
const calls = vi.hoisted(() => [] as Call[]);

vi.mock('@/data/quick-match', () => ({
  joinQuickMatch: (_choice: unknown, refresh: boolean) =>
    new Promise<QuickMatchAnswer>((resolve) => calls.push({ refresh, answer: resolve })),
  leaveQuickMatch: vi.fn(),
  watchQuickMatchPairing: () => () => undefined,
}));
vi.mock('@/hooks/use-session', () => ({ useSignedInUser: () => ({ uid: 'me' }) }));
vi.mock('@/hooks/use-online', () => ({ useOnline: () => true }));

const { useQuickMatch } = await import('./use-quick-match');

const waiting: QuickMatchAnswer = {
  status: 'waiting',
  joinedAt: 0,
  now: 0,
  rating: 1200,
  deviation: null,
  practiceOfferMs: 60_000,
};

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useQuickMatch', () => {
  test('refreshes the place every POOL_REFRESH_MS, never while its last call is unanswered', async () => {
    const { result } = renderHook(() => useQuickMatch({ timeLimit: 15, category: null }), {
      wrapper,
    });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.answer(waiting));
    expect(result.current.phase.kind).toBe('waiting');

    await act(async () => vi.advanceTimersByTime(POOL_REFRESH_MS));
    expect(calls.map((c) => c.refresh)).toEqual([false, true]);
    // The server is slow: three more periods pass with that refresh unanswered.
    await act(async () => vi.advanceTimersByTime(3 * POOL_REFRESH_MS));
    expect(calls).toHaveLength(2);

    // Answered, the next period refreshes again.
    await act(async () => calls[1]!.answer(waiting));
    await act(async () => vi.advanceTimersByTime(POOL_REFRESH_MS));
    expect(calls.map((c) => c.refresh)).toEqual([false, true, true]);
  });
});
