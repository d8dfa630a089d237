/**
 * The server clock as this device sees it: serverNow = Date.now() + offset. The offset is
 * measured once per app run with the serverTime callable and shared by every countdown: one
 * round trip when it is quick (its error is at most half of it), up to three when they are
 * slow (a cold function), the shortest winning (bestClockOffset). Until it is known, and
 * when it cannot be measured (offline), the device clock stands in (offset 0).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { fetchServerTime } from '@/data/debates';
import { bestClockOffset, type ClockSample } from './debate-room-logic';

/** At most this many serverTime calls per measurement (function invocations, issue 16 §4). */
export const MAX_CLOCK_SAMPLES = 3;
/** A round trip this short is good enough: the offset is then within 200 ms. */
export const QUICK_TRIP_MS = 400;

let offset = 0;
let state: 'unmeasured' | 'measuring' | 'measured' = 'unmeasured';
const listeners = new Set<() => void>();

async function sample(): Promise<ClockSample> {
  const sentAt = Date.now();
  const serverTime = await fetchServerTime();
  return { serverTime, sentAt, receivedAt: Date.now() };
}

/** Measures the offset unless it is known or being measured; a failure leaves it to retry. */
export async function measureServerOffset(): Promise<void> {
  if (state !== 'unmeasured') return;
  state = 'measuring';
  try {
    const samples: ClockSample[] = [];
    while (samples.length < MAX_CLOCK_SAMPLES) {
      const next = await sample();
      samples.push(next);
      if (next.receivedAt - next.sentAt <= QUICK_TRIP_MS) break;
    }
    const measured = bestClockOffset(samples);
    if (measured === null) throw new Error('No usable clock sample');
    offset = Math.round(measured);
    state = 'measured';
    listeners.forEach((l) => l());
  } catch (error) {
    state = 'unmeasured';
    console.warn('Could not measure the server clock; using the device clock', error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's time now, on this device's best estimate. */
export function serverNow(): number {
  return Date.now() + offset;
}

/** The current offset in ms (server minus device), measuring it on first use. */
export function useServerOffset(): number {
  useEffect(() => {
    void measureServerOffset();
  }, []);
  return useSyncExternalStore(subscribe, () => offset);
}
