/**
 * The Glicko-2 rating system, step by step as Mark Glickman's "Example of the Glicko-2
 * system" (glicko.net/glicko/glicko2.pdf) defines it: a rating r, a rating deviation RD (how
 * uncertain r is) and a volatility σ (how erratic the person's results are), updated once per
 * rating period from the games played in it. The product's rules (where people start, what a
 * period is, when a rating is provisional) are in ./rating.ts; this file is only the maths.
 */

/** Glicko-2's conversion between the Glicko scale (r, RD) and its own (μ, φ): 400 / ln 10. */
export const GLICKO2_SCALE = 173.7178;
/** r of the Glicko scale's centre, where μ = 0. */
const GLICKO2_CENTRE = 1500;
/** The paper's convergence tolerance ε for the new volatility (step 5). */
const VOLATILITY_TOLERANCE = 0.000001;

export interface Glicko2Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** One game of the period: the opponent's rating and deviation before it, and the score. */
export interface Glicko2Game {
  opponent: { rating: number; deviation: number };
  /** 1 a win, 0.5 a draw, 0 a loss. */
  score: number;
}

/** The quantities the paper names along the way, so its worked example can be checked. */
interface Glicko2Steps {
  mu: number;
  phi: number;
  /** Step 3: the estimated variance of the rating from the game outcomes alone. */
  v: number;
  /** Step 4: the estimated improvement in rating. */
  delta: number;
  /** Step 5: σ′. */
  volatility: number;
  /** Step 6: φ*, the deviation grown by σ′ before the period's games are taken in. */
  phiStar: number;
  /** Step 7: φ′ and μ′. */
  phiPrime: number;
  muPrime: number;
}

/** g(φ): how much a game against an opponent of deviation φ can tell. */
export function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** E(μ, μj, φj): the score expected against that opponent. */
export function expectedScore(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

function toMu(rating: number): number {
  return (rating - GLICKO2_CENTRE) / GLICKO2_SCALE;
}

/**
 * Step 5: σ′, the root of f found by the Illinois algorithm (a regula falsi that halves the
 * stale end), as the paper gives it. τ bounds how fast volatility can change.
 */
function newVolatility(
  phi: number,
  volatility: number,
  v: number,
  delta: number,
  tau: number,
): number {
  const a = Math.log(volatility * volatility);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > VOLATILITY_TOLERANCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * One rating period for one player (steps 2–8). With no games the deviation only grows by
 * the volatility (step 6) and nothing else changes.
 */
export function glicko2Steps(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number,
): Glicko2Steps {
  const mu = toMu(player.rating);
  const phi = player.deviation / GLICKO2_SCALE;
  if (games.length === 0) {
    const phiStar = Math.sqrt(phi * phi + player.volatility * player.volatility);
    return {
      mu,
      phi,
      v: Number.POSITIVE_INFINITY,
      delta: 0,
      volatility: player.volatility,
      phiStar,
      phiPrime: phiStar,
      muPrime: mu,
    };
  }
  const opponents = games.map((game) => {
    const phiJ = game.opponent.deviation / GLICKO2_SCALE;
    const muJ = toMu(game.opponent.rating);
    return { g: g(phiJ), e: expectedScore(mu, muJ, phiJ), score: game.score };
  });
  const v = 1 / opponents.reduce((sum, o) => sum + o.g * o.g * o.e * (1 - o.e), 0);
  const improvement = opponents.reduce((sum, o) => sum + o.g * (o.score - o.e), 0);
  const delta = v * improvement;
  const volatility = newVolatility(phi, player.volatility, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiPrime = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muPrime = mu + phiPrime * phiPrime * improvement;
  return { mu, phi, v, delta, volatility, phiStar, phiPrime, muPrime };
}

/** The player's rating after one rating period, back on the Glicko scale (step 8). */
export function glicko2Update(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number,
): Glicko2Rating {
  const steps = glicko2Steps(player, games, tau);
  return {
    rating: GLICKO2_SCALE * steps.muPrime + GLICKO2_CENTRE,
    deviation: GLICKO2_SCALE * steps.phiPrime,
    volatility: steps.volatility,
  };
}
