import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { overrideProperty } from '@/lib/property-override.fixtures';
import { useFollowOnResize } from './use-follow-on-resize';

/** A ResizeObserver the test fires, as the browser does when the keyboard resizes the log. */
const observers = new Set<FakeObserver>();
class FakeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    observers.add(this);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
  fire(height: number) {
    const entry = { contentRect: { height } } as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

/**
 * Gives the log a box jsdom does not lay out (its height and its content's) and reports it,
 * as the browser does after its layout: the first report is the size the log opened at.
 */
function layout(el: HTMLElement, height: number, scrollHeight = 2_000) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: height });
  for (const observer of observers) observer.fire(height);
}

/** Counts reads of the log's layout (each one lays the page out in a browser). */
function countLayoutReads(): { reads: number; restore: () => void } {
  const counter = { reads: 0, restore: () => undefined as void };
  const undo = ['clientHeight', 'offsetHeight', 'scrollHeight'].map((name) =>
    overrideProperty(HTMLElement.prototype, name, {
      get() {
        counter.reads += 1;
        return 0;
      },
    }),
  );
  counter.restore = () => undo.forEach((restore) => restore());
  return counter;
}

function Log({ following, loading = false }: { following: boolean; loading?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const follows = useRef(following);
  useFollowOnResize(ref, follows);
  if (loading) return <p>Loading…</p>;
  return <div ref={ref} data-testid="log" />;
}

const original = globalThis.ResizeObserver;
beforeEach(() => {
  globalThis.ResizeObserver = FakeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  globalThis.ResizeObserver = original;
  observers.clear();
});

describe('useFollowOnResize', () => {
  test('a reader at the newest message stays on it when the log gets shorter (keyboard open)', () => {
    render(<Log following />);
    const log = screen.getByTestId('log');
    layout(log, 600);
    log.scrollTop = 1_400;
    layout(log, 360);
    expect(log.scrollTop).toBe(2_000);
  });

  test('the size the log opens at moves nothing, and the effect reads no layout', () => {
    const layoutReads = countLayoutReads();
    try {
      render(<Log following />);
      expect(layoutReads.reads).toBe(0);
    } finally {
      layoutReads.restore();
    }
    const log = screen.getByTestId('log');
    // Opened at its newest line: 1,400 + 600 of 2,000.
    log.scrollTop = 1_400;
    layout(log, 600);
    expect(log.scrollTop).toBe(1_400);
    layout(log, 600);
    expect(log.scrollTop).toBe(1_400);
  });

  test('a first report that comes after the log got shorter takes a following reader to the newest line', () => {
    render(<Log following />);
    const log = screen.getByTestId('log');
    // It opened at its newest line at 600 px; the keyboard took 240 px before the first report.
    log.scrollTop = 1_400;
    layout(log, 360);
    expect(log.scrollTop).toBe(2_000);
  });

  test('a reader who scrolled up keeps their place, from the first report on', () => {
    render(<Log following={false} />);
    const log = screen.getByTestId('log');
    log.scrollTop = 300;
    layout(log, 360);
    expect(log.scrollTop).toBe(300);
    layout(log, 600);
    expect(log.scrollTop).toBe(300);
  });

  test('a log that appears after a loading screen is followed too', () => {
    const { rerender } = render(<Log following loading />);
    expect(observers.size).toBe(0);
    rerender(<Log following />);
    const log = screen.getByTestId('log');
    layout(log, 600);
    log.scrollTop = 1_400;
    layout(log, 360);
    expect(log.scrollTop).toBe(2_000);
    expect(observers.size).toBe(1);
  });

  test('stops observing when the log goes', () => {
    const { unmount } = render(<Log following />);
    expect(observers.size).toBe(1);
    unmount();
    expect(observers.size).toBe(0);
  });
});
