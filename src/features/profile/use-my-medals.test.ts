import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Medal } from '@/domain/model';
import { medal } from './profile.fixtures';

const listeners = vi.hoisted(() => [] as { count: number; onMedals(m: Medal[]): void }[]);

vi.mock('@/data/users', () => ({
  watchMyMedals: (_uid: string, count: number, onMedals: (m: Medal[]) => void) => {
    listeners.push({ count, onMedals });
    return () => undefined;
  },
}));

const { MEDALS_PAGE_SIZE, useMyMedals } = await import('./use-my-medals');

const medals = (n: number) =>
  Array.from({ length: n }, (_, i) => medal({ id: `m${i}`, wonAt: n - i }));

beforeEach(() => {
  listeners.length = 0;
});

describe('useMyMedals', () => {
  test('reads one page of 10, then 10 more on each Show more, keeping what it shows', () => {
    const { result } = renderHook(() => useMyMedals('alice', 25));
    expect(result.current.status).toBe('loading');
    expect(listeners.at(-1)?.count).toBe(MEDALS_PAGE_SIZE);

    act(() => listeners.at(-1)!.onMedals(medals(10)));
    expect(result.current).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false });
    expect(result.current.medals).toHaveLength(10);

    act(() => result.current.showMore());
    expect(listeners.at(-1)?.count).toBe(20);
    // The first page stays on screen while the longer one loads.
    expect(result.current).toMatchObject({ status: 'ready', loadingMore: true });
    expect(result.current.medals).toHaveLength(10);

    act(() => listeners.at(-1)!.onMedals(medals(20)));
    act(() => result.current.showMore());
    act(() => listeners.at(-1)!.onMedals(medals(25)));
    expect(listeners.at(-1)?.count).toBe(30);
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false });
    expect(result.current.medals).toHaveLength(25);
  });

  test('offers no more when every medal is shown', () => {
    const { result } = renderHook(() => useMyMedals('alice', 3));
    act(() => listeners.at(-1)!.onMedals(medals(3)));
    expect(result.current.hasMore).toBe(false);
  });
});
