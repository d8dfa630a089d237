import type { TimeFormatOptions } from '@/domain/relative-age';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(withTime: boolean, options: TimeFormatOptions): Intl.DateTimeFormat {
  const key = `${withTime}|${options.locale ?? ''}|${options.timeZone ?? ''}`;
  let cached = cache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(options.locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: options.timeZone,
    });
    cache.set(key, cached);
  }
  return cached;
}

/** A calendar date ('Mar 5, 2025'), for member since and medals. */
export function formatDate(time: number, options: TimeFormatOptions = {}): string {
  return formatter(false, options).format(time);
}

/** A date with the time of day ('Mar 5, 2025, 2:05 PM'), for last active. */
export function formatDateTime(time: number, options: TimeFormatOptions = {}): string {
  return formatter(true, options).format(time);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(time: number): string {
  return new Date(time).toISOString();
}
