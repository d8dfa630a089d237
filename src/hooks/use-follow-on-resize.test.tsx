import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
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
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

/** Gives the log a box jsdom does not lay out: its visible and its content height. */
function layout(el: HTMLElement, clientHeight: number, scrollHeight = 2_000) {
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight });
  for (const observer of observers) observer.fire();
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
    log.scrollTop = 1_400;
    layout(log, 360);
    expect(log.scrollTop).toBe(2_000);
  });

  test('a reader who scrolled up keeps their place', () => {
    render(<Log following={false} />);
    const log = screen.getByTestId('log');
    log.scrollTop = 300;
    layout(log, 360);
    expect(log.scrollTop).toBe(300);
  });

  test('a log that appears after a loading screen is followed too', () => {
    const { rerender } = render(<Log following loading />);
    expect(observers.size).toBe(0);
    rerender(<Log following />);
    const log = screen.getByTestId('log');
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
