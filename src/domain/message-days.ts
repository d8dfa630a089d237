/**
 * Day separators in a conversation (docs/decisions/0013-chat.md §4): 'Today', 'Yesterday', the
 * weekday within the last week, the locale's date before that, all in the viewer's time zone.
 */
import { dayKey, formatDay, formatWeekday, type TimeFormatOptions } from './relative-age';

const DAY_TEXT = { today: 'Today', yesterday: 'Yesterday' } as const;

const DAY_MS = 86_400_000;

/** Whole calendar days from `then` to `now` in the viewer's time zone (DST-proof). */
export function calendarDaysBetween(then: number, now: number, options: TimeFormatOptions = {}) {
  const toUtc = (key: string) => Date.parse(`${key}T00:00:00Z`);
  return Math.round((toUtc(dayKey(now, options)) - toUtc(dayKey(then, options))) / DAY_MS);
}

/** The separator's words for the day of `time`. */
export function dayLabel(time: number, now: number, options: TimeFormatOptions = {}): string {
  const days = calendarDaysBetween(time, now, options);
  if (days <= 0) return DAY_TEXT.today;
  if (days === 1) return DAY_TEXT.yesterday;
  if (days < 7) return formatWeekday(time, options);
  return formatDay(time, options);
}

export interface DaySeparator {
  /** 'YYYY-MM-DD' of the day it opens, unique in one conversation. */
  key: string;
  label: string;
}

/**
 * For each item of a time-ordered list, the separator to show above it (or null): one
 * above the first item and above each item on a new calendar day. Items without a time yet
 * (not stamped) count as now.
 */
export function daySeparators<T>(
  items: readonly T[],
  timeOf: (item: T) => number | null,
  now: number,
  options: TimeFormatOptions = {},
): (DaySeparator | null)[] {
  let previous: string | null = null;
  return items.map((item) => {
    const time = timeOf(item) ?? now;
    const key = dayKey(time, options);
    if (key === previous) return null;
    previous = key;
    return { key, label: dayLabel(time, now, options) };
  });
}
