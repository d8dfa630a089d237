import { startTransition, useEffect, useState } from 'react';

interface Clock {
  now: number;
  listeners: Set<(now: number) => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe(listener: (now: number) => void): () => void;
}

const clocks = new Map<number, Clock>();

function clockFor(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (clock) return clock;
  const c: Clock = {
    now: Date.now(),
    listeners: new Set(),
    subscribe(listener) {
      if (c.listeners.size === 0) {
        // A clock that was stopped restarts from now, not from its last tick.
        c.now = Date.now();
        c.timer = setInterval(() => {
          c.now = Date.now();
          c.listeners.forEach((l) => l(c.now));
        }, intervalMs);
      }
      c.listeners.add(listener);
      return () => {
        c.listeners.delete(listener);
        if (c.listeners.size === 0) clearInterval(c.timer);
      };
    },
  };
  clocks.set(intervalMs, c);
  clock = c;
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
  const [now, setNow] = useState(() => (clock.listeners.size > 0 ? clock.now : Date.now()));
  useEffect(() => clock.subscribe((tick) => startTransition(() => setNow(tick))), [clock]);
  return now;
}
