/**
 * Rating farming's limit (RATED_MEETINGS_PER_PAIR in ./limits.ts): two people's rated
 * results within any 24 hours are kept on one document per pair, ratingPairs/{pairId}
 * `{ rated: [{ chatId, at }] }` (functions only; read by ./documents/rating-pair.ts), read and
 * written in the outcome's own transaction, so a redelivered outcome never counts twice. Times are the results' own
 * (when the verdict was stored), so a late delivery is judged by when the debate was decided.
 */
import type { RatedMeeting } from './documents/rating-pair';
import { RATED_MEETINGS_PER_PAIR } from './limits';

/** The pair's document id: both uids, sorted, so either side finds the same one. */
export function ratingPairId(a: string, b: string): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}

/**
 * The rated meetings that count against a result decided at `now`: those less than 24 hours
 * from it (before it, or after it when outcomes arrive out of order).
 */
export function meetingsInWindow(meetings: readonly RatedMeeting[], now: number): RatedMeeting[] {
  return meetings.filter((m) => Math.abs(m.at - now) < RATED_MEETINGS_PER_PAIR.windowMs);
}

/** Whether a result decided at `now` may move the pair's ratings. */
export function mayRate(meetings: readonly RatedMeeting[], now: number): boolean {
  return meetingsInWindow(meetings, now).length < RATED_MEETINGS_PER_PAIR.limit;
}

/**
 * The meetings to store after rating `chatId` at `at`, oldest first: the ones that can still
 * count for a later result (less than 24 hours before the newest), so the list stays short.
 */
export function withMeeting(
  meetings: readonly RatedMeeting[],
  chatId: string,
  at: number,
): RatedMeeting[] {
  const all = [...meetings.filter((m) => m.chatId !== chatId), { chatId, at }];
  const newest = Math.max(...all.map((m) => m.at));
  return all
    .filter((m) => newest - m.at < RATED_MEETINGS_PER_PAIR.windowMs)
    .sort((x, y) => x.at - y.at);
}
