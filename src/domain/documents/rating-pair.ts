/**
 * ratingPairs/{pairId}: two people's rated meetings, `{ rated: [{ chatId, at }] }`, which
 * rating farming's limit counts (src/domain/rating-pairs.ts). Only the functions read and write
 * them, in an outcome's transaction (functions/src/evaluation/rating-update.ts).
 */
import { isRecord } from './fields';

export interface RatedMeeting {
  chatId: string;
  /** Epoch milliseconds of the verdict. */
  at: number;
}

function ratedMeeting(value: unknown): value is RatedMeeting {
  return isRecord(value) && typeof value.chatId === 'string' && typeof value.at === 'number';
}

/** The pair's stored meetings (anything malformed is left out); none for no document. */
export function readRatingPair(data: unknown): RatedMeeting[] {
  const rated = isRecord(data) ? data.rated : undefined;
  return Array.isArray(rated) ? rated.filter(ratedMeeting) : [];
}
