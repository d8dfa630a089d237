import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DebateRatingMove } from '@/domain/documents/rating-change';

const stored = vi.hoisted(() => ({ move: null as DebateRatingMove | null, fail: false }));
vi.mock('@/data/rating-history', () => ({
  watchDebateRatingMove: (
    _uid: string,
    _chatId: string,
    onMove: (move: DebateRatingMove | null) => void,
    onError: (error: Error) => void,
  ) => {
    if (stored.fail) onError(new Error('offline'));
    else onMove(stored.move);
    return () => undefined;
  },
}));

const { RatingMove } = await import('./rating-move');

afterEach(cleanup);

function show(move: DebateRatingMove | null, fail = false) {
  Object.assign(stored, { move, fail });
  render(<RatingMove uid="me" chatId="c1" />);
}

describe('RatingMove: a debater’s move on the result', () => {
  test('a win: “Your rating: +16 → 1516”', async () => {
    show({ before: 1500, after: 1516, change: 16, ratingDeviation: 80 });
    expect((await screen.findByRole('status')).textContent).toBe('Your rating: +16 \u2192 1516');
  });

  test('a loss while provisional: a minus sign and “?”, and what the “?” means', async () => {
    show({ before: 1500, after: 1338, change: -162, ratingDeviation: 290 });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your rating: \u2212162 \u2192 1338?Provisional (“?”) until it settles, after a few more rated debates.',
    );
  });

  test('an unrated result says why', async () => {
    show({ before: 1500, after: 1500, change: 0, ratingDeviation: 290, unrated: 'pair-limit' });
    expect((await screen.findByRole('status')).textContent).toBe(
      "Unrated: you've met 3 times today",
    );
  });

  test('nothing when there is no record yet, or it cannot be read', () => {
    show(null);
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    show(null, true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
