import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RatingSection } from './rating-section';

afterEach(cleanup);

const point = (rating: number, i: number) => ({ chatId: `c${i}`, rating, at: i });
const series = (ratings: number[]) => ({ points: ratings.map(point), count: ratings.length });
const established = (rating: number, ratingChange?: number) => ({
  rating,
  ratingDeviation: 80,
  ratingVolatility: 0.06,
  ratingChange,
});

describe('RatingSection', () => {
  test('shows the rating, its change after the last debate and the chart’s text alternative', () => {
    render(
      <RatingSection
        profile={established(1516, 16)}
        history={{ status: 'ready', series: series([1500, 1516]) }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Rating' })).toBeTruthy();
    expect(screen.getByText('Rating 1516')).toBeTruthy();
    expect(screen.getByText('+16 after the last debate')).toBeTruthy();
    const chart = screen.getByRole('img', {
      name: 'Your rating after each of your last 2 debates, oldest first: 1500, 1516.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelector('polyline')).not.toBeNull();
  });

  test('a provisional rating is marked “?”; a new person starts at 1500? with the empty text', () => {
    const { rerender } = render(
      <RatingSection
        profile={{ rating: 1338, ratingDeviation: 290, ratingVolatility: 0.06, ratingChange: -162 }}
        history={{ status: 'loading' }}
      />,
    );
    expect(screen.getByText('Rating 1338?')).toBeTruthy();
    expect(screen.getByText('\u2212162 after the last debate')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading rating history…');
    rerender(<RatingSection profile={{}} history={{ status: 'ready', series: series([]) }} />);
    expect(screen.getByText('Rating 1500?')).toBeTruthy();
    expect(screen.queryByText(/after the last debate/)).toBeNull();
    expect(screen.getByText(/No rated debates yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a failed history says why', () => {
    render(
      <RatingSection
        profile={established(1500, 0)}
        history={{ status: 'error', reason: 'offline' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load the rating history: offline',
    );
    expect(screen.getByText('±0 after the last debate')).toBeTruthy();
  });
});
