/**
 * The server clock as this device sees it: serverNow = Date.now() + offset. The offset is
 * measured once per app run with one serverTime call (one function invocation; a slow,
 * cold answer is read as measureClockOffset says) and shared by every countdown. Until it
 * is known, and when it cannot be measured (offline), the device clock stands in (offset 0).
 */
import { useEffect } from 'react';
import { useStore } from '@/hooks/use-store';
import { fetchServerTime } from '@/data/debates';
import { bestClockOffset, type ClockSample } from './debate-room-logic';

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
    const measured = bestClockOffset([await sample()]);
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

const readOffset = () => offset;

/** The server's time now, on this device's best estimate. */
export function serverNow(): number {
  return Date.now() + offset;
}

/** The current offset in ms (server minus device), measuring it on first use. */
export function useServerOffset(): number {
  useEffect(() => {
    void measureServerOffset();
  }, []);
  return useStore(subscribe, readOffset);
}
