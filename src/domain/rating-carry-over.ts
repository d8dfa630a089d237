/**
 * Carrying an Elo-era rating over to Glicko-2, once per person (docs/ratings.md "Carry-over";
 * scripts/migrate-ratings.mjs runs it for everyone, the outcome step for anyone it meets
 * first). Elo and Glicko share the logistic 400-point scale, so differences between people
 * carry over as they are: the rating is shifted by 300, so the Elo start (1200) lands on the
 * Glicko start (1500). Elo kept no deviation; it is the one Glicko-2 gives after that many
 * rated debates between people as new as each other, each an even match (as everyone started
 * together under Elo), so a person with 13 or more rated debates is established at once.
 * The volatility starts at 0.06, as nothing is known of it.
 */
import { glicko2Update, type Glicko2Rating } from './glicko2';
import { ELO_TO_GLICKO_SHIFT, INITIAL_VOLATILITY, RATING_TAU, START_RATING } from './rating';

/** Beyond this many debates the deviation no longer moves by a whole point. */
const DEBATES_CONSIDERED = 400;

/** The deviation after `debates` even matches between newcomers (350 for none). */
export function deviationAfterDebates(debates: number): number {
  let rating = START_RATING;
  const n = Math.min(DEBATES_CONSIDERED, Math.max(0, Math.floor(debates)));
  for (let i = 0; i < n; i++) {
    rating = glicko2Update(rating, [{ opponent: rating, score: 0.5 }], RATING_TAU);
  }
  return rating.deviation;
}

/** The Glicko-2 rating an Elo-era rating carries over to, given its rated debates. */
export function carryOverElo(eloRating: number, ratedDebates: number): Glicko2Rating {
  return {
    rating: eloRating + ELO_TO_GLICKO_SHIFT,
    deviation: deviationAfterDebates(ratedDebates),
    volatility: INITIAL_VOLATILITY,
  };
}

/**
 * An Elo-era history record on the Glicko scale: `before` and `after` shifted like the
 * rating, so the chart runs on without a step; the Elo values are kept under `elo`.
 */
export function carriedHistoryFields(record: { before: number; after: number; change: number }): {
  before: number;
  after: number;
  elo: { before: number; after: number; change: number };
} {
  return {
    before: record.before + ELO_TO_GLICKO_SHIFT,
    after: record.after + ELO_TO_GLICKO_SHIFT,
    elo: { before: record.before, after: record.after, change: record.change },
  };
}
