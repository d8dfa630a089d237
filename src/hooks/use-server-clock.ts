/**
 * The server clock as this device sees it: serverNow = Date.now() + offset. The offset is
 * measured once per app run with one serverTime call (one function invocation; a slow,
 * cold answer is read as measureClockOffset says) and shared by every countdown and every
 * screen that asks whether a debate is still running. Until it is known, and when it cannot
 * be measured (offline), the device clock stands in (offset 0).
 */
import { useEffect } from 'react';
import { fetchServerTime } from '@/data/debates';
import { bestClockOffset, type ClockSample } from '@/domain/countdown';
import { createStore } from '@/lib/create-store';
import { useStore } from './use-store';

/** The offset in ms (server minus device). */
const offset = createStore(0);
let state: 'unmeasured' | 'measuring' | 'measured' = 'unmeasured';

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
    offset.set(Math.round(measured));
    state = 'measured';
  } catch (error) {
    state = 'unmeasured';
    console.warn('Could not measure the server clock; using the device clock', error);
  }
}

/** The server's time now, on this device's best estimate. */
export function serverNow(): number {
  return Date.now() + offset.get();
}

/** The current offset in ms (server minus device), measuring it on first use. */
export function useServerOffset(): number {
  useEffect(() => {
    void measureServerOffset();
  }, []);
  return useStore(offset.subscribe, offset.get);
}
