/**
 * Quick Match's pairing rules: who may be paired with whom, and how wide each person's
 * rating window is after a wait. Pure, so the functions that pair (functions/src/matchmaking)
 * and the screen that shows the live window ('Looking for an opponent within ±150') agree.
 *
 * A window starts at ±WINDOW_START and widens by WINDOW_STEP every WINDOW_STEP_SECONDS.
 * A provisional rating (deviation above PROVISIONAL_DEVIATION: Glicko-2, Glickman's
 * "Example of the Glicko-2 system") says little about the person yet, so its window starts
 * wider, by half the deviation beyond the threshold. Two people meet only when each is
 * inside the other's window (the narrower one decides), they chose the same time limit, and
 * their categories agree (either chose none, or both the same).
 */
import type { MotionCategory } from './motion-categories';
import { INITIAL_DEVIATION, PROVISIONAL_DEVIATION } from './rating';

export const QUICK_MATCH_TIME_LIMITS = [15, 30] as const;
export type QuickMatchTimeLimit = (typeof QUICK_MATCH_TIME_LIMITS)[number];

const WINDOW_START = 100;
const WINDOW_STEP = 50;
const WINDOW_STEP_SECONDS = 10;
/** However long the wait, a window stops widening here (it bounds the pool query). */
export const WINDOW_MAX = 1000;

/** After the person was last seen (join or refresh), their place is kept this long. */
export const POOL_HOLD_MS = 2 * 60_000;
/** How often an open Quick Match screen refreshes its place (and tries to pair). */
export const POOL_REFRESH_MS = 3_000;
/** After this wait the screen offers 'Practice with AI' (a test setting may shorten it). */
export const PRACTICE_OFFER_MS = 60_000;

export function isQuickMatchTimeLimit(value: unknown): value is QuickMatchTimeLimit {
  return QUICK_MATCH_TIME_LIMITS.includes(value as QuickMatchTimeLimit);
}

/**
 * A Quick Match search's ticket: made by the screen as it starts a search (a random id),
 * sent with each of its calls and written on the place, so the screen knows a pairing of
 * that place as its own the moment it is written, even before its own call answers, and
 * never mistakes an earlier search's pairing for it (whatever the device's clock says).
 */
export function isQuickMatchTicket(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value);
}

/** A stored deviation, or the start deviation when there is none (or it is malformed). */
function readDeviation(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : INITIAL_DEVIATION;
}

/** Rounded up to a multiple of WINDOW_STEP, so the window the screen shows is a round figure. */
function roundUpToStep(value: number): number {
  return Math.ceil(value / WINDOW_STEP) * WINDOW_STEP;
}

/** How much wider a provisional rating's window starts (0 for an established one). */
export function provisionalWidening(deviation: number | undefined): number {
  const d = readDeviation(deviation);
  if (d <= PROVISIONAL_DEVIATION) return 0;
  return roundUpToStep((d - PROVISIONAL_DEVIATION) / 2);
}

/** The window's half-width after `secondsWaited`. */
export function windowWidth(deviation: number | undefined, secondsWaited: number): number {
  const steps = Math.floor(Math.max(0, secondsWaited) / WINDOW_STEP_SECONDS);
  return Math.min(WINDOW_MAX, WINDOW_START + provisionalWidening(deviation) + steps * WINDOW_STEP);
}

interface PairingWindow {
  /** ± this many rating points. */
  width: number;
  low: number;
  high: number;
}

/** The ratings a person may be paired with after waiting `secondsWaited`. */
export function pairingWindow(
  rating: number,
  deviation: number | undefined,
  secondsWaited: number,
): PairingWindow {
  const width = windowWidth(deviation, secondsWaited);
  return { width, low: rating - width, high: rating + width };
}

/** A waiting person as the pairing reads them (times in epoch ms, the server's). */
export interface PoolEntry {
  uid: string;
  rating: number;
  deviation?: number;
  timeLimit: number;
  category: MotionCategory | null;
  joinedAt: number;
  lastSeenAt: number;
}

function secondsWaited(entry: Pick<PoolEntry, 'joinedAt'>, now: number): number {
  return Math.max(0, (now - entry.joinedAt) / 1000);
}

export function entryWindow(entry: PoolEntry, now: number): PairingWindow {
  return pairingWindow(entry.rating, entry.deviation, secondsWaited(entry, now));
}

/** Still holding a place: seen within POOL_HOLD_MS. */
export function entryLive(entry: Pick<PoolEntry, 'lastSeenAt'>, now: number): boolean {
  return now - entry.lastSeenAt <= POOL_HOLD_MS;
}

function categoriesMeet(a: MotionCategory | null, b: MotionCategory | null): boolean {
  return a === null || b === null || a === b;
}

/** The category a pair's motion is drawn from: the one either chose, else any (null). */
export function sharedCategory(
  a: MotionCategory | null,
  b: MotionCategory | null,
): MotionCategory | null {
  return a ?? b;
}

/**
 * Whether two live entries may be paired now: each inside the other's window, same time
 * limit, categories that agree. Blocks and bans are the server's to check (they need reads).
 */
export function compatible(a: PoolEntry, b: PoolEntry, now: number): boolean {
  if (a.uid === b.uid || a.timeLimit !== b.timeLimit) return false;
  if (!categoriesMeet(a.category, b.category)) return false;
  if (!entryLive(a, now) || !entryLive(b, now)) return false;
  const gap = Math.abs(a.rating - b.rating);
  return gap <= entryWindow(a, now).width && gap <= entryWindow(b, now).width;
}

/**
 * The entries `me` may be paired with now, best first: the closest rating, then the one
 * who has waited longest, then by uid (so every server orders a tie the same way).
 */
export function rankPartners(
  me: PoolEntry,
  others: readonly PoolEntry[],
  now: number,
): PoolEntry[] {
  return others
    .filter((other) => compatible(me, other, now))
    .sort(
      (x, y) =>
        Math.abs(x.rating - me.rating) - Math.abs(y.rating - me.rating) ||
        x.joinedAt - y.joinedAt ||
        (x.uid < y.uid ? -1 : x.uid > y.uid ? 1 : 0),
    );
}

/**
 * The order one caller tries its ranked partners in: the equally near ones at the head (at
 * the start rating every newcomer is equally near) starting from a place drawn by `random`
 * in [0, 1), then the rest as ranked. Callers joining at once then reach for different
 * people instead of all for the same one, of whom only one can win.
 */
export function tryOrder<T extends PoolEntry>(
  me: PoolEntry,
  ranked: readonly T[],
  random: number,
): T[] {
  const first = ranked[0];
  if (!first) return [];
  const nearest = Math.abs(first.rating - me.rating);
  const further = ranked.findIndex((p) => Math.abs(p.rating - me.rating) !== nearest);
  const tied = further === -1 ? ranked.length : further;
  const start = Math.floor(random * tied);
  return [...ranked.slice(start, tied), ...ranked.slice(0, start), ...ranked.slice(tied)];
}

/** Which of the two argues For: `random` in [0, 1) (the caller's, so tests can fix it). */
export function drawSides(a: string, b: string, random: number): { for: string; against: string } {
  return random < 0.5 ? { for: a, against: b } : { for: b, against: a };
}

/**
 * joinQuickMatch's answer (functions/src/matchmaking/join-quick-match.ts), read by the app
 * (src/data/quick-match.ts): paired at once, or waiting in the pool.
 */
export type QuickMatchAnswer =
  | { status: 'matched'; chatId: string }
  | {
      status: 'waiting';
      /** When the place was taken, and the server's time when it answered (epoch ms). */
      joinedAt: number;
      now: number;
      rating: number;
      /** The stored Glicko-2 deviation, or null (counted as the start deviation). */
      deviation: number | null;
      practiceOfferMs: number;
    };
