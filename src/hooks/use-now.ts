import { startTransition, useEffect, useState } from 'react';
import { createStore, type Store } from '@/lib/create-store';

const clocks = new Map<number, Store<number>>();

function clockFor(intervalMs: number): Store<number> {
  const existing = clocks.get(intervalMs);
  if (existing) return existing;
  let timer: ReturnType<typeof setInterval> | undefined;
  const clock = createStore(Date.now(), {
    onObserved() {
      // A clock that was stopped restarts from now, not from its last tick.
      clock.set(Date.now());
      timer = setInterval(() => clock.set(Date.now()), intervalMs);
    },
    onUnobserved: () => clearInterval(timer),
  });
  clocks.set(intervalMs, clock);
  return clock;
}

/**
 * The current time (epoch ms), re-rendering every `intervalMs`. One shared timer per
 * interval, whatever the number of components reading it; stopped when none does. A reader
 * that mounts while the timer runs starts at its last tick, so readers agree; the ticks
 * render as transitions, never holding back a tap.
 */
export function useNow(intervalMs = 1000): number {
  const clock = clockFor(intervalMs);
  const [now, setNow] = useState(() => (clock.observers() > 0 ? clock.get() : Date.now()));
  useEffect(
    () =>
      clock.subscribe(() => {
        const tick = clock.get();
        startTransition(() => setNow(tick));
      }),
    [clock],
  );
  return now;
}
