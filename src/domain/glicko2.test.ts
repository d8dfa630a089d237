import { describe, expect, test } from 'vitest';
import {
  expectedScore,
  g,
  GLICKO2_SCALE,
  glicko2Steps,
  glicko2Update,
  type Glicko2Game,
} from './glicko2';

/**
 * Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf), section
 * "Example calculation": a player rated 1500, RD 200, volatility 0.06, τ = 0.5, plays three
 * opponents in one rating period.
 */
const PLAYER = { rating: 1500, deviation: 200, volatility: 0.06 };
const GAMES: Glicko2Game[] = [
  { opponent: { rating: 1400, deviation: 30 }, score: 1 },
  { opponent: { rating: 1550, deviation: 100 }, score: 0 },
  { opponent: { rating: 1700, deviation: 300 }, score: 0 },
];
const TAU = 0.5;

/** Within one unit of the last digit the paper prints (it rounds its intermediate values). */
function expectPublished(actual: number, published: number, decimals: number) {
  expect(Math.abs(actual - published)).toBeLessThanOrEqual(10 ** -decimals);
}

describe('Glicko-2: Glickman’s worked example', () => {
  test('step 2 converts to the Glicko-2 scale: μ = 0, φ = 1.1513, and the opponents’ g and E', () => {
    const steps = glicko2Steps(PLAYER, GAMES, TAU);
    expect(steps.mu).toBe(0);
    expect(steps.phi.toFixed(4)).toBe('1.1513');
    // The paper's table: g(φj) to 4 places and E(μ, μj, φj) to 3.
    const table = GAMES.map(({ opponent }) => {
      const phiJ = opponent.deviation / GLICKO2_SCALE;
      const muJ = (opponent.rating - 1500) / GLICKO2_SCALE;
      return [g(phiJ).toFixed(4), expectedScore(0, muJ, phiJ).toFixed(3)];
    });
    expect(table).toEqual([
      ['0.9955', '0.639'],
      ['0.9531', '0.432'],
      ['0.7242', '0.303'],
    ]);
  });

  test('steps 3 and 4: v ≈ 1.7785 and Δ ≈ −0.4834 (the paper computes them from its rounded table)', () => {
    const steps = glicko2Steps(PLAYER, GAMES, TAU);
    // Exact: v = 1.77898, Δ = −0.48393; the paper's 4-place g and 3-place E give 1.7785 and
    // −0.4834, so they agree to the third decimal.
    expectPublished(steps.v, 1.7785, 3);
    expectPublished(steps.delta, -0.4834, 3);
  });

  test('steps 5 to 7: σ′ = 0.05999, μ′ = −0.2069, φ′ = 0.8722', () => {
    const steps = glicko2Steps(PLAYER, GAMES, TAU);
    expectPublished(steps.volatility, 0.05999, 5);
    expectPublished(steps.muPrime, -0.2069, 4);
    expectPublished(steps.phiPrime, 0.8722, 4);
    expect(steps.muPrime.toFixed(4)).toBe('-0.2069');
    expect(steps.phiPrime.toFixed(4)).toBe('0.8722');
  });

  test('step 8: r′ ≈ 1464.06, RD′ ≈ 151.52 and σ′ ≈ 0.05999', () => {
    const next = glicko2Update(PLAYER, GAMES, TAU);
    expectPublished(next.rating, 1464.06, 2);
    expectPublished(next.deviation, 151.52, 2);
    expectPublished(next.volatility, 0.05999, 5);
    expect(next.deviation.toFixed(2)).toBe('151.52');
    // The paper's r′ is 173.7178 × its rounded μ′ (−0.2069) + 1500; exact, it is 1464.0507.
    const steps = glicko2Steps(PLAYER, GAMES, TAU);
    expect((GLICKO2_SCALE * Number(steps.muPrime.toFixed(4)) + 1500).toFixed(2)).toBe('1464.06');
    console.log(
      `[glicko2] Glickman's example: r′ ${next.rating.toFixed(4)} (published 1464.06), RD′ ${next.deviation.toFixed(4)} (151.52), σ′ ${next.volatility.toFixed(6)} (0.05999)`,
    );
  });

  test('a period without games only widens the deviation by the volatility', () => {
    const next = glicko2Update(PLAYER, [], TAU);
    expect(next.rating).toBe(1500);
    expect(next.volatility).toBe(0.06);
    const phi = 200 / GLICKO2_SCALE;
    expect(next.deviation).toBeCloseTo(GLICKO2_SCALE * Math.sqrt(phi * phi + 0.06 * 0.06), 10);
  });
});

describe('Glicko-2: how it behaves', () => {
  const newcomer = { rating: 1500, deviation: 350, volatility: 0.06 };
  test('a win raises the rating and a loss lowers it; either narrows the deviation', () => {
    const won = glicko2Update(newcomer, [{ opponent: newcomer, score: 1 }], TAU);
    const lost = glicko2Update(newcomer, [{ opponent: newcomer, score: 0 }], TAU);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.rating - 1500).toBeCloseTo(1500 - lost.rating, 6);
    expect(won.deviation).toBeLessThan(350);
    expect(won.deviation).toBeCloseTo(lost.deviation, 6);
  });

  test('a sure rating moves less than an unsure one for the same result', () => {
    const opponent = { rating: 1500, deviation: 60 };
    const sure = glicko2Update({ ...newcomer, deviation: 60 }, [{ opponent, score: 1 }], TAU);
    const unsure = glicko2Update(newcomer, [{ opponent, score: 1 }], TAU);
    expect(unsure.rating - 1500).toBeGreaterThan(5 * (sure.rating - 1500));
  });

  test('a win over an unsure opponent tells less than a win over a sure one', () => {
    const me = { rating: 1500, deviation: 100, volatility: 0.06 };
    const overSure = glicko2Update(
      me,
      [{ opponent: { rating: 1500, deviation: 50 }, score: 1 }],
      TAU,
    );
    const overUnsure = glicko2Update(
      me,
      [{ opponent: { rating: 1500, deviation: 350 }, score: 1 }],
      TAU,
    );
    expect(overSure.rating).toBeGreaterThan(overUnsure.rating);
  });
});
