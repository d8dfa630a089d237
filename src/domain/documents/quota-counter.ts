/**
 * rateLimits/{uid}_{kind}, one person's use of one quota in its current window
 * (functions/src/safety/quota.ts; src/domain/limits.ts): when the window started and how many
 * units it has used. Only the functions write it.
 */
import { isRecord, timestampMillisOf } from './fields';

interface QuotaCounter {
  /** The window's start (epoch ms); 0 when it has no Timestamp, so any window has run out. */
  windowStart: number;
  /** Units used in the window: a finite number, or numeric text; 0 otherwise. */
  count: number;
}

function countOf(value: unknown): number {
  const count = typeof value === 'number' || typeof value === 'string' ? Number(value) : 0;
  return Number.isFinite(count) ? count : 0;
}

/** The counter from its stored data; undefined for no document. */
export function readQuotaCounter(data: unknown): QuotaCounter | undefined {
  if (!isRecord(data)) return undefined;
  return { windowStart: timestampMillisOf(data.windowStart) ?? 0, count: countOf(data.count) };
}
