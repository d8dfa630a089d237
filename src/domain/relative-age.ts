/**
 * Human times for lists and messages (SPEC §2 "Browse Debates", "Chat list", "Chat screen").
 * Every function takes `now` and an optional locale/time zone so the same input always gives
 * the same text: screens pass the device clock, tests pass fixed values.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Locale and time zone for the Intl formatters; both default to the runtime's own. */
export interface TimeFormatOptions {
  locale?: string;
  timeZone?: string;
}

/**
 * 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' (whole units, rounded down).
 * A time not yet stamped by the server (null) or slightly in the future (device clock
 * behind the server's) reads 'Just now' rather than a negative age.
 */
export function relativeAge(then: number | null, now: number): string {
  const elapsed = then === null ? 0 : Math.max(0, now - then);
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

type FormatKind = 'time' | 'dayKey' | 'shortDate' | 'shortDateWithYear' | 'weekday' | 'date';

const FORMATS: Record<FormatKind, Intl.DateTimeFormatOptions> = {
  // The locale's own clock (12- or 24-hour): the one time format of the whole app.
  time: { timeStyle: 'short' },
  dayKey: { year: 'numeric', month: '2-digit', day: '2-digit' },
  shortDate: { month: 'short', day: 'numeric' },
  shortDateWithYear: { year: 'numeric', month: 'short', day: 'numeric' },
  weekday: { weekday: 'long' },
  date: { dateStyle: 'medium' },
};

// A chat list formats one date per row on every render; Intl formatters are costly to build.
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: FormatKind, options: TimeFormatOptions): Intl.DateTimeFormat {
  // The day key is compared, never shown, so its locale is fixed.
  const locale = kind === 'dayKey' ? 'en-US' : options.locale;
  const key = `${kind}|${locale ?? ''}|${options.timeZone ?? ''}`;
  let cached = formatterCache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...FORMATS[kind], timeZone: options.timeZone });
    formatterCache.set(key, cached);
  }
  return cached;
}

/**
 * Builds the formatters the screens with times use. The first Intl object of a page loads
 * the runtime's locale data (15–50 ms on a desktop, several times that on a phone): done while
 * the page waits for the network (src/app/time-formats.ts), it is not added to the first
 * render of a chat.
 */
export function prepareTimeFormats(options: TimeFormatOptions = {}): void {
  for (const step of timeFormatSteps(options)) step();
}

/**
 * prepareTimeFormats in three steps, for a caller that runs each in a task of its own: the
 * runtime's shared locale data first, most of the cost (loaded by the first Intl object of
 * any kind; a number format adds little to it), then each formatter, a few milliseconds each.
 */
export function timeFormatSteps(options: TimeFormatOptions = {}): (() => void)[] {
  return [
    () => new Intl.NumberFormat(options.locale).format(0),
    () => formatter('dayKey', options),
    () => formatter('time', options),
  ];
}

/** The calendar day of `time` in the chosen time zone, as 'YYYY-MM-DD'. */
export function dayKey(time: number, options: TimeFormatOptions): string {
  const parts = formatter('dayKey', options).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A time of day in the locale's own format ('2:05 PM' in en-US, '14:05' in en-GB); '' while
 * the server has not stamped it. Every time the app shows goes through here.
 */
export function formatMessageTime(time: number | null, options: TimeFormatOptions = {}): string {
  return time === null ? '' : formatter('time', options).format(time);
}

/**
 * The date of a chat's last message in the chat list: the time when it is from today
 * ('2:05 PM'), a short date otherwise ('Mar 5'), with the year when it is not this year.
 */
export function formatChatListDate(
  time: number | null,
  now: number,
  options: TimeFormatOptions = {},
): string {
  if (time === null) return '';
  const day = dayKey(time, options);
  const today = dayKey(now, options);
  if (day === today) return formatMessageTime(time, options);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return formatter(sameYear ? 'shortDate' : 'shortDateWithYear', options).format(time);
}

/** A calendar date in the locale's medium style ('Mar 5, 2025'): medals, blocks, profile. */
export function formatDay(time: number, options: TimeFormatOptions = {}): string {
  return formatter('date', options).format(time);
}

/** A weekday's name in the locale ('Monday'), for day separators within the last week. */
export function formatWeekday(time: number, options: TimeFormatOptions = {}): string {
  return formatter('weekday', options).format(time);
}
