import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { QuickMatchAnswer } from '@/domain/matchmaking';
import { isQuickMatchTicket, POOL_REFRESH_MS } from '@/domain/matchmaking';
import type { QuickMatchPairing } from '@/domain/documents/pool-place';

/** Each call of joinQuickMatch: whether it was a refresh, and how to answer it. */
interface Call {
  refresh: boolean;
  ticket: string;
  answer(answer: QuickMatchAnswer): void;
}
const calls = vi.hoisted(() => [] as Call[]);
/** The open watches of the caller's place. */
const watches = vi.hoisted(() => new Set<(pairing: QuickMatchPairing | null) => void>());

vi.mock('@/data/quick-match', () => ({
  joinQuickMatch: (choice: { ticket: string }, refresh: boolean) =>
    new Promise<QuickMatchAnswer>((resolve) =>
      calls.push({ refresh, ticket: choice.ticket, answer: resolve }),
    ),
  leaveQuickMatch: vi.fn(),
  watchQuickMatchPairing: (
    _uid: string,
    onPairing: (pairing: QuickMatchPairing | null) => void,
  ) => {
    watches.add(onPairing);
    return () => watches.delete(onPairing);
  },
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

/** The place as its watch brings it. */
function placeSays(pairing: QuickMatchPairing | null) {
  for (const onPairing of watches) onPairing(pairing);
}

beforeEach(() => {
  calls.length = 0;
  watches.clear();
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

  test("opens the debate the moment the place names this search's pairing, before the call answers", async () => {
    const { result } = renderHook(() => useQuickMatch({ timeLimit: 15, category: null }), {
      wrapper,
    });
    const { ticket } = calls[0]!;
    expect(isQuickMatchTicket(ticket)).toBe(true);
    expect(result.current.phase.kind).toBe('joining');
    // An earlier search's pairing (its own ticket, or none) is not this one's.
    await act(async () => placeSays({ chatId: 'old', matchedAt: 5, ticket: 'an-earlier-search' }));
    await act(async () => placeSays({ chatId: 'older', matchedAt: 5, ticket: null }));
    expect(result.current.phase.kind).toBe('joining');
    // The call paired the place; its answer is still on its way.
    await act(async () => placeSays({ chatId: 'c1', matchedAt: 9, ticket }));
    expect(result.current.phase).toEqual({ kind: 'matched', chatId: 'c1' });
    // The late answer changes nothing.
    await act(async () => calls[0]!.answer({ status: 'matched', chatId: 'c1' }));
    expect(result.current.phase).toEqual({ kind: 'matched', chatId: 'c1' });
  });

  test('every call of one search carries its ticket; a new search (Try again) takes a new one', async () => {
    const { result } = renderHook(() => useQuickMatch({ timeLimit: 15, category: null }), {
      wrapper,
    });
    await act(async () => calls[0]!.answer(waiting));
    await act(async () => vi.advanceTimersByTime(POOL_REFRESH_MS));
    expect(calls[1]!.refresh).toBe(true);
    expect(calls[1]!.ticket).toBe(calls[0]!.ticket);
    await act(async () => result.current.retry());
    const fresh = calls.at(-1)!;
    expect(fresh.refresh).toBe(false);
    expect(fresh.ticket).not.toBe(calls[0]!.ticket);
    // The first search's pairing, seen now, is not the new search's.
    await act(async () => placeSays({ chatId: 'gone', matchedAt: 9, ticket: calls[0]!.ticket }));
    expect(result.current.phase.kind).toBe('joining');
    await act(async () => placeSays({ chatId: 'c2', matchedAt: 10, ticket: fresh.ticket }));
    expect(result.current.phase).toEqual({ kind: 'matched', chatId: 'c2' });
  });

  test('a place paired before tickets counts once it came after the place was taken', async () => {
    const { result } = renderHook(() => useQuickMatch({ timeLimit: 15, category: null }), {
      wrapper,
    });
    await act(async () => calls[0]!.answer({ ...waiting, joinedAt: 100 }));
    await act(async () => placeSays({ chatId: 'past', matchedAt: 99, ticket: null }));
    expect(result.current.phase.kind).toBe('waiting');
    await act(async () => placeSays({ chatId: 'c3', matchedAt: 100, ticket: null }));
    expect(result.current.phase).toEqual({ kind: 'matched', chatId: 'c3' });
  });
});
