/**
 * The debate countdown (SPEC §4 "Debate chat", §9 "Countdown"). Start and end are server
 * times, and device clocks drift, so the remaining time is measured on the server's clock:
 * serverNow = deviceNow + offset.
 */

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

/** At or under this many seconds left, the countdown turns red. */
const COUNTDOWN_URGENT_SECONDS = 300;

/** Start plus the limit in minutes; null when the debate has no limit (0 or missing). */
export function debateEndTime(
  startTime: number,
  timeLimitMinutes: number | null | undefined,
): number | null {
  if (!timeLimitMinutes || !(timeLimitMinutes > 0)) return null;
  return startTime + timeLimitMinutes * MINUTE_MS;
}

/** The longest an answer is taken to spend on its way back to the device. */
export const RETURN_LEG_MAX_MS = 200;

/**
 * The device clock's offset from the server's, from one round trip. A quick trip (up to
 * 2 × RETURN_LEG_MAX_MS) is read at its midpoint. A slow one was slow on its way in (a cold
 * function starts before it answers; a phone's radio wakes to send), so its answer is taken
 * to have spent RETURN_LEG_MAX_MS on its way back, not half the trip.
 */
export function measureClockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return serverTime + Math.min((receivedAt - sentAt) / 2, RETURN_LEG_MAX_MS) - receivedAt;
}

/**
 * Whole seconds left until the end, rounded up so '0:00' appears only once time is really
 * up; never negative. Null when there is no end time (no limit, or not started).
 */
export function remainingSeconds(
  endTime: number | null | undefined,
  deviceNow: number,
  serverOffsetMs = 0,
): number | null {
  if (endTime === null || endTime === undefined) return null;
  const left = endTime - (deviceNow + serverOffsetMs);
  return Math.max(0, Math.ceil(left / SECOND_MS));
}

/** 'm:ss' with unpadded minutes: 65 → '1:05', 0 → '0:00', 3600 → '60:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

export function isCountdownUrgent(seconds: number): boolean {
  return seconds <= COUNTDOWN_URGENT_SECONDS;
}

export interface ClockSample {
  serverTime: number;
  sentAt: number;
  receivedAt: number;
}

/**
 * The device clock's offset from the server's, from the sample with the shortest round trip
 * (read as measureClockOffset says); null when no sample is usable.
 */
export function bestClockOffset(samples: readonly ClockSample[]): number | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    const trip = sample.receivedAt - sample.sentAt;
    if (!(trip >= 0) || !Number.isFinite(sample.serverTime)) continue;
    if (!best || trip < best.receivedAt - best.sentAt) best = sample;
  }
  return best ? measureClockOffset(best.serverTime, best.sentAt, best.receivedAt) : null;
}
