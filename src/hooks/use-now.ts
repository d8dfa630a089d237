import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe(listener: () => void): () => void;
  read(): number;
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
        c.now = Date.now();
        c.timer = setInterval(() => {
          c.now = Date.now();
          c.listeners.forEach((l) => l());
        }, intervalMs);
      }
      c.listeners.add(listener);
      return () => {
        c.listeners.delete(listener);
        if (c.listeners.size === 0) clearInterval(c.timer);
      };
    },
    read: () => c.now,
  };
  clocks.set(intervalMs, c);
  clock = c;
  return clock;
}

/**
 * The current time (epoch ms), re-rendering every `intervalMs`. One shared timer per
 * interval, whatever the number of components reading it; stopped when none does.
 */
export function useNow(intervalMs = 1000): number {
  const clock = clockFor(intervalMs);
  return useSyncExternalStore(clock.subscribe, clock.read);
}
