import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useNow } from './use-now';

const START = Date.UTC(2026, 10, 25, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Clock({ label, interval }: { label: string; interval: number }) {
  const now = useNow(interval);
  return <p>{`${label} ${(now - START) / 1000}`}</p>;
}

describe('useNow', () => {
  test('ticks every interval, and a reader that mounts later starts at the last tick', async () => {
    const { rerender } = render(<Clock label="a" interval={10_000} />);
    expect(screen.getByText('a 0')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('a 10')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4_000));
    rerender(
      <>
        <Clock label="a" interval={10_000} />
        <Clock label="b" interval={10_000} />
      </>,
    );
    // Both read the shared clock's tick (10 s), not the device's 14 s.
    expect(screen.getByText('b 10')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(6_000));
    expect(screen.getByText('a 20')).toBeInTheDocument();
    expect(screen.getByText('b 20')).toBeInTheDocument();
  });

  test('a first reader starts at the device time, not a stopped clock’s last tick', async () => {
    const { unmount } = render(<Clock label="a" interval={7_000} />);
    await act(async () => vi.advanceTimersByTime(7_000));
    unmount();
    vi.setSystemTime(START + 60_000);
    render(<Clock label="b" interval={7_000} />);
    expect(screen.getByText('b 60')).toBeInTheDocument();
    // A second reader while b's timer runs agrees with b, not with the stopped clock's tick.
    vi.setSystemTime(START + 62_000);
    render(<Clock label="c" interval={7_000} />);
    expect(screen.getByText('c 60')).toBeInTheDocument();
  });

  test('a tick renders as a transition: the screen on show stays until the new one is ready', async () => {
    const forever = new Promise<never>(() => undefined);
    function Reader() {
      const now = useNow(5_000);
      if (now > START) use(forever);
      return <p>before the tick</p>;
    }
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Reader />
      </Suspense>,
    );
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('before the tick')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });
});
